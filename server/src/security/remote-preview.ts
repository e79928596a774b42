// Preview overrides (issue 45 §6): an operator mints a short-lived signed token for one site, remote and version,
// opens it as a link, and that browser session loads the version instead of its assigned one. HS256 with its own
// key derived from the server's secret (like remote-assignments.ts), so neither a member's jwt nor an assignment
// verifies as a preview, nor the other way round. The token names the operator who minted it, for the audit.
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** A preview lasts at most an hour: long enough to try a release, short enough that a leaked link soon dies. */
export const PREVIEW_TTL_MINUTES = 60;
const ISSUER = 'casino-server';
const AUDIENCE = 'casino-remote-preview';
const PURPOSE = 'preview';
const VERSION_RE = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9A-Za-z][0-9A-Za-z.-]{0,39})?$/;

export interface Preview {
  domain: string;
  remote: string;
  version: string;
  operatorId: number;
  expiresAt: Date;
}

export interface PreviewSigner {
  sign(p: Omit<Preview, 'expiresAt'>, now?: Date): Promise<{ token: string; expiresAt: Date }>;
  /** The preview, or null for a token that is forged, altered, expired or not a preview. */
  verify(token: string, now?: Date): Promise<Preview | null>;
}

export function createPreviewSigner(secret: string): PreviewSigner {
  const key = new Uint8Array(crypto.hkdfSync('sha256', secret, 'casino', 'remote-preview', 32));
  return {
    sign: async (p, now = new Date()) => {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + PREVIEW_TTL_MINUTES * 60;
      const token = await new SignJWT({ d: p.domain, r: p.remote, v: p.version, o: p.operatorId, purpose: PURPOSE })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    verify: async (token, now = new Date()) => {
      if (token.length > 1024) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, currentDate: now });
        const { d, r, v, o, purpose, exp, iat } = payload as Record<string, unknown>;
        if (purpose !== PURPOSE || typeof d !== 'string' || typeof r !== 'string' || typeof v !== 'string' || typeof o !== 'number') return null;
        if (typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > PREVIEW_TTL_MINUTES * 60) return null;
        if (!VERSION_RE.test(v) || d.length > 253 || r.length > 40 || !Number.isInteger(o)) return null;
        return { domain: d, remote: r, version: v, operatorId: o, expiresAt: new Date(exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
