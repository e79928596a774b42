// Native inputs (the history's date pickers) draw their own icons; `color-scheme` tells the browser whether the
// antd theme underneath is dark, so the calendar icon stays visible in every theme.
import { theme } from 'antd';

/** True for a dark CSS colour (#rgb, #rrggbb, rgb(), rgba()); false when it cannot tell. */
export function isDarkColor(color: string): boolean {
  let rgb: number[] | null = null;
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const h = hex[1]!.length === 3 ? hex[1]!.split('').map((c) => c + c).join('') : hex[1]!;
    rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  } else {
    const fn = color.match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i);
    if (fn) rgb = fn.slice(1, 4).map(Number);
  }
  if (!rgb) return false;
  const [r, g, b] = rgb as [number, number, number];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 < 0.5;
}

export function useColorScheme(): 'dark' | 'light' {
  const { token } = theme.useToken();
  return isDarkColor(token.colorBgContainer) ? 'dark' : 'light';
}
