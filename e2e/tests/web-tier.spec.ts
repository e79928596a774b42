// The web tier (web/dist/main.js, docs/decisions/012-typed-web-tier.md) on the real stack: every malformed URL
// answers 400 on each of its six origins (the site, the four remotes, the back office), and each origin keeps
// serving after them; the site's /home is still drawn. Raw HTTP requests: the path goes out exactly as written.
import { request as httpRequest } from 'node:http';
import { expect, test } from '../fixtures';
import { E2E_PORTS } from '../stack-env';

const ORIGINS = [
  { name: 'site', port: E2E_PORTS.HOST_PORT, ok: '/home' },
  { name: 'account', port: E2E_PORTS.ACCOUNT_PORT, ok: '/remote-account/' },
  { name: 'games', port: E2E_PORTS.GAMES_PORT, ok: '/remote-games/' },
  { name: 'wallet', port: E2E_PORTS.WALLET_PORT, ok: '/remote-wallet/' },
  { name: 'support', port: E2E_PORTS.SUPPORT_PORT, ok: '/remote-support/' },
  { name: 'back office', port: E2E_PORTS.BACKOFFICE_PORT, ok: '/' },
];
const BAD = ['/%zz', '//', '/%00', '/%E4%B8', '//evil.example/x'];

function get(port: string, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: Number(port), path: target, headers: { 'Accept-Encoding': 'identity' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

for (const origin of ORIGINS) {
  test(`${origin.name}: every malformed URL answers 400, and the origin still serves`, async () => {
    const remote = origin.ok.startsWith('/remote-') ? origin.ok.slice(0, -1) : '';
    const targets = [...BAD, ...(remote ? [`${remote}/%zz`, `${remote}/1.0.0/%E4%B8`, `${remote}/1.0.0/%00`] : [])];
    for (const target of targets) {
      const res = await get(origin.port, target);
      expect(res.status, `${origin.name} ${target}`).toBe(400);
    }
    const ok = await get(origin.port, origin.ok);
    expect(ok.status).toBe(200);
  });
}

test('after the malformed URLs, /home is still served with its first screen drawn', async () => {
  for (const target of BAD) expect((await get(E2E_PORTS.HOST_PORT, target)).status).toBe(400);
  const home = await get(E2E_PORTS.HOST_PORT, '/home');
  expect(home.status).toBe(200);
  expect(home.body).toContain('<div class="casino-first-screen" inert>');
});
