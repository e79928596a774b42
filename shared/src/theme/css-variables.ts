// The spec palette of a theme × style as CSS variables (`--casino-<name>`), which the shell's and the native
// controls' styles are written against (shared/src/ui/native.tsx, host/src/app/shell-styles.ts).
import { DIALOG_MAX_WIDTH, onPrimary, paletteFor, PALETTE_NAMES, STYLE_SPECS, TAB_MIN_WIDTH, type StyleName, type ThemeName } from './themes';

export function cssVariablesFor(theme: ThemeName, style: StyleName): Record<string, string> {
  const p = paletteFor(theme, style);
  const s = STYLE_SPECS[style];
  const vars: Record<string, string> = {};
  for (const name of PALETTE_NAMES) vars[`--casino-${name}`] = p[name];
  vars['--casino-button-height'] = `${s.buttonHeight}px`;
  vars['--casino-tab-height'] = `${s.tabHeight}px`;
  vars['--casino-tab-min-width'] = `${TAB_MIN_WIDTH}px`;
  vars['--casino-dialog-max-width'] = `${DIALOG_MAX_WIDTH}px`;
  vars['--casino-font'] = s.fontFamily;
  vars['--casino-onPrimary'] = onPrimary(p);
  vars['--casino-radius'] = `${s.borderRadius}px`;
  // native controls (the app bar's selects) draw their lists in the theme's scheme
  vars['--casino-scheme'] = p.dark ? 'dark' : 'light';
  return vars;
}
