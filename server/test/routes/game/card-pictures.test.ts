// The lobby's card pictures made for phones (issue 48 §3): `/static/common/bg/{title}.{160|320|480}w.{avif|webp|png}`,
// from the build's folder when it has them, else made once on the first request for a provider that exists.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CARD_PICTURE_WIDTHS, PICTURE_FORMATS, cardPictureHeight, pictureFileName } from '@casino/shared/contract';
import { backends, json, setupApp } from '../../helper';
import { pictureFile, picturesDir } from '../../../src/services/picture-files';

describe.each(backends())('card pictures ($name)', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-pictures-'));
  // a repository root of its own, whose build folder holds one picture: every other is made on its first request
  const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-pictures-root-'));
  const builtFile = path.join(picturesDir(repoRoot), pictureFile('bg', 'House', 320, 'avif'));
  fs.mkdirSync(path.dirname(builtFile), { recursive: true });
  fs.writeFileSync(builtFile, 'built-marker');
  const t = setupApp(backend, { options: { dataDir, repoRoot, publicApiUrl: 'http://api.test' } });
  afterAll(() => { fs.rmSync(dataDir, { recursive: true, force: true }); fs.rmSync(repoRoot, { recursive: true, force: true }); });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves every width in AVIF, WebP and PNG for a provider, in the card\'s aspect, cached for good', async () => {
    const title = (json(await get('/game/providers')).data.list as Array<{ title: string }>)[0]!.title;
    for (const width of CARD_PICTURE_WIDTHS) {
      for (const format of PICTURE_FORMATS) {
        const res = await get(`/static/common/bg/${pictureFileName(title, width, format)}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height })
          .toEqual({ format: format === 'avif' ? 'heif' : format, width, height: cardPictureHeight(width) });
        expect(res.rawPayload.length).toBeLessThan(16 * 1024);
      }
    }
  }, 180_000); // nine pictures encoded on request (AVIF is the slow one): only a hung test ends

  it('serves the build\'s file when there is one; makes any other once, keeps it and serves that file again', async () => {
    const built = await get(`/static/common/bg/${pictureFileName('House', 320, 'avif')}`);
    expect([built.statusCode, built.headers['content-type'], built.rawPayload.toString()]).toEqual([200, 'image/avif', 'built-marker']);
    const first = await get(`/static/common/bg/${pictureFileName('House', 160, 'webp')}`);
    expect(first.statusCode).toBe(200);
    const kept = path.join(dataDir, 'static', pictureFile('bg', 'House', 160, 'webp'));
    expect(fs.readFileSync(kept).equals(first.rawPayload)).toBe(true);
    fs.writeFileSync(kept, Buffer.concat([first.rawPayload, Buffer.from('marker')]));
    expect((await get(`/static/common/bg/${pictureFileName('House', 160, 'webp')}`)).rawPayload.toString('latin1')).toContain('marker');
  });

  it('answers 404 for an unknown title, a width or format it does not make, and never writes outside its folder', async () => {
    expect((await get(`/static/common/bg/${pictureFileName('No Such Provider', 160, 'avif')}`)).statusCode).toBe(404);
    expect((await get('/static/common/bg/House.200w.avif')).statusCode).toBe(404);
    expect((await get('/static/common/bg/House.160w.gif')).statusCode).toBe(404);
    expect((await get('/static/common/logo/House.160w.avif')).statusCode).toBe(404);
    expect((await get(`/static/common/bg/${encodeURIComponent('../../etc')}.160w.avif`)).statusCode).toBe(404);
    expect(fs.readdirSync(dataDir).filter((f) => f !== 'static')).toEqual([]);
  });
});
