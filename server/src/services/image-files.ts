// Where generated images live and how they are addressed. URLs follow the static content host of spec §7
// (`/static/common/{bg,logo}/{title}.png`; game thumbnails under `/static/common/game/{provider}/{game}.png`).
// On disk (`<DATA_DIR>/static`, git-ignored) a file is named by a slug plus a hash of its key, so no title
// can reach outside the folder and two titles never share a file.
import crypto from 'node:crypto';
import { sha256Hex } from '../domain/digest';
import fs from 'node:fs';
import path from 'node:path';
import { gameImage, providerBackground, providerLogo } from '../domain/images/render';

export type ProviderImageKind = 'bg' | 'logo';
export const PROVIDER_IMAGE_KINDS: readonly ProviderImageKind[] = ['bg', 'logo'];

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'x';
const hashOf = (text: string) => sha256Hex(text).slice(0, 12);

export function providerImageFile(kind: ProviderImageKind, title: string): string {
  return path.join('common', kind, `${slugOf(title)}-${hashOf(title)}.png`);
}

export function gameImageFile(providerCode: string, gameCode: string): string {
  return path.join('common', 'game', slugOf(providerCode), `${slugOf(gameCode)}-${hashOf(`${providerCode}/${gameCode}`)}.png`);
}

export function providerImageUrl(staticBase: string, kind: ProviderImageKind, title: string): string {
  return `${staticBase}/common/${kind}/${encodeURIComponent(title)}.png`;
}

export function gameImageUrl(staticBase: string, providerCode: string, gameCode: string): string {
  return `${staticBase}/common/game/${encodeURIComponent(providerCode)}/${encodeURIComponent(gameCode)}.png`;
}

export function renderProviderImage(kind: ProviderImageKind, title: string): Buffer {
  return kind === 'bg' ? providerBackground(title) : providerLogo(title);
}

/** Writes `bytes` to `root/relative` atomically (a reader never sees half a file). */
export function writeImage(root: string, relative: string, bytes: Buffer): string {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, file);
  return file;
}

export interface ImageSource { code: string; title: string; games: Array<{ code: string; title: string }> }

/** Generates every image of `providers` under `root` (existing files are kept unless `force`). */
export function generateCatalogueImages(root: string, providers: ImageSource[], force = false): { written: number; kept: number } {
  let written = 0;
  let kept = 0;
  const ensure = (relative: string, render: () => Buffer) => {
    if (!force && fs.existsSync(path.join(root, relative))) { kept += 1; return; }
    writeImage(root, relative, render());
    written += 1;
  };
  for (const p of providers) {
    for (const kind of PROVIDER_IMAGE_KINDS) ensure(providerImageFile(kind, p.title), () => renderProviderImage(kind, p.title));
    for (const g of p.games) ensure(gameImageFile(p.code, g.code), () => gameImage(g.title, p.title));
  }
  return { written, kept };
}
