// Credentials. The jwt (HS256 only, issuer and audience checked, 12 h) names its session (`sid`), and every
// protected call checks that session in the database, so logout and suspension take effect at once. The auth
// token is an opaque random alternative bearer for the same session; only its SHA-256 is stored.
import crypto from 'node:crypto';
import { sha256Hex } from '../domain/digest';
import { SignJWT, jwtVerify } from 'jose';
import { Lru } from 'toad-cache';
import { JWT_TTL_HOURS, Msg } from '@casino/shared/contract';
import { AuthError } from '../http/envelope';

export const JWT_ISSUER = 'casino-server';
export const AUDIENCES = { member: 'casino-member', operator: 'casino-operator' } as const;
export type Principal = keyof typeof AUDIENCES;
export const SESSION_TTL_MS = JWT_TTL_HOURS * 3600_000;

export interface VerifiedToken { subject: number; sessionId: string }

export interface TokenService {
  sign(principal: Principal, subject: number, sessionId: string, expiresAt: Date): Promise<string>;
  /** Throws AuthError(token_expired | invalid_token). */
  verify(principal: Principal, token: string): Promise<VerifiedToken>;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Verified jwts are remembered briefly (VERIFIED_CACHE_MS, never past their expiry) so that the 10 s poll does
 * not recompute an HMAC per call. Only the token's own checks are cached: signature, issuer, audience, expiry.
 * The session row (revoked, expired, member suspended) is still read on every call, so logout and suspension
 * still take effect at once.
 */
export const VERIFIED_CACHE_MS = 60_000;
const VERIFIED_CACHE_MAX = 10_000;

export function createTokenService(secret: string, clock: () => number = Date.now): TokenService {
  const key = new TextEncoder().encode(secret);
  // toad-cache's LRU bounds it (least recently used out first); each entry's own `until` ends it, by `clock`
  const verified = new Lru<{ principal: Principal; token: VerifiedToken; until: number }>(VERIFIED_CACHE_MAX);
  const remember = (principal: Principal, value: string, token: VerifiedToken, expSeconds: number | undefined) => {
    const now = clock();
    const until = Math.min(now + VERIFIED_CACHE_MS, expSeconds === undefined ? now : expSeconds * 1000);
    if (until <= now) return;
    verified.set(value, { principal, token, until });
  };
  return {
    sign: (principal, subject, sessionId, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(JWT_ISSUER)
        .setAudience(AUDIENCES[principal])
        .setSubject(String(subject))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    verify: async (principal, token) => {
      const known = verified.get(token);
      if (known) {
        if (known.principal === principal && known.until > clock()) return known.token;
        if (known.until <= clock()) verified.delete(token);
      }
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: AUDIENCES[principal] }));
      } catch (err) {
        throw new AuthError((err as { code?: string }).code === 'ERR_JWT_EXPIRED' ? Msg.token_expired : Msg.invalid_token);
      }
      const subject = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(subject) || subject <= 0 || typeof sessionId !== 'string' || !UUID_RE.test(sessionId)) {
        throw new AuthError(Msg.invalid_token);
      }
      const result = { subject, sessionId };
      remember(principal, token, result, payload.exp);
      return result;
    },
  };
}

const AUTH_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export function newAuthToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashAuthToken(token: string): string {
  return sha256Hex(token);
}

export type Credential =
  | { kind: 'jwt'; subject: number; sessionId: string }
  | { kind: 'token'; tokenHash: string };

/** Reads `Authorization: Bearer <jwt | auth token>`; throws AuthError(invalid_token | token_expired). */
export async function readCredential(tokens: TokenService, principal: Principal, header: string | undefined): Promise<Credential> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) throw new AuthError(Msg.invalid_token);
  const value = match[1]!;
  if (value.split('.').length === 3) {
    const { subject, sessionId } = await tokens.verify(principal, value);
    return { kind: 'jwt', subject, sessionId };
  }
  // Operators sign in with the jwt only; members may fall back to the auth token.
  if (principal === 'member' && AUTH_TOKEN_RE.test(value)) return { kind: 'token', tokenHash: hashAuthToken(value) };
  throw new AuthError(Msg.invalid_token);
}
