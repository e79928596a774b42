// The game pages and their files: served by this server, framed only by the site's origins, self-contained (no
// external origin anywhere), and built from the very engine modules the server settles rounds with.
import fs from 'node:fs';
import path from 'node:path';
import { HOUSE_PAGES_DIR } from '../../../src/house-games/build';
import { backends, setupApp } from '../../helper';

const ORIGINS = ['http://site.test', 'http://remote.test'];
const PAGES = path.resolve(__dirname, '../../../src/house-games/pages');
const sourcesOf = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? sourcesOf(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

describe.each(backends())('house game pages ($name)', (backend) => {
  const t = setupApp(backend, { options: { corsOrigins: ORIGINS } });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each([['house-reels', 'page-reels5.js'], ['house-nine', 'page-nine.js'], ['house-baccarat', 'page-baccarat.js'], ['house-rocket', 'page-crash.js'], ['house-slot', 'page-reels5.js']])(
    '/house/play/%s is the game page, frameable only by the site', async (code, script) => {
      const res = await get(`/house/play/${code}?lang=ko`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['origin-agent-cluster']).toBe('?1');
      expect(res.headers['x-dns-prefetch-control']).toBe('off');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`frame-ancestors ${ORIGINS.join(' ')}`);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.body).toContain(`src="../assets/${script}"`);
      // the parent origins for postMessage, escaped into the meta tag
      expect(res.body).toContain('content="[&quot;http://site.test&quot;,&quot;http://remote.test&quot;]"');
      expect(res.body).not.toMatch(/https?:\/\/(?!site\.test|remote\.test)/); // no CDN, no external origin
    });

  it('answers 404 for a code without a game and never serves a page as an asset', async () => {
    expect((await get('/house/play/house-roulette')).statusCode).toBe(404);
    expect((await get('/house/play/nope')).body).toContain('unknown-game');
    expect((await get('/house/assets/reels5.html')).statusCode).toBe(404);
    expect((await get('/house/assets/..%2F..%2Fapp.ts')).statusCode).toBe(404);
    expect((await get('/house/assets/manifest.json')).statusCode).toBe(404);
    expect((await get('/house/assets/shell.ts')).statusCode).toBe(404); // sources are built, never served
  });

  it('serves scripts and styles with revalidation (ETag → 304)', async () => {
    const res = await get('/house/assets/page-reels5.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('/house/assets/page-reels5.js', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    expect((await get('/house/assets/house.css')).headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('bundles the engines the server settles with into the pages (the verifier replays rounds with that code)', () => {
    const { inputs } = JSON.parse(fs.readFileSync(path.join(HOUSE_PAGES_DIR, 'manifest.json'), 'utf8')) as { inputs: string[] };
    for (const file of ['fairness/provably-fair.ts', 'house-games/games.ts', 'house-games/reels.ts', 'house-games/reels5.ts', 'house-games/nine.ts', 'house-games/baccarat.ts', 'house-games/crash.ts']) {
      expect(inputs).toContain(`server/src/domain/${file}`);
    }
    // the pages import nothing of the server but those engines, and of shared only the one X-Sequence generator
    const allowed = (f: string) => f.startsWith('server/src/house-games/pages/') || /^server\/src\/domain\/(house-games|fairness)\//.test(f) || f === 'shared/src/contract/sequence.ts';
    for (const f of inputs) expect([f, allowed(f)]).toEqual([f, true]);
    expect(inputs).toContain('shared/src/contract/sequence.ts');
  });

  it('serves the fairness verifier page, frameable by the site', async () => {
    const res = await get('/house/fairness?embed=1&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="fairness-verifier"');
    expect(String(res.headers['content-security-policy'])).toContain(`frame-ancestors ${ORIGINS.join(' ')}`);
  });

  it('page scripts import only files this server serves; no server or member text becomes HTML', async () => {
    for (const file of fs.readdirSync(HOUSE_PAGES_DIR).filter((f) => f.endsWith('.js'))) {
      const served = await get(`/house/assets/${file}`);
      expect([file, served.statusCode]).toEqual([file, 200]);
      for (const [, spec] of served.body.matchAll(/(?:from|import)\s*"([^"]+)"/g)) {
        expect([file, spec]).toEqual([file, expect.stringMatching(/^\.\/[\w-]+\.js$/)]);
        expect([file, spec, (await get(`/house/assets/${spec!.slice(2)}`)).statusCode]).toEqual([file, spec, 200]);
      }
    }
    for (const file of sourcesOf(PAGES)) {
      expect(fs.readFileSync(file, 'utf8')).not.toMatch(/innerHTML\s*=\s*[^;]*(round|answer|data|input|value)\b/);
    }
  });
});
