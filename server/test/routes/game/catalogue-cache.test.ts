// /game/list and /game/provider answer with an ETag and 304 on a repeat (issue 19), from memory until the
// catalogue changes: any change of a game or a provider (triggers bump catalogue_version) gives a new ETag
// and the new content.
import { sql } from 'drizzle-orm';
import { backends, bearer, json, login, setupApp } from '../../helper';

describe.each(backends())('catalogue ETag and 304 ($name)', (backend) => {
  const t = setupApp(backend);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('/game/list: ETag, 304 on a repeat, a new answer after a change', async () => {
    const first = await get('/game/list?category=slot');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"c\d+-[A-Za-z0-9_-]+"$/);
    const repeat = await get('/game/list?category=slot', { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect((await get('/game/list?category=slot', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    // another query is another answer
    const other = await get('/game/list?category=casino', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);

    const game = json(first).data.list[0];
    await t.app.db.execute(sql`UPDATE games SET title = 'Renamed For Cache' WHERE id = ${game.id}`);
    const changed = await get('/game/list?category=slot', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(json(changed).data.list.find((g: { id: number }) => g.id === game.id).game_title).toBe('Renamed For Cache');

    await t.app.db.execute(sql`UPDATE game_providers SET status = 'hidden' WHERE id = ${game.provider_id}`);
    const hidden = await get('/game/list?category=slot');
    expect(json(hidden).data.list.some((g: { provider_id: number }) => g.provider_id === game.provider_id)).toBe(false);
    await t.app.db.execute(sql`UPDATE game_providers SET status = 'active' WHERE id = ${game.provider_id}`);
  });

  it('/game/provider: ETag and 304 for a member, still refused without a credential', async () => {
    const demo = await login(t.app, 'demo', 'demo1234');
    const providers = json(await get('/game/providers')).data.list;
    const url = `/game/provider?provider_id=${providers[0].id}`;
    const first = await get(url, bearer(demo.jwt));
    expect(first.statusCode).toBe(200);
    expect(json(first).RESULT).toBe(true);
    const etag = first.headers.etag as string;
    expect((await get(url, { ...bearer(demo.jwt), 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(403);
    expect(first.headers['cache-control']).toBe('no-store');
  });
});
