// The lobby's pictures made for phones (issue 48 §3, shared/src/contract/pictures.ts): a provider card's background
// in 1×/2×/3× widths as AVIF, WebP and PNG, encoded with sharp (libvips, prebuilt binaries from the npm registry).
// They are made at BUILD time (scripts/build-images.mjs, part of `node scripts/build.mjs`) for the catalogue the
// site starts with, into server/dist/pictures (git-ignored, kept between builds: a title's files never change). A
// provider an operator adds later has none there: the static host makes its files once, on their first request, and
// keeps them in `<DATA_DIR>/static` (routes/game/static-images.ts).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  CARD_PICTURE_WIDTHS, GAME_PICTURE_WIDTHS, PICTURE_FORMATS, cardPictureHeight, gamePictureHeight, type PictureFormat, type PictureKind,
} from '@casino/shared/contract';
import { sha256Hex } from '../domain/digest';
import { gamePicture, providerBackground } from '../domain/images/render';
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
export function encodePicture(master: Buffer, width: number, format: PictureFormat, height = cardPictureHeight(width), avifEffort = 4): Promise<Buffer> {
  const resized = sharp(master).resize(width, height, { fit: 'cover', kernel: 'lanczos3' });
  if (format === 'avif') return resized.avif({ quality: 55, effort: avifEffort }).toBuffer();
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

// ── Game thumbnails of the lobby grids (shared/src/ui/grid-card.tsx): the same, keyed by provider and game code. ──

/** A game thumbnail variant's file under a pictures folder (slugs and a hash of the codes, as the legacy PNG's). */
export function gamePictureFile(provider: string, game: string, width: number, format: PictureFormat): string {
  return path.join('common', 'game', slugOf(provider), `${slugOf(game)}-${sha256Hex(`game:${provider}/${game}`).slice(0, 12)}.${width}w.${format}`);
}

const GAME_MASTER_WIDTH = Math.max(...GAME_PICTURE_WIDTHS);
/** AVIF effort for thumbnails: 2 instead of 4 (hundreds of games at build time; see docs/performance.md). */
const GAME_AVIF_EFFORT = 2;
const gameMaster = (title: string, providerTitle: string) => gamePicture(title, providerTitle, { width: GAME_MASTER_WIDTH, height: gamePictureHeight(GAME_MASTER_WIDTH) });
const encodeGame = (master: Buffer, width: number, format: PictureFormat) => encodePicture(master, width, format, gamePictureHeight(width), GAME_AVIF_EFFORT);

let lastGameMaster: { key: string; png: Buffer } | null = null;

/** One game thumbnail variant, for the static host's first request of a game the build did not know. */
export async function renderGamePicture(title: string, providerTitle: string, width: number, format: PictureFormat): Promise<Buffer> {
  const key = `${providerTitle}\u0000${title}`;
  if (lastGameMaster?.key !== key) lastGameMaster = { key, png: gameMaster(title, providerTitle) };
  return encodeGame(lastGameMaster.png, width, format);
}

export interface GamePictureSource { code: string; title: string; games: ReadonlyArray<{ code: string; title: string }> }

/** Writes every variant of every game of `providers` under `root`; a game whose files are all there is kept unless `force`. */
export async function generateGamePictures(root: string, providers: readonly GamePictureSource[], force = false): Promise<{ written: number; kept: number; bytes: Record<string, number> }> {
  let written = 0;
  let kept = 0;
  const bytes: Record<string, number> = {};
  for (const p of providers) {
    for (const g of p.games) {
      const files = GAME_PICTURE_WIDTHS.flatMap((w) => PICTURE_FORMATS.map((f) => ({ w, f, file: gamePictureFile(p.code, g.code, w, f) })));
      if (!force && files.every((x) => fs.existsSync(path.join(root, x.file)))) { kept += files.length; continue; }
      const master = gameMaster(g.title, p.title);
      // a game's nine encodes together: sharp runs them on libuv's threads (both cores busy, not one)
      const outs = await Promise.all(files.map((x) => encodeGame(master, x.w, x.f)));
      files.forEach((x, i) => {
        writeImage(root, x.file, outs[i]!);
        bytes[`${x.w}w.${x.f}`] = (bytes[`${x.w}w.${x.f}`] ?? 0) + outs[i]!.length;
        written += 1;
      });
    }
  }
  return { written, kept, bytes };
}
