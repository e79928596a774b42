// Starts the whole product from production builds on a fresh embedded database, once for the suite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORTS } from './stack-env';

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  const env = { ...process.env, ...E2E_PORTS, DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'warn' };
  // @ts-expect-error plain ESM helper shared with `npm start`
  const { startStack } = await import('../scripts/lib/stack.mjs');
  const stack = await startStack(env);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
