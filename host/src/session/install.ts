// Wires the session rules into the running host: the watch/poll loop, and the API client's
// SESSION_EXPIRED (a 403 after login) → clear stored client state → full redirect to /login.
import { getRootStore } from '@casino/shared';
import { SessionWatch } from './session-watch';

export function toLogin(): void {
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname === '/login') return;
  window.location.replace(`/login?redirect=${encodeURIComponent(here)}`);
}

let watch: SessionWatch | null = null;

export function installSession(): SessionWatch {
  const store = getRootStore();
  if (watch) return watch;
  store.api.onSessionExpired(() => {
    store.session.clear();
    toLogin();
  });
  watch = new SessionWatch(store, toLogin);
  watch.start();
  return watch;
}
