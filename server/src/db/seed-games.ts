// Seeds the games catalogue. Inserts only what is missing (by provider code, and by game code per provider),
// so operator changes survive restarts. The `house` provider is always there (the operator's own games);
// the fictional demo providers only when DEMO_DATA is not 0; DEMO_GAMES_SCALE=n adds n games of one extra
// provider for benchmarks.
import type { AppConfig } from '../config';
import { demoCatalogue, houseProvider, SCALE_PROVIDER, type CatalogueProvider } from '../domain/games/catalogue';
import { rows, sql, type Db, type Queryable } from './client';

const CHUNK = 500;

async function insertProviders(q: Queryable, providers: Array<Pick<CatalogueProvider, 'code' | 'title' | 'category'> & { sort: number }>) {
  if (providers.length === 0) return;
  const values = sql.join(providers.map((p) => sql`(${p.code}, ${p.title}, ${p.category}, ${p.sort}::int)`), sql`, `);
  await q.execute(sql`
    INSERT INTO game_providers (code, title, category, sort_order)
    VALUES ${values}
    ON CONFLICT DO NOTHING`);
}

type GameRow = CatalogueProvider['games'][number] & { provider: string; sort: number };

async function insertGames(q: Queryable, rows: GameRow[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const values = sql.join(rows.slice(start, start + CHUNK).map((g) => sql`(
      ${g.provider}, ${g.code}, ${g.title}, ${g.category}, ${g.isService}::boolean, ${g.isNew}::boolean, ${g.isPopular}::boolean, ${g.sort}::int)`), sql`, `);
    await q.execute(sql`
      INSERT INTO games (provider_id, code, title, category, is_service, is_new, is_popular, sort_order)
      SELECT p.id, v.code, v.title, v.category, v.is_service, v.is_new, v.is_popular, v.sort_order
      FROM (VALUES ${values}) AS v (provider_code, code, title, category, is_service, is_new, is_popular, sort_order)
      JOIN game_providers p ON p.code = v.provider_code
      ON CONFLICT (provider_id, code) DO NOTHING`);
  }
}

/**
 * Which of these providers, and which of their games (`provider/code`), the catalogue already holds: one read,
 * so that a restart on existing data writes nothing. (Every write to the catalogue tables, even one that
 * inserts no row, bumps its version and with it every client's cached game list: docs/performance.md.)
 */
export async function catalogueCodes(q: Queryable, providerCodes: string[]): Promise<{ providers: Set<string>; games: Set<string> }> {
  const found = providerCodes.length === 0 ? [] : await rows<{ provider: string; game: string | null }>(q, sql`
    SELECT p.code AS provider, g.code AS game
    FROM game_providers p LEFT JOIN games g ON g.provider_id = p.id
    WHERE p.code IN (${sql.join(providerCodes.map((c) => sql`${c}`), sql`, `)})`);
  return {
    providers: new Set(found.map((r) => r.provider)),
    games: new Set(found.filter((r) => r.game !== null).map((r) => `${r.provider}/${r.game}`)),
  };
}

/**
 * `n` generated slot games of the benchmark provider (all tagged new, so /game/slotnine shows them in one grid).
 * They are inserted by one statement, so when the n-th exists they all do: a start on existing data then costs
 * one primary-key lookup instead of n conflict checks (≈ 0.5 s for 5,000 games on PGlite).
 */
async function insertScaleGames(q: Queryable, n: number) {
  const [last] = await rows(q, sql`
    SELECT 1 FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE p.code = ${SCALE_PROVIDER.code} AND g.code = ${`scale-${n}`}`);
  if (last) return;
  await insertProviders(q, [{ ...SCALE_PROVIDER, sort: 1000 }]);
  await q.execute(sql`
    INSERT INTO games (provider_id, code, title, category, is_service, is_new, is_popular, sort_order)
    SELECT p.id, 'scale-' || g, 'Scale Game ' || g, 'Slots', true, true, g % 10 = 0, g
    FROM game_providers p, generate_series(1, ${n}::int) AS g
    WHERE p.code = ${SCALE_PROVIDER.code}
    ON CONFLICT (provider_id, code) DO NOTHING`);
}

export async function seedGames(db: Db, config: Pick<AppConfig, 'demoData'> & { demoGamesScale?: number }): Promise<void> {
  const providers = [houseProvider(), ...(config.demoData ? demoCatalogue() : [])];
  await db.transaction(async (tx) => {
    const have = await catalogueCodes(tx, providers.map((p) => p.code));
    await insertProviders(tx, providers.map((p, i) => ({ ...p, sort: p.code === 'house' ? 900 : i })).filter((p) => !have.providers.has(p.code)));
    const games = providers.flatMap((p) => p.games.map((g, i) => ({ provider: p.code, ...g, sort: i })));
    await insertGames(tx, games.filter((g) => !have.games.has(`${g.provider}/${g.code}`)));
    if (config.demoGamesScale && config.demoGamesScale > 0) await insertScaleGames(tx, config.demoGamesScale);
  });
}
