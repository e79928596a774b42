// Writes the palette of the current theme × style into CSS variables on <html>, so plain CSS and remotes
// that are not antd components follow the theme too.
import { autorun } from 'mobx';
import { cssVariablesFor, getRootStore, paletteFor } from '@casino/shared';

export function watchTheme(): () => void {
  const { prefs } = getRootStore();
  return autorun(() => {
    const vars = cssVariablesFor(prefs.theme, prefs.style);
    const root = document.documentElement;
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
    root.dataset.theme = prefs.theme;
    root.dataset.style = prefs.style;
    const meta = document.querySelector('meta[name="theme-color"]');
    meta?.setAttribute('content', paletteFor(prefs.theme, prefs.style).background);
  });
}
