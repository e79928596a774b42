// TOTP second factor for operators (issue 16), with the kept `otpauth` library: RFC 6238, SHA-1, 6 digits,
// 30 s, one step of clock drift either way. A code is accepted once (operators.totp_last_step).
import * as OTPAuth from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@casino/shared/contract';

export const TOTP_ISSUER = 'Casino Back Office';

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'operator') {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export const totpUri = (secret: string, username: string) => totp(secret, username).toString();

/** The time step the code belongs to (now ± 1), or null when it is not a valid code now. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Tests and the CLI: the current code of a secret. */
export const totpCode = (secret: string, now = Date.now()) => totp(secret).generate({ timestamp: now });
