import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import { ProviderUnavailableError } from '../../../src/services/games/providers';
import { backends, bearer, createMember, json, setupApp } from '../../helper';

const SITE = 'https://site.example.test';

describe.each(backends())('GET /game/launch and the demo-table page ($name)', (backend) => {
  const t = setupApp(backend, { options: { publicApiUrl: 'https://api.example.test', corsOrigins: [SITE, 'https://m.example.test'] } });
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });

  const gameOf = async (providerCode: string) => {
    const [row] = (await rows<{ id: number; title: string }>(t.app.db, sql`
      SELECT g.id, g.title FROM games g JOIN game_providers p ON p.id = g.provider_id
      WHERE p.code = ${providerCode} ORDER BY g.sort_order LIMIT 1`));
    return { id: Number(row!.id), title: row!.title };
  };
  const pagePath = (url: string) => new URL(url).pathname;

  it('answers a one-time URL that opens the demo-table page once, framable only by the site origins', async () => {
    const member = await createMember(t.app);
    const game = await gameOf('aurora-live');
    const body = json(await get(`/game/launch?game_id=${game.id}&type=casino`, member.jwt, { 'accept-language': 'en-US,en;q=0.9' }));
    expect(body).toMatchObject({ RESULT: true, code: 0, message: '' });
    expect(body.DATA.url).toMatch(/^https:\/\/api\.example\.test\/games\/launch\/[A-Za-z0-9_-]{40,}$/);

    const page = await get(pagePath(body.DATA.url));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(game.title);
    expect(page.body).toContain('Demo table');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['origin-agent-cluster']).toBe('?1');
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${SITE} https://m.example.test`);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');

    const again = await get(pagePath(body.DATA.url));
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('demo-table-expired');
    expect(String(again.headers['content-security-policy'])).toContain(`frame-ancestors ${SITE}`);
  });

  it('answers the page in the language of the launch request and escapes titles', async () => {
    const member = await createMember(t.app);
    const [row] = (await rows<{ id: number }>(t.app.db, sql`
      INSERT INTO games (provider_id, code, title, category)
      SELECT id, 'xss', '<img src=x onerror=alert(1)> Baccarat', 'Live Casino' FROM game_providers WHERE code = 'aurora-live'
      RETURNING id`));
    const body = json(await get(`/game/launch?game_id=${row!.id}&type=casino`, member.jwt, { 'accept-language': 'ko-KR,ko;q=0.9' }));
    const page = await get(pagePath(body.DATA.url));
    expect(page.body).toContain('데모 테이블');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt; Baccarat');
    expect(page.body).not.toContain('<img src=x');
  });

  it('refuses an expired link', async () => {
    const member = await createMember(t.app);
    const game = await gameOf('astro-reels');
    const url = json(await get(`/game/launch?game_id=${game.id}&type=slot`, member.jwt)).DATA.url as string;
    await t.app.db.execute(sql`UPDATE game_launch_tokens SET expires_at = now() - interval '1 second' WHERE member_id = ${member.id}`);
    expect((await get(pagePath(url))).statusCode).toBe(410);
    expect((await get('/games/launch/not-a-real-token-but-long-enough')).statusCode).toBe(410);
  });

  it('answers RESULT:false with a message for an unknown game, a down provider and a self-excluded member', async () => {
    const member = await createMember(t.app);
    expect(json(await get('/game/launch?game_id=999999&type=slot', member.jwt))).toMatchObject({ RESULT: false, code: 5005, message: 'item_not_found' });
    expect(json(await get('/game/launch?type=slot', member.jwt))).toMatchObject({ RESULT: false, code: 4000, field: 'game_id' });

    const game = await gameOf('bamboo-spin');
    await t.app.db.execute(sql`UPDATE game_providers SET status = 'down' WHERE code = 'bamboo-spin'`);
    expect(json(await get(`/game/launch?game_id=${game.id}&type=slot`, member.jwt))).toMatchObject({ RESULT: false, code: 5001, message: 'provider_unavailable' });
    await t.app.db.execute(sql`UPDATE game_providers SET status = 'active' WHERE code = 'bamboo-spin'`);
    expect(json(await get(`/game/launch?game_id=${game.id}&type=slot`, member.jwt)).RESULT).toBe(true);

    await t.app.db.execute(sql`UPDATE members SET self_excluded_until = now() + interval '7 days' WHERE id = ${member.id}`);
    expect(json(await get(`/game/launch?game_id=${game.id}&type=slot`, member.jwt))).toMatchObject({ RESULT: false, code: 4030, message: 'self_excluded' });
  });

  it('needs a member credential', async () => {
    const res = await get('/game/launch?game_id=1&type=slot');
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ RESULT: false, message: 'invalid_token' });
  });

  it('asks the provider adapter registered for the provider code', async () => {
    const member = await createMember(t.app);
    await t.app.db.execute(sql`INSERT INTO game_providers (code, title, category) VALUES ('plug-test', 'Plug Test', 'slot')`);
    const [row] = (await rows<{ id: number }>(t.app.db, sql`
      INSERT INTO games (provider_id, code, title, category) SELECT id, 'g1', 'Plugged', 'Slots' FROM game_providers WHERE code = 'plug-test'
      RETURNING id`));
    let down = false;
    t.app.providers.register({
      codes: ['plug-test'],
      adapter: {
        async launchUrl({ game, memberId }) {
          if (down) throw new ProviderUnavailableError();
          return `https://provider.example.test/play/${game.code}?m=${memberId}`;
        },
      },
    });
    expect(json(await get(`/game/launch?game_id=${row!.id}&type=slot`, member.jwt)).DATA.url).toBe(`https://provider.example.test/play/g1?m=${member.id}`);
    down = true;
    expect(json(await get(`/game/launch?game_id=${row!.id}&type=slot`, member.jwt))).toMatchObject({ RESULT: false, message: 'provider_unavailable' });
  });
});
