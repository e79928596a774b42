// Signed remote assignments (issue 45 §2). GET /api/remotes hands each caller, per remote, the version it was served
// as a short-lived signed token: site, remote, version, track and an opaque reporter id (a hash of the member or
// visitor id, never the id itself). A health report (POST /api/telemetry) counts only under such a token, so a
// browser can only report on a version it was actually served, and every report is tied to one reporter.
// HS256 with its own key, derived from the server's secret for this one purpose (a member's jwt never verifies as
// an assignment, nor the other way round).
import crypto from 'node:crypto';
import { sha256Hex } from '../domain/digest';
import { SignJWT, jwtVerify } from 'jose';

export const ASSIGNMENT_TTL_HOURS = 12;
const ISSUER = 'casino-server';
const AUDIENCE = 'casino-remote-assignment';

/** preview: served through an operator's preview link (issue 45 §6); its reports never count toward health. */
export type AssignmentTrack = 'stable' | 'canary' | 'preview';

export interface Assignment {
  domain: string;
  remote: string;
  version: string;
  track: AssignmentTrack;
  /** opaque: 16 hex characters of SHA-256 over the caller's id */
  reporter: string;
}

export interface AssignmentSigner {
  sign(a: Assignment, now?: Date): Promise<string>;
  /** The assignment, or null for a token that is forged, altered, expired or not an assignment. */
  verify(token: string, now?: Date): Promise<Assignment | null>;
}

const REPORTER_RE = /^[0-9a-f]{16}$/;
const VERSION_RE = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9A-Za-z][0-9A-Za-z.-]{0,39})?$/;

/** The reporter id of a caller: a member (`m<id>`), a visitor's client id (`c<cid>`), or one page load's random id. */
export function reporterOf(caller: { memberId?: number; clientId?: string }): string {
  const id = caller.memberId !== undefined ? `m${caller.memberId}` : caller.clientId ? `c${caller.clientId}` : `r${crypto.randomUUID()}`;
  return sha256Hex(id).slice(0, 16);
}

export function createAssignmentSigner(secret: string): AssignmentSigner {
  const key = new Uint8Array(crypto.hkdfSync('sha256', secret, 'casino', 'remote-assignment', 32));
  return {
    sign: (a, now = new Date()) => {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ d: a.domain, r: a.remote, v: a.version, t: a.track, p: a.reporter })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ASSIGNMENT_TTL_HOURS * 3600)
        .sign(key);
    },
    verify: async (token, now = new Date()) => {
      if (token.length > 1024) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, currentDate: now });
        const { d, r, v, t, p } = payload as Record<string, unknown>;
        if (typeof d !== 'string' || typeof r !== 'string' || typeof v !== 'string' || typeof p !== 'string') return null;
        if ((t !== 'stable' && t !== 'canary' && t !== 'preview') || !REPORTER_RE.test(p) || !VERSION_RE.test(v) || d.length > 253 || r.length > 40) return null;
        return { domain: d, remote: r, version: v, track: t, reporter: p };
      } catch {
        return null;
      }
    },
  };
}
