// The six themes × six styles of spec §3/§9 as data. Palette names follow the spec so designers and code
// speak the same words. Dark primary is orange, light primary is blue.
export const THEMES = ['light', 'dark', 'darkBlue', 'darkOrange', 'darkRed', 'black'] as const;
export const STYLES = ['modern', 'classic', 'minimal', 'neon', 'retro', 'pastel'] as const;
export const LAYOUTS = ['list-layout', 'grid-layout'] as const;
export type ThemeName = (typeof THEMES)[number];
export type StyleName = (typeof STYLES)[number];

export const PALETTE_NAMES = [
  'background', 'surface', 'onBackground', 'onSurface', 'clear', 'primary', 'secondary', 'success', 'error',
  'warning', 'info', 'subText', 'weak1', 'weak2', 'weak3', 'weak4', 'subBackground', 'buttonBackground',
] as const;
export type PaletteName = (typeof PALETTE_NAMES)[number];
export type Palette = Record<PaletteName, string> & { dark: boolean };

const dark = (p: Partial<Palette>): Palette => ({
  dark: true, background: '#121212', surface: '#1e1e1e', onBackground: '#f5f5f5', onSurface: '#eeeeee', clear: '#00000000',
  primary: '#ff9800', secondary: '#ffb74d', success: '#66bb6a', error: '#ff7b72', warning: '#ffca28', info: '#4fc3f7',
  subText: '#bdbdbd', weak1: '#2a2a2a', weak2: '#3a3a3a', weak3: '#5a5a5a', weak4: '#9e9e9e', subBackground: '#181818',
  buttonBackground: '#2c2c2c', ...p,
});

export const PALETTES: Record<ThemeName, Palette> = {
  light: {
    dark: false, background: '#f5f7fa', surface: '#ffffff', onBackground: '#1a1a1a', onSurface: '#212121', clear: '#ffffff00',
    primary: '#1565c0', secondary: '#1e88e5', success: '#2e7d32', error: '#c62828', warning: '#b45309', info: '#01579b',
    subText: '#555555', weak1: '#eef1f5', weak2: '#dde3ea', weak3: '#b8c2cc', weak4: '#5f6b78', subBackground: '#eceff3',
    buttonBackground: '#e3e8ef',
  },
  dark: dark({}),
  darkBlue: dark({ background: '#0d1b2a', surface: '#1b263b', subBackground: '#13213a', buttonBackground: '#22324d', primary: '#ff9f1c', secondary: '#4ea8de', weak1: '#1f2d44', weak2: '#2b3b57', info: '#4ea8de' }),
  darkOrange: dark({ background: '#1a120b', surface: '#2a1d12', subBackground: '#22170e', buttonBackground: '#3a2818', primary: '#ff8c1a', secondary: '#ffb366', weak1: '#33241a', weak2: '#443024' }),
  darkRed: dark({ background: '#1a0d0d', surface: '#2a1414', subBackground: '#220f0f', buttonBackground: '#3a1c1c', primary: '#ff9100', secondary: '#ff6e6e', error: '#ff7961', weak1: '#341b1b', weak2: '#452525' }),
  black: dark({ background: '#000000', surface: '#111111', subBackground: '#0a0a0a', buttonBackground: '#1c1c1c', primary: '#ffa726', weak1: '#1a1a1a', weak2: '#262626' }),
};

export interface StyleSpec { buttonHeight: number; tabHeight: number; borderRadius: number; fontFamily: string; lighten: number }

export const STYLE_SPECS: Record<StyleName, StyleSpec> = {
  modern: { buttonHeight: 58, tabHeight: 58, borderRadius: 12, fontFamily: 'sans-serif', lighten: 0 },
  classic: { buttonHeight: 48, tabHeight: 48, borderRadius: 4, fontFamily: "Georgia, 'Nanum Myeongjo', serif", lighten: 0 },
  minimal: { buttonHeight: 38, tabHeight: 48, borderRadius: 2, fontFamily: 'system-ui, sans-serif', lighten: 0 },
  neon: { buttonHeight: 44, tabHeight: 58, borderRadius: 8, fontFamily: "'Orbitron', system-ui, sans-serif", lighten: 0 },
  retro: { buttonHeight: 46, tabHeight: 48, borderRadius: 0, fontFamily: "'Courier New', monospace", lighten: 0 },
  pastel: { buttonHeight: 40, tabHeight: 48, borderRadius: 16, fontFamily: "'Nunito', system-ui, sans-serif", lighten: 0.4 },
};

export const TAB_MIN_WIDTH = 100;
export const DIALOG_MAX_WIDTH = 800;
export const DIALOG_MIN_HEIGHT = 650;
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

const hex = (c: string) => c.replace('#', '').slice(0, 6);
function toRgb(c: string): [number, number, number] {
  const h = hex(c);
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
const toHex = (rgb: number[]) => '#' + rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');

/** Mixes a colour towards white by `amount` (0–1): the pastel style lightens by 40 %. */
export function lighten(color: string, amount: number): string {
  const [r, g, b] = toRgb(color);
  return toHex([r + (255 - r) * amount, g + (255 - g) * amount, b + (255 - b) * amount]);
}

/** WCAG relative-luminance contrast ratio. */
export function contrastRatio(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = toRgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text drawn on the primary colour (buttons, the selected menu item, the active nav pill): the more legible of near-black and white. */
export function onPrimary(p: Palette): string {
  return contrastRatio('#1a1a1a', p.primary) >= contrastRatio('#ffffff', p.primary) ? '#1a1a1a' : '#ffffff';
}

/**
 * The palette for a theme in a style. Pastel lightens the accent colours by 40 %; on dark themes the
 * surfaces keep their darkness so body text stays readable, on light themes the text colours stay dark.
 */
export function paletteFor(theme: ThemeName, style: StyleName): Palette {
  const base = PALETTES[theme] ?? PALETTES.dark;
  const l = STYLE_SPECS[style]?.lighten ?? 0;
  if (!l) return base;
  const accents: PaletteName[] = ['primary', 'secondary', 'success', 'error', 'warning', 'info'];
  const out = { ...base };
  for (const k of accents) out[k] = base.dark ? lighten(base[k], l) : base[k];
  if (!base.dark) {
    for (const k of ['background', 'subBackground', 'weak1', 'buttonBackground'] as PaletteName[]) out[k] = lighten(base[k], l);
  }
  return out;
}

export const isTheme = (v: unknown): v is ThemeName => typeof v === 'string' && (THEMES as readonly string[]).includes(v);
export const isStyle = (v: unknown): v is StyleName => typeof v === 'string' && (STYLES as readonly string[]).includes(v);
