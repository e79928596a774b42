// The console's antd theme. Besides the brand blue, it darkens what antd's defaults draw below WCAG 2.2 AA contrast
// (4.5:1 for text; checked by e2e/tests/backoffice-a11y.spec.ts, which scans every console page with axe):
// - secondary text (descriptions' labels, empty-state texts): 45 % black on white is 3.4:1 → 65 % (7:1, 6.4:1 on
//   the grey layout background);
// - placeholders (an empty select's or input's hint): #bfbfbf is 1.8:1 on white → 60 % black (5.7:1);
// - the danger colour (danger buttons' text, error texts): #ff4d4f is 3.3:1 on white → #cf1322 (5.6:1 either way);
// - a link under the pointer or being pressed (the header's password and TOTP links): antd lightens the link colour
//   (≈ 2.9:1 on white) → darker blues instead (#173ea6 9.2:1, #122f80 12:1);
// - the text of coloured tags (antd draws it in each palette's 7th shade on its 1st) is darkened in index.html's
//   <style>: antd does not let a theme change a palette's shades (its CSS variables keep the generated ones).
import type { ThemeConfig } from 'antd';

export const CONSOLE_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f4fd1',
    colorLink: '#1f4fd1',
    colorLinkHover: '#173ea6',
    colorLinkActive: '#122f80',
    borderRadius: 6,
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorError: '#cf1322',
  },
};
