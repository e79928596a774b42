// Seeds the house games into the catalogue (always, whatever DEMO_DATA: they are the operator's own games).
// Inserts only what is missing (one read tells what is there) — the two extra house providers (slot and arcade
// categories) and the house games — so operator changes survive restarts, and a restart with nothing missing writes
// nothing. Runs after the games seed, which creates the `house` provider.
import { HOUSE_EXTRA_PROVIDERS, HOUSE_GAMES } from '../providers/house/catalogue';
import { sql, type Db } from './client';
import { catalogueCodes } from './seed-games';

export async function seedHouse(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // one read first: a restart with nothing missing writes nothing (and keeps the catalogue's version)
    const have = await catalogueCodes(tx, [...new Set([...HOUSE_EXTRA_PROVIDERS.map((p) => p.code), ...HOUSE_GAMES.map((g) => g.provider)])]);
    for (const p of HOUSE_EXTRA_PROVIDERS) {
      if (have.providers.has(p.code)) continue;
      await tx.execute(sql`
        INSERT INTO game_providers (code, title, category, sort_order)
        VALUES (${p.code}, ${p.title}, ${p.category}, ${p.sort}::int)
        ON CONFLICT DO NOTHING`);
    }
    for (const [i, g] of HOUSE_GAMES.entries()) {
      if (have.games.has(`${g.provider}/${g.code}`)) continue;
      await tx.execute(sql`
        INSERT INTO games (provider_id, code, title, category, is_service, is_new, is_popular, sort_order)
        SELECT p.id, ${g.code}, ${g.title}, ${g.category}, true, ${g.isNew}::boolean, ${g.isPopular}::boolean, ${i}::int
        FROM game_providers p WHERE p.code = ${g.provider}
        ON CONFLICT (provider_id, code) DO NOTHING`);
    }
  });
}
