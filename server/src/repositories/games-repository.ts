// SQL of the games catalogue and the one-time launch links. Only `active` providers and games are listed; a
// `down` provider is listed but cannot launch; `hidden` ones behave as if they did not exist.
import crypto from 'node:crypto';
import { sha256Hex } from '../domain/digest';
import type { ProviderCategory } from '@casino/shared/contract';
import { execute, firstRow, rows, sql, type Queryable } from '../db/client';
import { toNumber } from '../db/values';

export interface ProviderRow { id: number; code: string; title: string; category: ProviderCategory; status: string }
export interface GameRow {
  id: number; provider_id: number; provider_code: string; provider_title: string; code: string; title: string;
  category: string; is_service: boolean; is_new: boolean; is_popular: boolean;
}

const provider = (r: Record<string, unknown>): ProviderRow => ({
  id: toNumber(r.id), code: String(r.code), title: String(r.title), category: r.category as ProviderCategory, status: String(r.status),
});
const game = (r: Record<string, unknown>): GameRow => ({
  id: toNumber(r.id), provider_id: toNumber(r.provider_id), provider_code: String(r.provider_code), provider_title: String(r.provider_title),
  code: String(r.code), title: String(r.title), category: String(r.category),
  is_service: Boolean(r.is_service), is_new: Boolean(r.is_new), is_popular: Boolean(r.is_popular),
});

export async function listProviders(q: Queryable, category?: ProviderCategory): Promise<ProviderRow[]> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT id, code, title, category, status FROM game_providers
    WHERE status <> 'hidden' ${category ? sql`AND category = ${category}` : sql``}
    ORDER BY sort_order, id`);
  return found.map(provider);
}

export async function findProvider(q: Queryable, id: number): Promise<ProviderRow | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT id, code, title, category, status FROM game_providers WHERE id = ${id} AND status <> 'hidden'`);
  return r && provider(r);
}

const GAME_COLUMNS = sql`g.id, g.provider_id, p.code AS provider_code, p.title AS provider_title, g.code, g.title, g.category,
  g.is_service, g.is_new, g.is_popular`;

export async function listProviderGames(q: Queryable, providerId: number): Promise<GameRow[]> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT ${GAME_COLUMNS} FROM games g JOIN game_providers p ON p.id = g.provider_id
    WHERE g.provider_id = ${providerId} AND g.status = 'active'
    ORDER BY g.sort_order, g.id`);
  return found.map(game);
}

export interface GameFilter { category?: ProviderCategory; tag?: 'new' | 'popular'; q?: string }

/** Games of listed providers; `q` is a case-insensitive substring of the title (LIKE wildcards are literal). */
export async function listGames(q: Queryable, filter: GameFilter): Promise<GameRow[]> {
  const conditions = [sql`g.status = 'active'`, sql`p.status <> 'hidden'`];
  if (filter.category) conditions.push(sql`p.category = ${filter.category}`);
  if (filter.tag === 'new') conditions.push(sql`g.is_new`);
  if (filter.tag === 'popular') conditions.push(sql`g.is_popular`);
  const text = filter.q?.trim();
  if (text) conditions.push(sql`lower(g.title) LIKE ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT ${GAME_COLUMNS} FROM games g JOIN game_providers p ON p.id = g.provider_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY p.sort_order, p.id, g.sort_order, g.id`);
  return found.map(game);
}

export interface LaunchTarget { game: GameRow; providerStatus: string }

export async function findLaunchTarget(q: Queryable, gameId: number): Promise<LaunchTarget | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT ${GAME_COLUMNS}, p.status AS provider_status FROM games g JOIN game_providers p ON p.id = g.provider_id
    WHERE g.id = ${gameId} AND g.status = 'active' AND p.status <> 'hidden'`);
  return r && { game: game(r), providerStatus: String(r.provider_status) };
}

const hashToken = (token: string) => sha256Hex(token);

/** Stores a new one-time token (its hash) and returns the token. Also drops tokens expired for a day. */
export async function createLaunchToken(q: Queryable, input: { memberId: number; gameId: number; language: string; ttlMs: number }): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await execute(q, sql`DELETE FROM game_launch_tokens WHERE expires_at < now() - interval '1 day'`);
  await execute(q, sql`
    INSERT INTO game_launch_tokens (token_hash, member_id, game_id, language, expires_at)
    VALUES (${hashToken(token)}, ${input.memberId}, ${input.gameId}, ${input.language}, now() + ${`${input.ttlMs} milliseconds`}::interval)`);
  return token;
}

export interface ConsumedLaunch { gameTitle: string; providerTitle: string; language: string; memberId: number }

/** Marks the token used, once: a second call (or an expired token) finds nothing. */
export async function consumeLaunchToken(q: Queryable, token: string): Promise<ConsumedLaunch | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    WITH used AS (
      UPDATE game_launch_tokens SET used_at = now()
      WHERE token_hash = ${hashToken(token)} AND used_at IS NULL AND expires_at > now()
      RETURNING game_id, member_id, language)
    SELECT g.title AS game_title, p.title AS provider_title, used.language, used.member_id
    FROM used JOIN games g ON g.id = used.game_id JOIN game_providers p ON p.id = g.provider_id`);
  return r && { gameTitle: String(r.game_title), providerTitle: String(r.provider_title), language: String(r.language), memberId: toNumber(r.member_id) };
}

export async function providerTitleExists(q: Queryable, title: string): Promise<boolean> {
  return Boolean(await firstRow(q, sql`SELECT 1 AS found FROM game_providers WHERE title = ${title}`));
}

export async function findGameByCodes(q: Queryable, providerCode: string, gameCode: string): Promise<{ title: string; providerTitle: string } | undefined> {
  const r = await firstRow<{ title: string; provider_title: string }>(q, sql`
    SELECT g.title, p.title AS provider_title FROM games g JOIN game_providers p ON p.id = g.provider_id
    WHERE p.code = ${providerCode} AND g.code = ${gameCode}`);
  return r && { title: r.title, providerTitle: r.provider_title };
}

/** The catalogue's version: bumped by any change to games or providers (statement triggers, 0008). */
export async function catalogueVersion(q: Queryable): Promise<number> {
  const r = await firstRow<{ version: unknown }>(q, sql`SELECT version FROM catalogue_version WHERE id`);
  return toNumber(r?.version);
}
