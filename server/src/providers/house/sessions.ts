// House game sessions. A launch stores a one-time launch token (its SHA-256) valid a few minutes; the game page
// exchanges it, once, for a session token (again only its hash is kept) that the page holds in memory and
// sends as `X-House-Session`. Bets need a live session; settlement never does (docs/providers.md).
// A session's row never changes once the launch is exchanged (only its running totals, which HouseSession does
// not hold), so a server remembers the sessions it has read for a while (createSessionLookup): a round does not
// read its session again (issue 19). Whether it is still live is worked out from its expiry at every call.
// The SQL is in repositories/house-repository.ts.
import crypto from 'node:crypto';
import { sha256Hex } from '../../domain/digest';
import { Lru } from 'toad-cache';
import type { Queryable } from '../../db/client';
import { findSessionByHash, insertLaunch, startSession, type HouseSession } from '../../repositories/house-repository';

export { sessionTotals, type HouseSession, type SessionTotals } from '../../repositories/house-repository';

const hash = (token: string) => sha256Hex(token);
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

/**
 * How long a server uses a session it has read without reading it again. Nothing changes a started session's row
 * today; should something come to (an operator ending a session early, a game renamed), every server sees it
 * within this time.
 */
export const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_MAX = 10_000;

export type SessionLookup = (q: Queryable, sessionToken: string) => Promise<HouseSession | undefined>;

/**
 * Finds the session of a session token (expired ones too: `live` says which) for one server, and remembers the
 * sessions it found by their token's hash: at most SESSION_CACHE_MAX, each for SESSION_CACHE_MS, the least
 * recently used out first. So a game page's calls read their session once a minute instead of once per call.
 * `live` compares the session's expiry with this server's clock at every call, read or remembered, so a session
 * ends on time either way. A token that found no session is not remembered.
 */
export function createSessionLookup(): SessionLookup {
  const found = new Lru<HouseSession>(SESSION_CACHE_MAX, SESSION_CACHE_MS);
  return async (q, sessionToken) => {
    if (!TOKEN_RE.test(sessionToken)) return undefined;
    const key = hash(sessionToken);
    let session = found.get(key);
    if (!session) {
      session = await findSessionByHash(q, key);
      if (!session) return undefined;
      found.set(key, session);
    }
    // one clock for every call, whether the row was just read or remembered
    return { ...session, live: Date.parse(session.expiresAt) > Date.now() };
  };
}
