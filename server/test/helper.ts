// Builds the app for a test file and closes it afterwards (fastify/demo style). Every suite runs on PGlite
// in memory, and also on PostgreSQL when TEST_DATABASE_URL is set (a fresh schema per app, dropped at close).
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { existingTemplate } from './pglite-template';

export const TEST_JWT_SECRET = 'test-only-jwt-secret-0123456789abcdefghijklmnop';
/** The TOTP secrets' key in tests (32 bytes, hex): given, like the jwt secret, so no test writes one into a data folder. */
export const TEST_TOTP_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
export const TEST_CONFIG_KEY = 'test-config-key';

export interface Backend { name: 'pglite' | 'postgres'; options: () => Partial<AppOptions> }

export function backends(): Backend[] {
  const list: Backend[] = [{ name: 'pglite', options: () => ({ pgliteDir: 'memory://', pgliteTemplate: existingTemplate() }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      options: () => ({ databaseUrl: url, pgSchema: `t_${crypto.randomBytes(6).toString('hex')}`, dropSchemaOnClose: true }),
    });
  }
  return list;
}

export interface TestAppOptions {
  options?: Partial<AppOptions>;
  /** Test-only routes, registered after the app's own. */
  routes?: (app: FastifyInstance) => Promise<void> | void;
}

export async function build(backend: Backend, extra: TestAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    env: {},
    logger: false,
    jwtSecret: TEST_JWT_SECRET,
    totpEncryptionKey: TEST_TOTP_KEY,
    configKey: TEST_CONFIG_KEY,
    demoData: true,
    housekeepingIntervalMs: 0,
    rolloutTickMs: 0,
    rateLimitPerMinute: 0,
    registerLimitPerHour: 0,
    passwordHashing: { memoryCost: 4096, timeCost: 1 },
    ...backend.options(),
    ...extra.options,
  });
  if (extra.routes) await app.register(async (scope) => { await extra.routes!(scope); });
  await app.ready();
  return app;
}

/** Builds one app for the enclosing describe block: `const t = setupApp(backend); … t.app`. */
export function setupApp(backend: Backend, extra: TestAppOptions = {}): { readonly app: FastifyInstance } {
  let app: FastifyInstance | undefined;
  beforeAll(async () => { app = await build(backend, extra); });
  afterAll(async () => { await app?.close(); });
  return {
    get app() {
      if (!app) throw new Error('app not built yet');
      return app;
    },
  };
}

/** An answer body as the tests read it (the same loose type `json()` returns). */
export type AnswerBody = any;

export const json = <T = any>(res: LightMyRequestResponse): T => JSON.parse(res.body) as T;

export function post(app: FastifyInstance, url: string, body: unknown, options: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...options,
    headers: { 'content-type': 'text/plain', ...(options.headers ?? {}) },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A unique, valid username / nickname pair for this test run. */
export function uniqueName(prefix = 'u'): { username: string; nickname: string } {
  counter += 1;
  const suffix = `${crypto.randomBytes(3).toString('hex')}${counter}`;
  return { username: `${prefix}${suffix}`.slice(0, 16), nickname: `n${suffix}`.slice(0, 12) };
}

export function registration(overrides: Record<string, unknown> = {}) {
  const { username, nickname } = uniqueName();
  return {
    username,
    email: `${username}@example.com`,
    password: 'password123',
    password_confirm: 'password123',
    nickname,
    phone: '01098765432',
    bank_name: '신한은행',
    bank_account: '110123456789',
    bank_holder: '홍길동',
    date_of_birth: '1990-01-01', // issue 10: sign-up needs an adult's date of birth
    ...overrides,
  };
}

export interface Member { id: number; username: string; password: string; jwt: string; authToken: string }

/** Registers a member and logs in. */
export async function createMember(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Member> {
  const body = registration(overrides);
  const reg = json(await post(app, '/auth/register', body));
  if (reg.code !== 0) throw new Error(`register failed: ${JSON.stringify(reg)}`);
  const member = await login(app, body.username, body.password);
  return { id: reg.data.id, username: body.username, password: body.password, ...member };
}

export async function login(app: FastifyInstance, username: string, password: string, remoteAddress?: string) {
  const res = json(await post(app, '/auth/login', { username, password }, remoteAddress ? { remoteAddress } : {}));
  if (res.code !== 0) throw new Error(`login failed: ${JSON.stringify(res)}`);
  return { jwt: res.data.jwt as string, authToken: res.session.auth_token as string };
}

export async function operatorToken(app: FastifyInstance): Promise<string> {
  const res = json(await post(app, '/operator/login', { username: 'operator', password: 'operator1234' }));
  if (res.code !== 0) throw new Error(`operator login failed: ${JSON.stringify(res)}`);
  return res.data.jwt;
}

/**
 * Runs `fn` with the append-only triggers of the given tables switched off, as someone with the database owner's
 * rights could (migrations 0008, 0014, 0017): tests that play such a person — or that place rows at known instants —
 * use it, and the triggers are back on afterwards whatever happens.
 */
export async function withoutAppendOnly<T>(app: FastifyInstance, tables: Array<'ledger' | 'point_ledger' | 'ledger_anchors'>, fn: () => Promise<T>): Promise<T> {
  const { sql } = await import('../src/db/client');
  for (const table of tables) await app.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_no_change`));
  try {
    return await fn();
  } finally {
    for (const table of tables) await app.db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_no_change`));
  }
}
