import { antdThemeFor } from './antd-theme';
import { cssVariablesFor } from './css-variables';
import { contrastRatio, lighten, onPrimary, paletteFor, PALETTES, STYLE_SPECS, STYLES, THEMES } from './themes';

describe('all 36 theme × style combinations are readable', () => {
  const combos = THEMES.flatMap((t) => STYLES.map((s) => [t, s] as const));
  test.each(combos)('%s × %s: body text contrast ≥ 4.5:1', (theme, style) => {
    const p = paletteFor(theme, style);
    expect(contrastRatio(p.onBackground, p.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.onSurface, p.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.subText, p.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.subText, p.subBackground)).toBeGreaterThanOrEqual(4.5);
    // text in the accent colours (links, tags, errors), placeholders, and text on the primary colour
    for (const accent of [p.primary, p.error, p.success, p.warning, p.info, p.weak4]) {
      expect(contrastRatio(accent, p.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(accent, p.background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(onPrimary(p), p.primary)).toBeGreaterThanOrEqual(4.5);
  });
});

test('dark primary is orange, light primary is blue', () => {
  const hue = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const max = Math.max(r, g, b); const min = Math.min(r, g, b); const d = max - min;
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return (h * 60 + 360) % 360;
  };
  expect(hue(PALETTES.dark.primary)).toBeGreaterThan(20);
  expect(hue(PALETTES.dark.primary)).toBeLessThan(45);
  expect(hue(PALETTES.light.primary)).toBeGreaterThan(190);
  expect(hue(PALETTES.light.primary)).toBeLessThan(230);
});

test('button heights by style and tab heights', () => {
  expect(Object.fromEntries(STYLES.map((s) => [s, STYLE_SPECS[s].buttonHeight]))).toEqual({ modern: 58, classic: 48, minimal: 38, neon: 44, retro: 46, pastel: 40 });
  expect(STYLES.filter((s) => STYLE_SPECS[s].tabHeight === 58)).toEqual(['modern', 'neon']);
  expect(antdThemeFor('dark', 'classic').components?.Button?.controlHeight).toBe(48);
  expect(cssVariablesFor('dark', 'neon')['--casino-tab-height']).toBe('58px');
  expect(cssVariablesFor('light', 'modern')['--casino-tab-min-width']).toBe('100px');
  expect(cssVariablesFor('light', 'modern')['--casino-dialog-max-width']).toBe('800px');
  expect(cssVariablesFor('light', 'classic')['--casino-radius']).toBe('4px');
  expect(cssVariablesFor('light', 'modern')['--casino-scheme']).toBe('light');
  expect(cssVariablesFor('darkBlue', 'modern')['--casino-scheme']).toBe('dark');
});

test('pastel lightens the accents by 40 %', () => {
  expect(lighten('#000000', 0.4)).toBe('#666666');
  expect(paletteFor('dark', 'pastel').primary).toBe(lighten(PALETTES.dark.primary, 0.4));
  expect(paletteFor('dark', 'modern').primary).toBe(PALETTES.dark.primary);
});

test('breakpoints sm 600 / md 960 / lg 1280 / xl 1920 / xxl 2560', () => {
  const t = antdThemeFor('light', 'modern').token!;
  expect([t.screenSM, t.screenMD, t.screenLG, t.screenXL, t.screenXXL]).toEqual([600, 960, 1280, 1920, 2560]);
});

test('the breakpoint ladder is consistent (each Max one below the next Min), as antd requires', () => {
  const t = antdThemeFor('dark', 'modern').token!;
  expect(t.screenXSMax).toBe(599);
  expect(t.screenSMMax! + 1).toBe(t.screenMDMin);
  expect(t.screenMDMax! + 1).toBe(t.screenLGMin);
  expect(t.screenLGMax! + 1).toBe(t.screenXLMin);
  expect(t.screenXLMax! + 1).toBe(t.screenXXLMin);
});

test('xxl keeps room below antd’s xxxl step', () => {
  const t = antdThemeFor('dark', 'modern').token as Record<string, number>;
  expect(t.screenXXLMax + 1).toBe(t.screenXXXLMin);
  expect(t.screenXXL).toBeLessThanOrEqual(t.screenXXLMax);
});

test('the sans styles name no font the site does not ship before the platform\'s own', () => {
  // Issue 48: the site ships no web font. Each family a browser has to look up and not find costs a lookup for every
  // size and weight on the first layout (on Linux through fontconfig: a fresh /home's first layout 82 → 57 ms median
  // without 'Pretendard' and 'Noto Sans KR'); the page's lang="ko" picks each platform's Korean face.
  expect(STYLE_SPECS.modern.fontFamily).toBe('sans-serif');
  expect(STYLE_SPECS.minimal.fontFamily).toBe('system-ui, sans-serif');
});
