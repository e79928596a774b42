// Shell CSS, written against the palette CSS variables so every theme × style applies without rebuilds.
const CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { font-family: var(--casino-font); background: var(--casino-background); color: var(--casino-onBackground); }
a { color: var(--casino-primary); }
.casino-appbar { position: sticky; top: 0; z-index: 20; display: flex; align-items: center; gap: 8px; padding: 8px 16px; min-height: 56px;
  background: var(--casino-surface); color: var(--casino-onSurface); border-bottom: 1px solid var(--casino-weak2); flex-wrap: wrap; }
.casino-appbar__title { font-weight: 700; font-size: 18px; color: var(--casino-primary); text-decoration: none; white-space: nowrap; }
.casino-appbar__spacer { flex: 1; }
.casino-appbar__money { color: var(--casino-onSurface); }
.casino-navbar { display: flex; gap: 4px; overflow-x: auto; padding: 6px 12px; background: var(--casino-subBackground); border-bottom: 1px solid var(--casino-weak2); scrollbar-width: none; }
.casino-navbar a { padding: 6px 12px; border-radius: 999px; color: var(--casino-onBackground); text-decoration: none; white-space: nowrap; }
.casino-navbar a.active { background: var(--casino-primary); color: #111; }
.casino-shell__body { display: flex; min-height: calc(100vh - 160px); }
.casino-shell__sider { width: 240px; flex: none; padding: 8px; background: var(--casino-subBackground); border-right: 1px solid var(--casino-weak2); }
.casino-shell__main { flex: 1; min-width: 0; padding: 16px; }
.casino-shell--eight .casino-shell__main { max-width: 1600px; margin: 0 auto; }
.casino-footer { padding: 24px 16px; background: var(--casino-subBackground); color: var(--casino-subText); border-top: 1px solid var(--casino-weak2); }
.casino-footer__links { display: flex; flex-wrap: wrap; gap: 8px 16px; }
.casino-footer__links a { color: var(--casino-subText); }
.casino-footer__notice { margin: 12px 0 0; font-size: 13px; }
.casino-fullpage { min-height: 100vh; display: flex; flex-direction: column; }
.casino-fullpage__main { flex: 1; display: flex; justify-content: center; padding: 24px 16px; }
.casino-fullpage__main > * { width: 100%; max-width: 800px; }
.casino-page h1 { margin-top: 0; }
.casino-hero { padding: 24px; margin-bottom: 16px; border-radius: 12px; background: linear-gradient(135deg, var(--casino-surface), var(--casino-subBackground)); }
@media (max-width: 767px) {
  .casino-appbar { padding: 6px 8px; }
  .casino-appbar__tools .ant-select { max-width: 96px; }
  .casino-shell__main { padding: 12px 8px; }
}
`;

let installed = false;
export function installShellStyles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const style = document.createElement('style');
  style.dataset.casino = 'shell';
  style.textContent = CSS;
  document.head.appendChild(style);
}
