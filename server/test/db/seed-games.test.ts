import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../src/db/client';
import { seedGames } from '../../src/db/seed-games';
import { seedHouse } from '../../src/db/seed-house';
import { demoCatalogue } from '../../src/domain/games/catalogue';
import { backends, setupApp } from '../helper';

const count = async (app: FastifyInstance, query: SQL) => Number((await rows<{ n: unknown }>(app.db, query))[0]!.n);

describe.each(backends())('games seed ($name)', (backend) => {
  describe('with demo data', () => {
    const t = setupApp(backend);

    it('inserts only what is missing and keeps operator changes', async () => {
      const providers = await count(t.app, sql`SELECT count(*) AS n FROM game_providers`);
      const games = await count(t.app, sql`SELECT count(*) AS n FROM games`);
      const codes = (await rows<{ code: string }>(t.app.db, sql`SELECT code FROM game_providers`)).map((r) => r.code);
      expect(codes).toEqual(expect.arrayContaining(['house', ...demoCatalogue().map((p) => p.code)]));
      expect(games).toBeGreaterThanOrEqual(220);
      await t.app.db.execute(sql`UPDATE games SET title = 'Renamed' WHERE code = 'baccarat' AND provider_id = (SELECT id FROM game_providers WHERE code = 'crown-table')`);
      await t.app.db.execute(sql`DELETE FROM games WHERE code = 'sic-bo' AND provider_id = (SELECT id FROM game_providers WHERE code = 'crown-table')`);
      await seedGames(t.app.db, { demoData: true });
      expect(await count(t.app, sql`SELECT count(*) AS n FROM game_providers`)).toBe(providers);
      expect(await count(t.app, sql`SELECT count(*) AS n FROM games`)).toBe(games);
      expect(await count(t.app, sql`SELECT count(*) AS n FROM games WHERE title = 'Renamed'`)).toBe(1);
    });

    it('a restart with nothing missing writes nothing: the catalogue version (the game lists\' ETag) stays', async () => {
      const version = () => count(t.app, sql`SELECT version AS n FROM catalogue_version`);
      const before = await version();
      await seedGames(t.app.db, { demoData: true });
      await seedHouse(t.app.db);
      expect(await version()).toBe(before);
      // a missing house game is put back, and only then does the version move
      await t.app.db.execute(sql`DELETE FROM games WHERE code = 'house-nine'`);
      const deleted = await version();
      await seedHouse(t.app.db);
      expect(await count(t.app, sql`SELECT count(*) AS n FROM games WHERE code = 'house-nine'`)).toBe(1);
      expect(await version()).toBeGreaterThan(deleted);
    });

    it('adds DEMO_GAMES_SCALE games of one provider, all tagged new', async () => {
      await seedGames(t.app.db, { demoData: true, demoGamesScale: 5000 });
      expect(await count(t.app, sql`SELECT count(*) AS n FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE p.code = 'scale-bench' AND g.is_new`)).toBe(5000);
      // a restart with the same figure finds them all there; a larger one adds the missing games
      await seedGames(t.app.db, { demoData: true, demoGamesScale: 5000 });
      expect(await count(t.app, sql`SELECT count(*) AS n FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE p.code = 'scale-bench'`)).toBe(5000);
      await seedGames(t.app.db, { demoData: true, demoGamesScale: 5100 });
      expect(await count(t.app, sql`SELECT count(*) AS n FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE p.code = 'scale-bench' AND g.is_new`)).toBe(5100);
    });
  });

  describe('without demo data', () => {
    const t = setupApp(backend, { options: { demoData: false } });

    it('has the house provider and none of the demo providers', async () => {
      const codes = (await rows<{ code: string }>(t.app.db, sql`SELECT code FROM game_providers`)).map((r) => r.code);
      expect(codes).toContain('house');
      expect(codes.filter((c) => demoCatalogue().some((p) => p.code === c))).toEqual([]);
      expect(await count(t.app, sql`SELECT count(*) AS n FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE p.code = 'house'`)).toBeGreaterThanOrEqual(10);
    });
  });
});
