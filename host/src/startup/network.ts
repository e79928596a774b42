// Online/offline tracking (spec §4). The API client reads ui.online and fails fast while offline.
import { getRootStore } from '@casino/shared';

export function watchNetwork(): () => void {
  const { ui } = getRootStore();
  const on = () => ui.setOnline(true);
  const off = () => ui.setOnline(false);
  window.addEventListener('online', on);
  window.addEventListener('offline', off);
  ui.setOnline(navigator.onLine !== false);
  return () => { window.removeEventListener('online', on); window.removeEventListener('offline', off); };
}
