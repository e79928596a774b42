#!/usr/bin/env node
// The lobby's card pictures made for phones (issue 48 §3, docs/performance.md "Pictures"): every provider of the
// catalogue the site starts with (the house provider and the demo catalogue), as AVIF, WebP and PNG in 1×/2×/3×
// widths, into server/dist/pictures (git-ignored). Part of `node scripts/build.mjs`; a title's files are kept once
// made (they depend on the title only), `--force` makes them again. Encoded with sharp (server/src/services/picture-files.ts).
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
  const { picturesDir, generateCardPictures } = await load('server/src/services/picture-files.ts');
  const { demoCatalogue, houseProvider } = await load('server/src/domain/games/catalogue.ts');
  const started = Date.now();
  const titles = [houseProvider(), ...demoCatalogue()].map((p) => p.title);
  const { written, kept } = await generateCardPictures(picturesDir(ROOT), titles, force);
  console.log(`[build] pictures: ${written} written, ${kept} kept, ${titles.length} providers → ${path.relative(ROOT, picturesDir(ROOT))} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { written, kept };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildImages({ force: process.argv.includes('--force') });
}
