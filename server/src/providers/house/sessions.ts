// House game sessions. A launch stores a one-time launch token (its SHA-256) valid a few minutes; the game page
// exchanges it, once, for a session token (again only its hash is kept) that the page holds in memory and
// sends as `X-House-Session`. Bets need a live session; settlement never does (docs/providers.md).
import crypto from 'node:crypto';
import { firstRow, sql, type Queryable } from '../../db/client';
import { toIso, toNumber } from '../../db/values';

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');
export const TOKEN_RE = /^[A-Za-z0-9_-]{40,64}$/;

export interface HouseSession {
  id: number; memberId: number; gameId: number; gameCode: string; gameTitle: string; language: string;
  startedAt: string; expiresAt: string; live: boolean;
}

const session = (r: Record<string, unknown>): HouseSession => ({
  id: toNumber(r.id), memberId: toNumber(r.member_id), gameId: toNumber(r.game_id), gameCode: String(r.game_code),
  gameTitle: String(r.game_title), language: String(r.language), startedAt: toIso(r.started_at), expiresAt: toIso(r.expires_at),
  live: Boolean(r.live),
});

/** A new launch: returns the one-time token. Also drops launches nobody opened for a day. */
export async function createLaunch(q: Queryable, input: { memberId: number; gameId: number; gameCode: string; language: string; ttlMs: number }): Promise<string> {
  const token = newToken();
  await q.execute(sql`DELETE FROM house_sessions WHERE session_hash IS NULL AND launch_expires_at < now() - interval '1 day'`);
  await q.execute(sql`
    INSERT INTO house_sessions (member_id, game_id, game_code, language, launch_hash, launch_expires_at)
    VALUES (${input.memberId}, ${input.gameId}, ${input.gameCode}, ${input.language}, ${hash(token)},
            now() + ${`${input.ttlMs} milliseconds`}::interval)`);
  return token;
}

const SELECT_SESSION = sql`
  SELECT s.id, s.member_id, s.game_id, s.game_code, g.title AS game_title, s.language, s.started_at, s.expires_at,
         s.expires_at > now() AS live
  FROM house_sessions s JOIN games g ON g.id = s.game_id`;

/** Exchanges a launch token for a session token, once and in time; undefined otherwise. */
export async function exchangeLaunch(q: Queryable, launchToken: string, ttlMinutes: number): Promise<{ token: string; session: HouseSession } | undefined> {
  if (!TOKEN_RE.test(launchToken)) return undefined;
  const token = newToken();
  const r = await firstRow<{ id: unknown }>(q, sql`
    UPDATE house_sessions
    SET session_hash = ${hash(token)}, started_at = now(), expires_at = now() + make_interval(mins => ${ttlMinutes}::int)
    WHERE launch_hash = ${hash(launchToken)} AND session_hash IS NULL AND launch_expires_at > now()
    RETURNING id`);
  if (!r) return undefined;
  const found = await firstRow<Record<string, unknown>>(q, sql`${SELECT_SESSION} WHERE s.id = ${toNumber(r.id)}`);
  return { token, session: session(found!) };
}

/** The session of a session token (expired ones too: `live` says which). */
export async function findSession(q: Queryable, sessionToken: string): Promise<HouseSession | undefined> {
  if (!TOKEN_RE.test(sessionToken)) return undefined;
  const r = await firstRow<Record<string, unknown>>(q, sql`${SELECT_SESSION} WHERE s.session_hash = ${hash(sessionToken)}`);
  return r && session(r);
}

/** Bets, wins and net of a session's rounds (rolled-back rounds excluded; an open round counts its bet). */
export async function sessionTotals(q: Queryable, sessionId: number): Promise<{ rounds: number; bet: number; win: number; net: number }> {
  const r = await firstRow<{ rounds: unknown; bet: unknown; win: unknown }>(q, sql`
    SELECT count(*) AS rounds, coalesce(sum(bet), 0) AS bet, coalesce(sum(win), 0) AS win
    FROM house_rounds WHERE session_id = ${sessionId} AND state <> 'rolled_back'`);
  const bet = toNumber(r?.bet);
  const win = toNumber(r?.win);
  return { rounds: toNumber(r?.rounds), bet, win, net: win - bet };
}
