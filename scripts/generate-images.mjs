#!/usr/bin/env node
// Generates the PNG images of the games catalogue — provider backgrounds and logos
// (`common/{bg,logo}/…`) and game thumbnails (`common/game/…`) — into the folder the API server serves
// them from: `$DATA_DIR/static` (default `<repo>/data/static`, git-ignored). Nothing is downloaded: a tiny
// PNG encoder (node:zlib) and a 5×7 bitmap font draw them (server/src/domain/images/).
//
// The server also generates a missing image on its first request, so running this is optional: it warms the
// folder (e.g. before publishing it to a CDN) and shows what the images look like.
//
//   node scripts/generate-images.mjs [--out <dir>] [--force]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };

if (flag('--help')) {
  console.log('usage: node scripts/generate-images.mjs [--out <dir>] [--force]\n  default --out: $DATA_DIR/static or <repo>/data/static');
  process.exit(0);
}

const load = async (file) => {
  const mod = await tsImport(path.join(ROOT, file), import.meta.url);
  return mod.default && typeof mod.default === 'object' ? { ...mod.default, ...mod } : mod;
};
const { generateCatalogueImages } = await load('server/src/services/image-files.ts');
const { demoCatalogue, houseProvider } = await load('server/src/domain/games/catalogue.ts');

const out = path.resolve(option('--out') ?? path.join(process.env.DATA_DIR || path.join(ROOT, 'data'), 'static'));
const started = Date.now();
const providers = [houseProvider(), ...demoCatalogue()];
const { written, kept } = generateCatalogueImages(out, providers, flag('--force'));
console.log(`[images] ${written} written, ${kept} already there, ${providers.length} providers → ${out} (${Date.now() - started} ms)`);
