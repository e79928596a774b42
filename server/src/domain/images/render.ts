// The generated images of the static content host: a provider's background (bg) and logo, and a game's
// thumbnail. Each is derived only from its text (a title, a code), so the same input always gives the same
// file, and different titles get different colours and patterns. Sizes stay at a few KB: flat colours,
// row gradients and stripes compress well.
import crypto from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph, textWidth } from './bitmap-font';
import { encodePng } from './png';

type Rgb = [number, number, number];

export class Canvas {
  readonly pixels: Uint8Array;
  constructor(readonly width: number, readonly height: number, readonly channels: 3 | 4) {
    this.pixels = new Uint8Array(width * height * channels);
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 255): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * this.channels;
    if (this.channels === 4) {
      this.pixels[i] = r; this.pixels[i + 1] = g; this.pixels[i + 2] = b; this.pixels[i + 3] = alpha;
      return;
    }
    const a = alpha / 255;
    this.pixels[i] = Math.round(r * a + this.pixels[i]! * (1 - a));
    this.pixels[i + 1] = Math.round(g * a + this.pixels[i + 1]! * (1 - a));
    this.pixels[i + 2] = Math.round(b * a + this.pixels[i + 2]! * (1 - a));
  }

  rect(x0: number, y0: number, w: number, h: number, colour: Rgb, alpha = 255): void {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, colour, alpha);
  }

  /** Draws `text` with its top-left corner at (x, y), each font pixel a `scale`×`scale` square. */
  text(text: string, x: number, y: number, scale: number, colour: Rgb, alpha = 255): void {
    let cx = x;
    for (const char of text) {
      const rows = glyph(char);
      for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
        for (let gx = 0; gx < GLYPH_WIDTH; gx++) if (rows[gy]![gx]) this.rect(cx + gx * scale, y + gy * scale, scale, scale, colour, alpha);
      }
      cx += (GLYPH_WIDTH + 1) * scale;
    }
  }

  /** Centred lines of text with a one-pixel drop shadow so they stay legible on any background. */
  centredLines(lines: string[], scale: number, colour: Rgb, shadow: Rgb | null, centreY = this.height / 2): void {
    const lineHeight = (GLYPH_HEIGHT + 3) * scale;
    const total = lines.length * lineHeight - 3 * scale;
    let y = Math.round(centreY - total / 2);
    for (const line of lines) {
      const x = Math.round((this.width - textWidth(line, scale)) / 2);
      if (shadow) this.text(line, x + Math.max(1, scale >> 1), y + Math.max(1, scale >> 1), scale, shadow, 200);
      this.text(line, x, y, scale, colour);
      y += lineHeight;
    }
  }

  png(): Buffer { return encodePng(this.width, this.height, this.pixels, this.channels); }
}

/** Stable pseudo-random bytes for a text. */
function seed(text: string): Buffer {
  return crypto.createHash('sha256').update(text).digest();
}

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Splits `text` into at most `maxLines` lines that fit `maxWidth` at `scale` (words kept whole when possible). */
export function wrap(text: string, scale: number, maxWidth: number, maxLines: number): string[] {
  const words = text.trim().toUpperCase().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (textWidth(next, scale) <= maxWidth || !current) current = next;
    else { lines.push(current); current = word; }
  }
  if (current) lines.push(current);
  const fitted = lines.slice(0, maxLines);
  const perLine = Math.max(1, Math.floor((maxWidth / scale + 1) / (GLYPH_WIDTH + 1)));
  return fitted.map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}.` : l));
}

/** Picks the largest scale (down to 1) at which `text` fits in `maxLines` lines. */
function fit(text: string, maxWidth: number, maxHeight: number, maxLines: number, largest: number): { lines: string[]; scale: number } {
  for (let scale = largest; scale > 1; scale--) {
    const lines = wrap(text, scale, maxWidth, maxLines);
    const height = lines.length * (GLYPH_HEIGHT + 3) * scale;
    const whole = lines.join(' ').replace(/\.$/, '') === text.trim().toUpperCase().split(/\s+/).join(' ');
    if (whole && height <= maxHeight && lines.every((l) => textWidth(l, scale) <= maxWidth)) return { lines, scale };
  }
  return { lines: wrap(text, 1, maxWidth, maxLines), scale: 1 };
}

function gradientBackground(c: Canvas, top: Rgb, bottom: Rgb): void {
  for (let y = 0; y < c.height; y++) {
    const t = y / Math.max(1, c.height - 1);
    const colour: Rgb = [0, 1, 2].map((i) => Math.round(top[i]! + (bottom[i]! - top[i]!) * t)) as Rgb;
    c.rect(0, y, c.width, 1, colour);
  }
}

function stripes(c: Canvas, period: number, width: number, slope: number, colour: Rgb, alpha: number): void {
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < c.width; x++) if (((x + y * slope) % period + period) % period < width) c.set(x, y, colour, alpha);
  }
}

export const BG_SIZE = { width: 320, height: 200 } as const;
export const LOGO_SIZE = { width: 256, height: 96 } as const;
export const GAME_SIZE = { width: 240, height: 160 } as const;

/**
 * A provider's card background: a two-tone gradient with diagonal stripes in the provider's hue. `size`: the
 * picture's pixels (default the legacy PNG's 320×200); the stripes keep their look at any size (scaled from 320).
 */
export function providerBackground(title: string, size: { width: number; height: number } = BG_SIZE): Buffer {
  const s = seed(`bg:${title}`);
  const hue = (s[0]! / 255) * 360;
  const c = new Canvas(size.width, size.height, 3);
  const k = size.width / BG_SIZE.width;
  gradientBackground(c, hsl(hue, 0.55, 0.42), hsl((hue + 40) % 360, 0.6, 0.16));
  stripes(c, Math.max(2, Math.round((24 + (s[1]! % 4) * 8) * k)), Math.max(1, Math.round((6 + (s[2]! % 3) * 2) * k)), s[3]! % 2 ? 1 : -1, hsl(hue, 0.7, 0.7), 36);
  return c.png();
}

/** A provider's logo: its title in large letters on a transparent background. */
export function providerLogo(title: string): Buffer {
  const c = new Canvas(LOGO_SIZE.width, LOGO_SIZE.height, 4);
  const { lines, scale } = fit(title, c.width - 16, c.height - 8, 2, 5);
  c.centredLines(lines, scale, [255, 255, 255], [20, 20, 20]);
  return c.png();
}

function monogram(title: string): string {
  const words = title.trim().split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  const letters = words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** A game thumbnail: the game's colours, its monogram faint in the middle and the provider's name at the bottom. */
export function gameImage(title: string, providerTitle: string): Buffer {
  const s = seed(`game:${providerTitle}:${title}`);
  const hue = (s[0]! / 255) * 360;
  const c = new Canvas(GAME_SIZE.width, GAME_SIZE.height, 3);
  gradientBackground(c, hsl(hue, 0.65, 0.38), hsl((hue + 300) % 360, 0.55, 0.14));
  stripes(c, 20 + (s[1]! % 3) * 10, 4, s[2]! % 2 ? 1 : -1, [255, 255, 255], 18);
  // a faint monogram: the card writes the game's name over the image, so the picture stays in the background
  c.centredLines([monogram(title)], 10, hsl(hue, 0.8, 0.75), null, c.height / 2 - 12);
  c.rect(0, 0, c.width, c.height - 26, hsl(hue, 0.6, 0.2), 110);
  const provider = fit(providerTitle, c.width - 12, 20, 1, 2);
  c.rect(0, c.height - 26, c.width, 26, [0, 0, 0], 110);
  c.centredLines(provider.lines, provider.scale, [240, 240, 240], null, c.height - 13);
  return c.png();
}

/**
 * A game thumbnail for the grids' pictures (issue 48 §3): the legacy thumbnail's gradient, stripes and tint at any
 * `size`, with NO text — no monogram, no provider line (a 5×7 bitmap font without Hangul): the card's title is HTML.
 */
export function gamePicture(title: string, providerTitle: string, size: { width: number; height: number }): Buffer {
  const s = seed(`game:${providerTitle}:${title}`);
  const hue = (s[0]! / 255) * 360;
  const k = size.width / GAME_SIZE.width;
  const c = new Canvas(size.width, size.height, 3);
  gradientBackground(c, hsl(hue, 0.65, 0.38), hsl((hue + 300) % 360, 0.55, 0.14));
  stripes(c, Math.max(2, Math.round((20 + (s[1]! % 3) * 10) * k)), Math.max(1, Math.round(4 * k)), s[2]! % 2 ? 1 : -1, [255, 255, 255], 18);
  c.rect(0, 0, c.width, c.height, hsl(hue, 0.6, 0.2), 110); // the tint the title's white text stands on
  return c.png();
}
