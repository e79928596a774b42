// What a one-process start pays for (issue 19, docs/performance.md "Start"): the server opens the database while
// the rest of it loads, and an embedded (PGlite) start without Redis reads neither the PostgreSQL driver nor
// the Redis client, nor esbuild once the house game pages are built (the tests' global setup builds them).
// Everything is imported inside the test, after the mocks below record what gets required.
const loaded: string[] = [];
jest.mock('pg', () => { loaded.push('pg'); return jest.requireActual('pg'); });
jest.mock('ioredis', () => { loaded.push('ioredis'); return jest.requireActual('ioredis'); });
jest.mock('esbuild', () => { loaded.push('esbuild'); return jest.requireActual('esbuild'); });

test('a PGlite start without Redis loads neither pg nor ioredis (nor esbuild, its pages built), and uses the configuration and database main.ts began with', async () => {
  const { openDatabase } = await import('../src/db/client');
  const { resolveConfig } = await import('../src/config');
  const { existingTemplate } = await import('./pglite-template');
  const { TEST_CONFIG_KEY, TEST_JWT_SECRET } = await import('./helper');
  const options = {
    env: {}, logger: false, jwtSecret: TEST_JWT_SECRET, configKey: TEST_CONFIG_KEY, demoData: false, housekeepingIntervalMs: 0,
    passwordHashing: { memoryCost: 4096, timeCost: 1 },
  };
  const config = resolveConfig(options);
  const opening = openDatabase({ pgliteDir: 'memory://', pgliteTemplate: existingTemplate() });
  const { buildApp } = await import('../src/app');
  const app = await buildApp(options, { config, opening });
  try {
    await app.ready();
    expect(app.config).toBe(config); // resolved once
    expect(app.database).toBe(await opening);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect(loaded).toEqual([]);
  } finally {
    await app.close();
  }
});
