// The lobby's pictures made for phones (issue 48 §3, shared/src/contract/pictures.ts): a provider card's background
// in 1×/2×/3× widths as AVIF, WebP and PNG, encoded with sharp (libvips, prebuilt binaries from the npm registry).
// They are made at BUILD time (scripts/build-images.mjs, part of `node scripts/build.mjs`) for the catalogue the
// site starts with, into server/dist/pictures (git-ignored, kept between builds: a title's files never change). A
// provider an operator adds later has none there: the static host makes its files once, on their first request, and
// keeps them in `<DATA_DIR>/static` (routes/game/static-images.ts).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CARD_PICTURE_WIDTHS, PICTURE_FORMATS, cardPictureHeight, type PictureFormat, type PictureKind } from '@casino/shared/contract';
import { sha256Hex } from '../domain/digest';
import { providerBackground } from '../domain/images/render';
import { writeImage } from './image-files';

/** Where the build puts the pictures, under the repository's root (the API image keeps server/dist beside it). */
export const picturesDir = (repoRoot: string) => path.join(repoRoot, 'server/dist/pictures');

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'x';

/** A picture's file under a pictures folder: a slug and a hash of the title (no title reaches outside the folder). */
export function pictureFile(kind: PictureKind, title: string, width: number, format: PictureFormat): string {
  return path.join('common', kind, `${slugOf(title)}-${sha256Hex(`${kind}:${title}`).slice(0, 12)}.${width}w.${format}`);
}

/** The largest width, drawn once; the smaller ones are resized from it (a box filter keeps the stripes clean). */
const MASTER_WIDTH = Math.max(...CARD_PICTURE_WIDTHS);

/** One variant from the master PNG. AVIF and WebP are lossy at qualities that keep flat gradients free of banding. */
export function encodePicture(master: Buffer, width: number, format: PictureFormat): Promise<Buffer> {
  const resized = sharp(master).resize(width, cardPictureHeight(width), { fit: 'cover', kernel: 'lanczos3' });
  if (format === 'avif') return resized.avif({ quality: 55, effort: 4 }).toBuffer();
  if (format === 'webp') return resized.webp({ quality: 78, effort: 4 }).toBuffer();
  return resized.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}

/** Every variant of one provider's card background. */
export async function renderCardPictures(title: string): Promise<Array<{ width: number; format: PictureFormat; bytes: Buffer }>> {
  const master = providerBackground(title, { width: MASTER_WIDTH, height: cardPictureHeight(MASTER_WIDTH) });
  const out: Array<{ width: number; format: PictureFormat; bytes: Buffer }> = [];
  for (const width of CARD_PICTURE_WIDTHS) {
    for (const format of PICTURE_FORMATS) out.push({ width, format, bytes: await encodePicture(master, width, format) });
  }
  return out;
}

/** The last master drawn: a card's first requests come together (a <picture> per screen, and the next screens'). */
let lastMaster: { title: string; png: Buffer } | null = null;

/** One variant, for the static host's first request of a provider the build did not know. */
export async function renderCardPicture(title: string, width: number, format: PictureFormat): Promise<Buffer> {
  if (lastMaster?.title !== title) lastMaster = { title, png: providerBackground(title, { width: MASTER_WIDTH, height: cardPictureHeight(MASTER_WIDTH) }) };
  return encodePicture(lastMaster.png, width, format);
}

/** Writes every variant of every title under `root`; a title whose files are all there is kept unless `force`. */
export async function generateCardPictures(root: string, titles: readonly string[], force = false): Promise<{ written: number; kept: number }> {
  let written = 0;
  let kept = 0;
  for (const title of new Set(titles)) {
    const files = CARD_PICTURE_WIDTHS.flatMap((w) => PICTURE_FORMATS.map((f) => pictureFile('bg', title, w, f)));
    if (!force && files.every((f) => fs.existsSync(path.join(root, f)))) { kept += files.length; continue; }
    for (const v of await renderCardPictures(title)) {
      writeImage(root, pictureFile('bg', title, v.width, v.format), v.bytes);
      written += 1;
    }
  }
  return { written, kept };
}
