// Writes the palette of the current theme × style into CSS variables on <html>, so plain CSS and remotes
// that are not antd components follow the theme too. A theme or style saved in another tab of the site
// (a `storage` event) applies here at once, so every open tab shows the member's latest choice.
import { autorun } from 'mobx';
import { cssVariablesFor, getRootStore, isStyle, isTheme, paletteFor } from '@casino/shared';

export function watchTheme(): () => void {
  const { prefs } = getRootStore();
  const stop = autorun(() => {
    const vars = cssVariablesFor(prefs.theme, prefs.style);
    const root = document.documentElement;
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
    root.dataset.theme = prefs.theme;
    root.dataset.style = prefs.style;
    const meta = document.querySelector('meta[name="theme-color"]');
    meta?.setAttribute('content', paletteFor(prefs.theme, prefs.style).background);
  });
  const onStorage = (e: StorageEvent) => {
    if (e.key === 'casino.theme' && isTheme(e.newValue)) prefs.setTheme(e.newValue);
    if (e.key === 'casino.style' && isStyle(e.newValue)) prefs.setStyle(e.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => { stop(); window.removeEventListener('storage', onStorage); };
}
