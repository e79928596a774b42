#!/usr/bin/env node
// The lobby's card pictures made for phones (issue 48 §3, docs/performance.md "Pictures"): every provider of the
// catalogue the site starts with (the house provider and the demo catalogue), and every game of it (the grids'
// thumbnails), as AVIF, WebP and PNG in 1×/2×/3× widths, into server/dist/pictures (git-ignored). Part of
// `node scripts/build.mjs`; an item's files are kept once made (they depend on its title, or codes and titles, only),
// `--force` makes them again. Encoded with sharp (server/src/services/picture-files.ts).
//   node scripts/build-images.mjs [--force]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const load = async (file) => {
  const mod = await tsImport(path.join(ROOT, file), import.meta.url);
  return mod.default && typeof mod.default === 'object' ? { ...mod.default, ...mod } : mod;
};

/** Builds the pictures; resolves to the counts. */
export async function buildImages({ force = false } = {}) {
  const { picturesDir, generateCardPictures, generateGamePictures } = await load('server/src/services/picture-files.ts');
  const { demoCatalogue, houseProvider } = await load('server/src/domain/games/catalogue.ts');
  const started = Date.now();
  const providers = [houseProvider(), ...demoCatalogue()];
  const titles = providers.map((p) => p.title);
  const cards = await generateCardPictures(picturesDir(ROOT), titles, force);
  const cardsDone = Date.now();
  console.log(`[build] pictures: ${cards.written} written, ${cards.kept} kept, ${titles.length} providers → ${path.relative(ROOT, picturesDir(ROOT))} (${((cardsDone - started) / 1000).toFixed(1)} s)`);
  const games = await generateGamePictures(picturesDir(ROOT), providers, force);
  const count = providers.reduce((n, p) => n + p.games.length, 0);
  const perFile = Object.entries(games.bytes).map(([k, b]) => `${k} ${(b / 1024 / (games.written / 9)).toFixed(1)} KB`).join(', ');
  console.log(`[build] game thumbnails: ${games.written} written, ${games.kept} kept, ${count} games (${((Date.now() - cardsDone) / 1000).toFixed(1)} s)${perFile ? `; mean ${perFile}` : ''}`);
  return { written: cards.written + games.written, kept: cards.kept + games.kept };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildImages({ force: process.argv.includes('--force') });
}
