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
  const m = /^(.+)\.(\d{2,4})w\.(avif|webp|png)$/.exec(file);
  if (!m) return null;
  const width = Number(m[2]);
  if (!CARD_PICTURE_WIDTHS.includes(width)) return null;
  return { title: m[1]!, width, format: m[3] as PictureFormat };
}
