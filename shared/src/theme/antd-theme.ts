// Maps a theme × style to antd ConfigProvider tokens. Not re-exported by the package's index: only code that
// renders antd imports it (`@casino/shared/antd-theme`), so a page without antd loads none (issue 19). The CSS
// variables of the same palette are in ./css-variables.ts.
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { BREAKPOINTS, onPrimary, paletteFor, STYLE_SPECS, type StyleName, type ThemeName } from './themes';

// antd 6 has one more step above xxl; the spec stops at xxl 2560, so xxxl sits far above it.
const XXXL = 3840;

export function antdThemeFor(theme: ThemeName, style: StyleName): ThemeConfig {
  const p = paletteFor(theme, style);
  const s = STYLE_SPECS[style];
  return {
    algorithm: p.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: p.primary,
      colorSuccess: p.success,
      colorError: p.error,
      colorWarning: p.warning,
      colorInfo: p.info,
      colorBgBase: p.background,
      colorBgContainer: p.surface,
      colorBgLayout: p.background,
      colorTextBase: p.onBackground,
      // Secondary, descriptive, placeholder and disabled text come from the palette, not from antd's alpha
      // steps of the base text colour (those paint at 2–4:1 on the dark surfaces). docs/accessibility.md
      colorTextSecondary: p.subText,
      colorTextTertiary: p.subText,
      colorTextDescription: p.subText,
      colorTextPlaceholder: p.weak4,
      colorTextDisabled: p.weak4,
      borderRadius: s.borderRadius,
      fontFamily: s.fontFamily,
      controlHeight: 36,
      // antd validates the whole ladder (each Max is one below the next Min), so all of it is set.
      screenXSMax: BREAKPOINTS.sm - 1,
      screenSM: BREAKPOINTS.sm,
      screenSMMin: BREAKPOINTS.sm,
      screenSMMax: BREAKPOINTS.md - 1,
      screenMD: BREAKPOINTS.md,
      screenMDMin: BREAKPOINTS.md,
      screenMDMax: BREAKPOINTS.lg - 1,
      screenLG: BREAKPOINTS.lg,
      screenLGMin: BREAKPOINTS.lg,
      screenLGMax: BREAKPOINTS.xl - 1,
      screenXL: BREAKPOINTS.xl,
      screenXLMin: BREAKPOINTS.xl,
      screenXLMax: BREAKPOINTS.xxl - 1,
      screenXXL: BREAKPOINTS.xxl,
      screenXXLMin: BREAKPOINTS.xxl,
      screenXXLMax: XXXL - 1,
      screenXXXL: XXXL,
      screenXXXLMin: XXXL,
    },
    components: {
      Button: { controlHeight: s.buttonHeight, primaryColor: onPrimary(p) },
      // Group titles in the secondary text colour; the selected item painted in the primary colour with its own text colour.
      Menu: {
        groupTitleColor: p.subText, itemColor: p.onBackground, itemSelectedBg: p.primary, itemSelectedColor: onPrimary(p),
        itemActiveBg: p.weak1, itemHoverBg: p.weak1, itemHoverColor: p.onBackground,
      },
      Tabs: { horizontalItemPadding: `${Math.round((s.tabHeight - 22) / 2)}px 16px`, horizontalItemGutter: 8 },
      Modal: { contentBg: p.surface, headerBg: p.surface },
    },
  };
}
