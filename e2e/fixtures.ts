// Every journey imports `test` from here. Each Playwright worker starts its own whole product (API server + web
// tier, production builds) on its own ports (stack-env.ts) and its own fresh database, once, before its first
// journey: workers share nothing, so journeys run two at a time without meeting. The 'postgres' project's worker
// runs its stack on a new PostgreSQL database (E2E_DATABASE_URL names the server; see playwright.config.ts);
// every other worker on embedded PGlite in a temporary folder, as `npm start` does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_PORTS } from './stack-env';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, FrameLocator, Locator, Page, Response } from '@playwright/test';

/** A new database on the server E2E_DATABASE_URL names; dropped at the end. */
function freshDatabase(serverUrl: string, worker: number): { url: string; drop: () => void } {
  const name = `casino_e2e_${process.pid}_${worker}`;
  const admin = new URL(serverUrl);
  const psql = (sql: string) => execFileSync('psql', [admin.href, '-qc', sql], { stdio: 'pipe' });
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => { try { psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); } catch { /* the server is gone */ } } };
}

export const test = base.extend<object, { stack: void }>({
  stack: [async ({ browserName }, use, workerInfo) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
    const postgres = workerInfo.project.name === 'postgres' && process.env.E2E_DATABASE_URL
      ? freshDatabase(process.env.E2E_DATABASE_URL, workerInfo.parallelIndex) : null;
    const env = {
      ...process.env, ...E2E_PORTS, DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'warn',
      ROLLOUT_TICK_MS: '1000', // step plans tick every second (rollout-plan.spec.ts)
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    // @ts-expect-error plain ESM helper shared with `npm start`
    const { startStack } = await import('../scripts/lib/stack.mjs');
    const stack = await startStack(env, { supervisorName: `e2e-${browserName}-${workerInfo.parallelIndex}` });
    await use();
    await stack.stop();
    postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, { scope: 'worker', auto: true, timeout: 180_000 }],
});
