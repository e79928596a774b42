// House game sessions. A launch stores a one-time launch token (its SHA-256) valid a few minutes; the game page
// exchanges it, once, for a session token (again only its hash is kept) that the page holds in memory and
// sends as `X-House-Session`. Bets need a live session; settlement never does (docs/providers.md).
// The SQL is in repositories/house-repository.ts.
import crypto from 'node:crypto';
import type { Queryable } from '../../db/client';
import { findSessionByHash, insertLaunch, startSession, type HouseSession } from '../../repositories/house-repository';

export { sessionTotals, type HouseSession, type SessionTotals } from '../../repositories/house-repository';

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');
export const TOKEN_RE = /^[A-Za-z0-9_-]{40,64}$/;

/** A new launch: returns the one-time token. Also drops launches nobody opened for a day. */
export async function createLaunch(q: Queryable, input: { memberId: number; gameId: number; gameCode: string; language: string; ttlMs: number }): Promise<string> {
  const token = newToken();
  await insertLaunch(q, { ...input, launchHash: hash(token) });
  return token;
}

/** Exchanges a launch token for a session token, once and in time; undefined otherwise. */
export async function exchangeLaunch(q: Queryable, launchToken: string, ttlMinutes: number): Promise<{ token: string; session: HouseSession } | undefined> {
  if (!TOKEN_RE.test(launchToken)) return undefined;
  const token = newToken();
  const session = await startSession(q, hash(launchToken), hash(token), ttlMinutes);
  return session && { token, session };
}

/** The session of a session token (expired ones too: `live` says which). */
export async function findSession(q: Queryable, sessionToken: string): Promise<HouseSession | undefined> {
  if (!TOKEN_RE.test(sessionToken)) return undefined;
  return findSessionByHash(q, hash(sessionToken));
}
