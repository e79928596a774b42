import CryptoJS from 'crypto-js';
import { sql } from 'drizzle-orm';
import { backends, json, setupApp, TEST_CONFIG_KEY } from '../../helper';
import { seedSite } from '../../../src/db/seed';

const decrypt = (text: string) => JSON.parse(CryptoJS.AES.decrypt(text, TEST_CONFIG_KEY).toString(CryptoJS.enc.Utf8));

describe.each(backends())('config service ($name)', (backend) => {
  const t = setupApp(backend, {
    options: { publicApiUrl: 'http://api.example:4000', remoteUrls: { wallet: 'https://cdn.example/wallet/' } },
  });
  const cnf = (query = '', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/cnf${query}`, headers });
  const remotes = (query = '', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/remotes${query}`, headers });

  it('answers the default site config as base64 crypto-js AES text that decrypts with CONFIG_KEY', async () => {
    const res = await cnf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^U2FsdGVkX1[A-Za-z0-9+/=]+$/); // "Salted__" header, base64
    expect(decrypt(res.body)).toEqual({
      config: {
        VARIABLES: expect.objectContaining({ title: '카지노 데모' }),
        WEB_VARIABLES: expect.objectContaining({ theme: 'dark', style: 'modern', layout: 'list-layout', static_url: 'http://api.example:4000/static' }),
        front_api_domain: 'http://api.example:4000',
      },
    });
    // a wrong passphrase does not reveal it
    expect(CryptoJS.AES.decrypt(res.body, 'wrong-key').toString(CryptoJS.enc.Latin1)).not.toContain('front_api_domain');
  });

  it('honours the forced domain, then the Origin/Referer hostname, then Host; unknown domains get the default', async () => {
    const title = async (query: string, headers: Record<string, string> = {}) => decrypt((await cnf(query, headers)).body).config.VARIABLES.title;
    expect(await title('?domain=demo.casino.local')).toBe('카지노 데모 라운지');
    expect(await title('?domain=DEMO.casino.local')).toBe('카지노 데모 라운지');
    expect(await title('', { origin: 'http://demo.casino.local:3000' })).toBe('카지노 데모 라운지');
    expect(await title('', { referer: 'http://demo.casino.local:3000/home' })).toBe('카지노 데모 라운지');
    expect(await title('', { host: 'demo.casino.local:4000' })).toBe('카지노 데모 라운지');
    expect(await title('?domain=localhost', { origin: 'http://demo.casino.local:3000' })).toBe('카지노 데모');
    expect(await title('?domain=unknown.example')).toBe('카지노 데모');
    expect(await title('?domain=%3Cscript%3E')).toBe('카지노 데모');
  });

  it('answers the remote registry in the exact shape, with no-store', async () => {
    const res = await remotes();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = json(res);
    expect(Object.keys(body)).toEqual(['remotes']);
    expect(Object.keys(body.remotes).sort()).toEqual(['account', 'games', 'support', 'wallet']);
    expect(body.remotes.account).toEqual({
      entry: expect.stringMatching(/^http:\/\/localhost:3001\/remote-account\/\d+\.\d+\.\d+[^/]*\/mf-manifest\.json$/), version: expect.any(String), track: 'stable',
      assignment: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    // the assignment names the site, the remote, the version and track served, and an opaque reporter (not the cid)
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims(body.remotes.account.assignment)).toMatchObject({ d: 'localhost', r: 'account', v: body.remotes.account.version, t: 'stable', p: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const visitor = json(await remotes('?cid=visitor-123456')).remotes;
    expect(claims(visitor.wallet.assignment).p).toBe(claims(json(await remotes('?cid=visitor-123456')).remotes.games.assignment).p); // one reporter per caller
    expect(claims(visitor.wallet.assignment).p).not.toBe(claims(json(await remotes('?cid=visitor-654321')).remotes.wallet.assignment).p);
    expect(JSON.stringify(visitor)).not.toContain('visitor-123456');
    expect(body.remotes.games.entry).toMatch(/^http:\/\/localhost:3002\/remote-games\//);
    expect(body.remotes.wallet.entry).toBe(`https://cdn.example/wallet/remote-wallet/${body.remotes.wallet.version}/mf-manifest.json`);
    expect(body.remotes.support.entry).toMatch(/^http:\/\/localhost:3004\/remote-support\//);
  });

  it('answers a domain\'s own registry rows and falls back to the default site\'s for the others', async () => {
    await t.app.db.execute(sql`UPDATE remote_registry SET version = '9.9.9' WHERE domain = 'demo.casino.local' AND name = 'games'`);
    await t.app.db.execute(sql`DELETE FROM remote_registry WHERE domain = 'demo.casino.local' AND name = 'support'`);
    const demo = json(await remotes('?domain=demo.casino.local')).remotes;
    expect(demo.games).toEqual({ entry: 'http://localhost:3002/remote-games/9.9.9/mf-manifest.json', version: '9.9.9', track: 'stable', assignment: expect.any(String) });
    expect(demo.support.entry).toMatch(/^http:\/\/localhost:3004\/remote-support\//);
    expect(json(await remotes()).remotes.games.version).not.toBe('9.9.9');
    expect(json(await remotes('', { origin: 'http://demo.casino.local:3000' })).remotes.games.version).toBe('9.9.9');
  });

  it('seeds only what is missing: a restart keeps an operator\'s changes', async () => {
    await t.app.db.execute(sql`UPDATE site_configs SET title = '바뀐 제목' WHERE domain = 'localhost'`);
    await t.app.db.execute(sql`UPDATE remote_registry SET version = '0.0.1' WHERE domain = 'localhost' AND name = 'account'`);
    await t.app.db.execute(sql`DELETE FROM remote_registry WHERE domain = 'localhost' AND name = 'wallet'`);
    await seedSite(t.app.db, t.app.config);
    expect(decrypt((await cnf()).body).config.VARIABLES.title).toBe('바뀐 제목');
    const body = json(await remotes()).remotes;
    expect(body.account.version).toBe('0.0.1');
    // re-created because it was missing, served from the configured address
    expect(body.wallet.entry).toBe(`https://cdn.example/wallet/remote-wallet/${body.wallet.version}/mf-manifest.json`);
  });
});
