// argon2id password hashing. An unknown username still costs one verification (against a dummy hash made
// with the same parameters) so that response time does not tell which usernames exist.
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification and returns false. */
  verifyDummy(password: string): Promise<false>;
}

export function createPasswordHasher(cost: { memoryCost: number; timeCost: number }): PasswordHasher {
  // Default algorithm of @node-rs/argon2 is argon2id.
  const options = { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  const safeVerify = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never lets anyone in
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: safeVerify,
    verifyDummy: async (password) => {
      dummy ??= hash(crypto.randomBytes(16).toString('hex'), options);
      await safeVerify(await dummy, password);
      return false;
    },
  };
}
