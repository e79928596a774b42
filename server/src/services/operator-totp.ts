// TOTP second factor for operators (issue 16), with the kept `otpauth` library: RFC 6238, SHA-1, 6 digits,
// 30 s, one step of clock drift either way. A code is accepted once (operators.totp_last_step). Secrets are
// sealed at rest (security/totp-secrets.ts); recovery codes stand in for a code once each (issue 44).
import * as OTPAuth from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@casino/shared/contract';
import type { Db, Queryable } from '../db/client';
import { listOperatorTotpSecrets, replaceRecoveryCodes, updateOperator, useRecoveryCode } from '../repositories/operators-repository';
import { hashRecoveryCode, isSealed, newRecoveryCodes, normalizeRecoveryCode, type SecretBox } from '../security/totp-secrets';

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

/**
 * At start (issue 44): seals every TOTP secret still stored in clear text, and proves the configured key opens
 * the sealed ones, so that a wrong TOTP_ENCRYPTION_KEY is a readable start error, not a failed login later.
 */
export async function prepareTotpSecrets(db: Db, box: SecretBox): Promise<{ sealed: number }> {
  let sealed = 0;
  for (const row of await listOperatorTotpSecrets(db)) {
    const set: { totpSecret?: string; totpPendingSecret?: string } = {};
    for (const field of ['totpSecret', 'totpPendingSecret'] as const) {
      const stored = row[field];
      if (!stored) continue;
      if (isSealed(stored)) {
        try {
          box.open(stored, row.id);
        } catch {
          throw new Error(`TOTP_ENCRYPTION_KEY does not open the TOTP secret of operator #${row.id}: the key is not the one the secrets were `
            + 'encrypted with. Set the original key (docs/server.md, "TOTP secrets"); an owner can reset the TOTP of an operator whose secret is lost.');
        }
      } else {
        set[field] = box.seal(stored, row.id);
      }
    }
    if (Object.keys(set).length > 0) {
      await updateOperator(db, row.id, set);
      sealed += 1;
    }
  }
  return { sealed };
}

/** The secret as stored → its base32 text (a clear-text one, from before sealing at start, is taken as it is). */
export const openTotpSecret = (box: SecretBox, stored: string, operatorId: number) => (isSealed(stored) ? box.open(stored, operatorId) : stored);

/** Issues a new set of recovery codes (stored hashed) and answers them, to be shown once. */
export async function issueRecoveryCodes(q: Queryable, operatorId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(q, operatorId, codes.map((c) => hashRecoveryCode(normalizeRecoveryCode(c)!)));
  return codes;
}

/** A recovery code in place of a TOTP code: true when it was one of the operator's unused codes (now used). */
export async function redeemRecoveryCode(q: Queryable, operatorId: number, text: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(text);
  return normalized !== null && useRecoveryCode(q, operatorId, hashRecoveryCode(normalized));
}
