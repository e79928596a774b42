// The lobby's pictures made for phones (issue 48 §3): a provider card's background in three widths (1×, 2×, 3× the
// card's 160 CSS px) and three formats — AVIF and WebP for browsers that take them, PNG for any other — generated
// at build time (scripts/build-images.mjs) and served by the static content host under
// `/static/common/bg/{title}.{width}w.{format}`. The card's title is HTML text drawn over the picture, never in it:
// the pictures carry no text, so a Korean title reads as the member's own font draws it.

/** A provider card's box in CSS pixels (host/src/app/shell-styles.ts `.casino-lobby-card`). */
export const CARD_PICTURE = { width: 160, height: 96 } as const;
/** Screen densities a picture is made for: 1× desktop, 2×–3× phones. */
export const PICTURE_DENSITIES = [1, 2, 3] as const;
/** Pixel widths of a card picture: the card's width at each density. */
export const CARD_PICTURE_WIDTHS: readonly number[] = PICTURE_DENSITIES.map((d) => CARD_PICTURE.width * d);
/** Formats, best first: a <picture> offers the first two as <source>s; PNG is the <img>'s own fallback. */
export const PICTURE_FORMATS = ['avif', 'webp', 'png'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
export const PICTURE_MIME: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png' };
/** Picture kinds made in widths (the logo is gone: the title is HTML). */
export type PictureKind = 'bg';

/** The height of a card picture `width` pixels wide (the card's aspect, rounded). */
export const cardPictureHeight = (width: number) => Math.round((width * CARD_PICTURE.height) / CARD_PICTURE.width);

/** A picture's file name on the static host: `{title}.{width}w.{format}` (the title URL-encoded). */
export function pictureFileName(title: string, width: number, format: PictureFormat): string {
  return `${encodeURIComponent(title)}.${width}w.${format}`;
}

/** A picture's URL under the static host `staticUrl`. */
export function pictureUrl(staticUrl: string, kind: PictureKind, title: string, width: number, format: PictureFormat): string {
  return `${staticUrl}/common/${kind}/${pictureFileName(title, width, format)}`;
}

/** A `srcset` of every width in one format (`… 160w, … 320w, … 480w`), for `sizes` of the card's width. */
export function pictureSrcSet(staticUrl: string, kind: PictureKind, title: string, format: PictureFormat): string {
  return CARD_PICTURE_WIDTHS.map((w) => `${pictureUrl(staticUrl, kind, title, w, format)} ${w}w`).join(', ');
}

/** `sizes` for a card picture: it is always the card's width. */
export const CARD_PICTURE_SIZES = `${CARD_PICTURE.width}px`;

/**
 * A file name of the static host read back (the route's `:file`, already URL-decoded by the router): the title,
 * width and format, or null when it is no picture variant (a made-up width or format is not one).
 */
export function parsePictureFile(file: string): { title: string; width: number; format: PictureFormat } | null {
  return parseVariant(file, CARD_PICTURE_WIDTHS);
}

/** `{name}.{width}w.{format}` read back, when the width is one of `widths`. */
function parseVariant(file: string, widths: readonly number[]): { title: string; width: number; format: PictureFormat } | null {
  const m = /^(.+)\.(\d{2,4})w\.(avif|webp|png)$/.exec(file);
  if (!m) return null;
  const width = Number(m[2]);
  if (!widths.includes(width)) return null;
  return { title: m[1]!, width, format: m[3] as PictureFormat };
}

// A lobby grid's game thumbnail (shared/src/ui/grid-card.tsx), the same way: 1×/2×/3× of a nominal card of 192×128
// CSS px (the grids' cards are 3:2 and about 160–240 px wide: two a row on a phone, six on a wide screen), AVIF/WebP/
// PNG, made at build time for the catalogue the site starts with, under
// `/static/common/game/{provider code}/{game code}.{width}w.{format}` beside the legacy `{game code}.png` (which the
// API's `game_image` still names: the card derives the variants from it). No text in them: the card's title is HTML.

/** A grid card's nominal box in CSS pixels (3:2, the grid's card shape). */
export const GAME_PICTURE = { width: 192, height: 128 } as const;
/** Pixel widths of a game thumbnail: 1×, 2×, 3× the nominal card. */
export const GAME_PICTURE_WIDTHS: readonly number[] = PICTURE_DENSITIES.map((d) => GAME_PICTURE.width * d);
/** The height of a game thumbnail `width` pixels wide. */
export const gamePictureHeight = (width: number) => Math.round((width * GAME_PICTURE.height) / GAME_PICTURE.width);
/**
 * `sizes` of a page grid's card pictures, from its CSS columns (the width is not measured: issue 48 §2): 6 cards a row
 * from 1280 px, 4 from 960 px, else 2 (spec §2). A phone's two share the window less its 20-px margins and the 12-px
 * gap (a 412-px phone's cards are 180 px, not 206: the smaller picture is its right one).
 */
export const GAME_PICTURE_SIZES = '(min-width: 1280px) 16vw, (min-width: 960px) 25vw, calc(50vw - 26px)';

/** A game thumbnail's URL under the static host `staticUrl`. */
export function gamePictureUrl(staticUrl: string, provider: string, game: string, width: number, format: PictureFormat): string {
  return `${staticUrl}/common/game/${encodeURIComponent(provider)}/${encodeURIComponent(game)}.${width}w.${format}`;
}

/** A `srcset` of every width of a game thumbnail in one format. */
export function gamePictureSrcSet(staticUrl: string, provider: string, game: string, format: PictureFormat): string {
  return GAME_PICTURE_WIDTHS.map((w) => `${gamePictureUrl(staticUrl, provider, game, w, format)} ${w}w`).join(', ');
}

/** A game's legacy thumbnail URL (`{staticUrl}/common/game/{provider}/{game}.png`, the API's `game_image`) read back. */
export function gamePictureOf(imageUrl: string | null | undefined): { staticUrl: string; provider: string; game: string } | null {
  const m = imageUrl ? /^(.*)\/common\/game\/([^/?#]+)\/([^/?#]+)\.png$/.exec(imageUrl) : null;
  if (!m) return null;
  try {
    return { staticUrl: m[1]!, provider: decodeURIComponent(m[2]!), game: decodeURIComponent(m[3]!) };
  } catch {
    return null; // a malformed escape: no variants, the card keeps the URL as it is
  }
}

/**
 * A provider card's background URL (`{staticUrl}/common/bg/{title}.png`, what `providerCard` names, and what a
 * favourite saved before the variants keeps) read back: the static host and the title of its variants; else null.
 */
export function cardPictureOf(imageUrl: string | null | undefined): { staticUrl: string; title: string } | null {
  const m = imageUrl ? /^(.*)\/common\/bg\/([^/?#]+)\.png$/.exec(imageUrl) : null;
  if (!m) return null;
  try {
    return { staticUrl: m[1]!, title: decodeURIComponent(m[2]!) };
  } catch {
    return null; // a malformed escape: no variants, the card keeps the URL as it is
  }
}

/** A game thumbnail's file name (the route's `:file`, URL-decoded) read back: game code, width, format; else null. */
export function parseGamePictureFile(file: string): { game: string; width: number; format: PictureFormat } | null {
  const v = parseVariant(file, GAME_PICTURE_WIDTHS);
  return v && { game: v.title, width: v.width, format: v.format };
}
