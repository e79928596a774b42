// The badge of a preview link (issue 45 §6): which remote and version this browser session is trying, and a
// one-click exit. Its colours are fixed rather than the theme's, so it reads the same (and clearly) in every theme.
import { useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { exitPreview, previewed, subscribePreview } from '../federation/preview';

const badge: CSSProperties = {
  position: 'fixed', bottom: 12, left: 12, zIndex: 1200, display: 'flex', alignItems: 'center', gap: 10,
  padding: '6px 8px 6px 12px', borderRadius: 8, background: '#1f1f1f', color: '#ffffff', border: '2px solid #ffc53d',
  font: '600 13px/1.4 system-ui, sans-serif', boxShadow: '0 2px 8px rgba(0, 0, 0, 0.35)',
};
const note: CSSProperties = { fontWeight: 400, color: '#d9d9d9' };
// #1f1f1f on #ffc53d: contrast above 10:1
const exit: CSSProperties = {
  minHeight: 32, padding: '4px 10px', borderRadius: 6, border: 0, background: '#ffc53d', color: '#1f1f1f', font: 'inherit', cursor: 'pointer',
};

export function PreviewBadge({ onExit = exitPreview }: { onExit?: () => void }) {
  const { t } = useTranslation('host');
  const p = useSyncExternalStore(subscribePreview, previewed, previewed);
  if (!p) return null;
  return (
    <div role="status" style={badge} data-testid="preview-badge">
      <span>{t('preview.badge', { remote: p.remote, version: p.version })}</span>
      <span style={note}>{t('preview.note')}</span>
      <button type="button" style={exit} onClick={() => onExit()}>{t('preview.exit')}</button>
    </div>
  );
}
