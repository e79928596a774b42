import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { backends, bearer, createMember, json, setupApp } from '../../helper';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngInfo(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(backends())('static content host ($name)', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-static-'));
  const t = setupApp(backend, { options: { dataDir, publicApiUrl: 'http://api.test' } });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  // Drawing every provider's two images is the heavy part (80 PNGs on the first request): done once, before the
  // tests, so that no test body's time depends on how fast the machine draws.
  let providers: Array<{ title: string }> = [];
  const drawn = new Map<string, { bg: LightMyRequestResponse; logo: LightMyRequestResponse }>();
  beforeAll(async () => {
    providers = json(await get('/game/providers')).data.list;
    for (const { title } of providers) {
      drawn.set(title, {
        bg: await get(`/static/common/bg/${encodeURIComponent(title)}.png`),
        logo: await get(`/static/common/logo/${encodeURIComponent(title)}.png`),
      });
    }
  });

  it('serves a generated background and logo for every provider title, a few KB each, and keeps them on disk', () => {
    expect(providers.length).toBeGreaterThan(0);
    const sizes = new Set<string>();
    for (const { title } of providers) {
      const { bg, logo } = drawn.get(title)!;
      for (const res of [bg, logo]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toContain('max-age');
        expect(res.rawPayload.length).toBeLessThan(12 * 1024);
      }
      expect(pngInfo(bg.rawPayload)).toEqual({ width: 320, height: 200 });
      expect(pngInfo(logo.rawPayload)).toEqual({ width: 256, height: 96 });
      sizes.add(bg.rawPayload.toString('base64'));
    }
    expect(sizes.size).toBe(providers.length); // every provider looks different
    const files = fs.readdirSync(path.join(dataDir, 'static/common/bg'));
    expect(files.length).toBe(providers.length);
  });

  it('serves game thumbnails at the game_image URL', async () => {
    const member = await createMember(t.app);
    const providers = json(await get('/game/providers?category=slot')).data.list as Array<{ id: number }>;
    const games = json(await t.app.inject({ method: 'GET', url: `/game/provider?provider_id=${providers[0]!.id}`, headers: bearer(member.jwt) })).DATA.list;
    const res = await get(new URL(games[0].game_image).pathname);
    expect(res.statusCode).toBe(200);
    expect(pngInfo(res.rawPayload)).toEqual({ width: 240, height: 160 });
    // the data decompresses to exactly one filter byte + RGB row per line
    const idat = res.rawPayload.indexOf('IDAT');
    const length = res.rawPayload.readUInt32BE(idat - 4);
    expect(zlib.inflateSync(res.rawPayload.subarray(idat + 4, idat + 4 + length)).length).toBe(160 * (1 + 240 * 3));
  });

  it('answers 404 for unknown titles and games and never writes outside its folder', async () => {
    expect((await get('/static/common/bg/No%20Such%20Provider.png')).statusCode).toBe(404);
    expect((await get('/static/common/logo/..%2F..%2Fetc.png')).statusCode).toBe(404);
    expect((await get('/static/common/game/astro-reels/nope.png')).statusCode).toBe(404);
    expect((await get('/static/common/other/House.png')).statusCode).not.toBe(200);
    expect((await get('/static/common/bg/House.txt')).statusCode).toBe(404);
    expect(fs.readdirSync(dataDir)).toEqual(['static']);
  });

  it('serves the cached file when it exists', async () => {
    const first = await get('/static/common/logo/House.png');
    const dir = path.join(dataDir, 'static/common/logo');
    const file = fs.readdirSync(dir).find((f) => f.startsWith('house-'))!;
    fs.writeFileSync(path.join(dir, file), Buffer.concat([first.rawPayload.subarray(0, 8), Buffer.from('marker')]));
    expect((await get('/static/common/logo/House.png')).rawPayload.toString('latin1')).toContain('marker');
  });
});
