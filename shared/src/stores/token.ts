// Token check of spec §4/§8: a session is valid only with a decodable, unexpired jwt.
import { jwtDecode } from 'jwt-decode';

export type TokenCheckMessage = 'OK' | 'TOKEN_GET_ERROR' | 'TOKEN_DECODE_ERROR' | 'TOKEN_EXPIRED' | 'INVALID_TOKEN' | 'SESSION_CHECK_ERROR';

export interface TokenCheck { valid: boolean; message: TokenCheckMessage }

// The session watch checks every 100 ms: decode a given token once, not ten times a second.
let lastJwt: string | null = null;
let lastClaims: { exp?: unknown } | null = null;

export function checkToken(jwt: string | null | undefined, nowMs: number = Date.now()): TokenCheck {
  try {
    if (!jwt) return { valid: false, message: 'TOKEN_GET_ERROR' };
    let claims: { exp?: unknown };
    if (jwt === lastJwt && lastClaims) claims = lastClaims;
    else {
      try {
        claims = jwtDecode<{ exp?: unknown }>(jwt);
      } catch {
        return { valid: false, message: 'TOKEN_DECODE_ERROR' };
      }
      lastJwt = jwt;
      lastClaims = claims;
    }
    if (typeof claims.exp !== 'number') return { valid: false, message: 'INVALID_TOKEN' };
    if (claims.exp * 1000 <= nowMs) return { valid: false, message: 'TOKEN_EXPIRED' };
    return { valid: true, message: 'OK' };
  } catch {
    return { valid: false, message: 'SESSION_CHECK_ERROR' };
  }
}
