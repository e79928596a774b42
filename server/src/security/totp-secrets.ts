// The operators' TOTP secrets at rest (issue 44): AES-256-GCM (node:crypto) under TOTP_ENCRYPTION_KEY, a fresh
// 12-byte IV per secret, the operator id as associated data (a sealed secret copied onto another operator does
// not open). Stored as `v1:<iv>:<tag>:<ciphertext>` (base64url). Recovery codes: random, only their SHA-256 kept.
import crypto from 'node:crypto';
import { sha256Hex } from '../domain/digest';

export const SEALED_PREFIX = 'v1:';

export interface SecretBox {
  seal(plain: string, operatorId: number): string;
  /** Throws when the key is wrong or the text was altered. */
  open(sealed: string, operatorId: number): string;
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the TOTP encryption key must be 32 bytes');
  const aad = (operatorId: number) => Buffer.from(`operator:${operatorId}`);
  return {
    seal(plain, operatorId) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(operatorId));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${SEALED_PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
    },
    open(sealed, operatorId) {
      const [iv, tag, data] = sealed.slice(SEALED_PREFIX.length).split(':');
      if (!isSealed(sealed) || !iv || !tag || data === undefined) throw new Error('not a sealed TOTP secret');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(operatorId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i

/** Ten codes like `k7m2p-x9qtr` (50 bits each); shown once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const pick = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${pick()}-${pick()}`);
}

/** A recovery code as typed (any case, with or without the dash and spaces), or null when it cannot be one. */
export function normalizeRecoveryCode(text: string): string | null {
  const plain = text.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(plain) ? plain : null;
}

export const hashRecoveryCode = (normalized: string) => sha256Hex(`recovery:${normalized}`);
