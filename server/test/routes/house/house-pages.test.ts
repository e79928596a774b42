// The game pages and their files: served by this server, framed only by the site's origins, self-contained (no
// external origin anywhere), and the game math served to browsers is byte for byte the code the server runs.
import fs from 'node:fs';
import path from 'node:path';
import { backends, setupApp } from '../../helper';

const ORIGINS = ['http://site.test', 'http://remote.test'];
const PAGES = path.resolve(__dirname, '../../../src/house-games/pages');

describe.each(backends())('house game pages ($name)', (backend) => {
  const t = setupApp(backend, { options: { corsOrigins: ORIGINS } });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each([['house-reels', 'page-reels5.js'], ['house-nine', 'page-nine.js'], ['house-baccarat', 'page-baccarat.js'], ['house-rocket', 'page-crash.js'], ['house-slot', 'page-reels5.js']])(
    '/house/play/%s is the game page, frameable only by the site', async (code, script) => {
      const res = await get(`/house/play/${code}?lang=ko`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-frame-options']).toBeUndefined();
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
    expect((await get('/house/lib/house-games/reels5.d.ts')).statusCode).toBe(404);
    expect((await get('/house/lib/house-games/package.json')).statusCode).toBe(404);
    expect((await get('/house/lib/__proto__/x.js')).statusCode).toBe(404);
  });

  it('serves scripts and styles with revalidation (ETag → 304)', async () => {
    const res = await get('/house/assets/house-shell.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('/house/assets/house-shell.js', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    expect((await get('/house/assets/house.css')).headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('serves the game math and the fairness algorithm exactly as the server runs them', async () => {
    for (const [dir, file] of [['fairness', 'provably-fair.js'], ['house-games', 'reels5.js'], ['house-games', 'nine.js'], ['house-games', 'baccarat.js'], ['house-games', 'crash.js'], ['house-games', 'games.js'], ['house-games', 'exact.js']]) {
      const res = await get(`/house/lib/${dir}/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(fs.readFileSync(path.resolve(__dirname, `../../../src/domain/${dir}/${file}`), 'utf8'));
    }
  });

  it('serves the fairness verifier page, frameable by the site', async () => {
    const res = await get('/house/fairness?embed=1&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="fairness-verifier"');
    expect(String(res.headers['content-security-policy'])).toContain(`frame-ancestors ${ORIGINS.join(' ')}`);
  });

  it('page scripts import only files this server serves', () => {
    const served = new Set(fs.readdirSync(PAGES));
    for (const file of fs.readdirSync(PAGES).filter((f) => f.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(PAGES, file), 'utf8');
      for (const [, spec] of source.matchAll(/from '([^']+)'/g)) {
        if (spec!.startsWith('./')) expect([file, served.has(spec!.slice(2))]).toEqual([file, true]);
        else expect([file, spec]).toEqual([file, expect.stringMatching(/^\.\.\/lib\/(fairness|house-games)\/[a-z0-9-]+\.js$/)]);
      }
      expect(source).not.toMatch(/innerHTML\s*=\s*[^;]*(round|answer|data|input|value)\b/); // user or server text never as HTML
    }
  });
});
