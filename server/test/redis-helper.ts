// Tests that need Redis (shared rate limits, several instances) run when it answers at TEST_REDIS_URL (default
// redis://127.0.0.1:6379) and are skipped otherwise. The Redis may be shared: every run writes under a key
// prefix of its own and deletes only those keys.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import Redis from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

let answered: boolean | undefined;
/** Synchronous (so that a suite can choose `describe` or `describe.skip`): a PING within a second. */
export function redisAnswers(): boolean {
  if (answered !== undefined) return answered;
  const probe = `
    const u = new URL(process.argv[1]);
    const s = require('node:net').connect(Number(u.port || 6379), u.hostname);
    const t = setTimeout(() => process.exit(1), 1000);
    s.on('connect', () => s.write('PING\\r\\n'));
    s.on('data', (d) => { clearTimeout(t); process.exit(String(d).startsWith('+PONG') ? 0 : 1); });
    s.on('error', () => process.exit(1));`;
  try {
    execFileSync(process.execPath, ['-e', probe, TEST_REDIS_URL], { stdio: 'ignore', timeout: 3000 });
    answered = true;
  } catch {
    answered = false;
  }
  return answered;
}

export const uniqueRedisPrefix = () => `casino-test:${crypto.randomBytes(6).toString('hex')}:`;

/** Deletes the keys a test run wrote (never anything else). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
