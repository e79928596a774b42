// The lobby grids' game thumbnails made for phones (issue 48 §3):
// `/static/common/game/{provider}/{game}.{192|384|576}w.{avif|webp|png}`, from the build's folder when it has them,
// else made once on the first request for a game that exists, and kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { GAME_PICTURE_WIDTHS, PICTURE_FORMATS, gamePictureHeight, gamePictureOf, gamePictureUrl } from '@casino/shared/contract';
import { backends, json, setupApp } from '../../helper';
import { gamePictureFile, generateGamePictures, picturesDir } from '../../../src/services/picture-files';

describe.each(backends())('game thumbnails ($name)', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-thumbs-'));
  const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-thumbs-root-'));
  const builtFile = path.join(picturesDir(repoRoot), gamePictureFile('house', 'house-slot', 384, 'avif'));
  fs.mkdirSync(path.dirname(builtFile), { recursive: true });
  fs.writeFileSync(builtFile, 'built-marker');
  const t = setupApp(backend, { options: { dataDir, repoRoot, publicApiUrl: 'http://api.test' } });
  afterAll(() => { fs.rmSync(dataDir, { recursive: true, force: true }); fs.rmSync(repoRoot, { recursive: true, force: true }); });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** A URL of the static host as the app's router sees it (the API answers name it under publicApiUrl). */
  const local = (url: string) => url.replace(/^http:\/\/api\.test/, '');

  it('serves every width in AVIF, WebP and PNG for a listed game, named from its game_image, in 3:2, cached for good', async () => {
    const games = json(await get('/game/list?category=slot')).data.list as Array<{ game_image: string }>;
    const source = gamePictureOf(games[0]!.game_image)!;
    expect(source).not.toBeNull();
    for (const width of GAME_PICTURE_WIDTHS) {
      for (const format of PICTURE_FORMATS) {
        const res = await get(local(gamePictureUrl(source.staticUrl, source.provider, source.game, width, format)));
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height })
          .toEqual({ format: format === 'avif' ? 'heif' : format, width, height: gamePictureHeight(width) });
        expect(res.rawPayload.length).toBeLessThan(24 * 1024);
      }
    }
  }, 180_000); // nine pictures encoded on request: only a hung test ends

  it('serves the build\'s file when there is one; makes any other once, keeps it and serves that file again', async () => {
    const built = await get('/static/common/game/house/house-slot.384w.avif');
    expect([built.statusCode, built.headers['content-type'], built.rawPayload.toString()]).toEqual([200, 'image/avif', 'built-marker']);
    const first = await get('/static/common/game/house/house-dice.192w.webp');
    expect(first.statusCode).toBe(200);
    const kept = path.join(dataDir, 'static', gamePictureFile('house', 'house-dice', 192, 'webp'));
    expect(fs.readFileSync(kept).equals(first.rawPayload)).toBe(true);
    fs.writeFileSync(kept, Buffer.concat([first.rawPayload, Buffer.from('marker')]));
    expect((await get('/static/common/game/house/house-dice.192w.webp')).rawPayload.toString('latin1')).toContain('marker');
    // the legacy PNG is still there for the API's game_image
    const legacy = await get('/static/common/game/house/house-dice.png');
    expect([legacy.statusCode, legacy.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('answers 404 for an unknown game or provider, a width or format it does not make, and never writes outside its folder', async () => {
    expect((await get('/static/common/game/house/no-such-game.192w.avif')).statusCode).toBe(404);
    expect((await get('/static/common/game/nobody/house-slot.192w.avif')).statusCode).toBe(404);
    expect((await get('/static/common/game/house/house-slot.200w.avif')).statusCode).toBe(404);
    expect((await get('/static/common/game/house/house-slot.160w.avif')).statusCode).toBe(404); // a card width, not a thumbnail's
    expect((await get('/static/common/game/house/house-slot.192w.gif')).statusCode).toBe(404);
    expect((await get(`/static/common/game/house/${encodeURIComponent('../../etc')}.192w.avif`)).statusCode).toBe(404);
    expect(fs.readdirSync(dataDir).filter((f) => f !== 'static')).toEqual([]);
  });
});

describe('generateGamePictures', () => {
  it('writes nine variants a game, keeps them on the next run and remakes them when forced', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-thumbs-gen-'));
    try {
      const providers = [{ code: 'house', title: 'House', games: [{ code: 'house-slot', title: 'House Classic Slot' }] }];
      expect(await generateGamePictures(root, providers)).toMatchObject({ written: 9, kept: 0 });
      expect(fs.existsSync(path.join(root, gamePictureFile('house', 'house-slot', 576, 'avif')))).toBe(true);
      expect(await generateGamePictures(root, providers)).toMatchObject({ written: 0, kept: 9 });
      expect(await generateGamePictures(root, providers, true)).toMatchObject({ written: 9, kept: 0 });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
