// Everything the server can be configured with, resolved once from explicit options (tests) over environment
// variables (operations) over defaults (development). docs/server.md lists each variable.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@casino/shared/contract';

/** The monorepo root (server/src → ../..). */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * Loads `server/.env` when present (process entry points only, never tests). Variables already set in the
 * environment win over the file.
 */
export function loadDotEnv(file = path.resolve(__dirname, '../.env')): boolean {
  if (!fs.existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

export const DEFAULT_CONFIG_KEY = 'casino-dev-config-key';
export const DEFAULT_PUBLIC_API_URL = 'http://localhost:4000';
export const DEFAULT_REMOTE_PORTS: Record<RemoteName, number> = { account: 3001, games: 3002, wallet: 3003, support: 3004 };
export const JWT_SECRET_MIN_LENGTH = 32;

export interface DemoAccounts {
  operatorUsername: string;
  operatorPassword: string;
  memberUsername: string;
  memberPassword: string;
}

/**
 * PostgreSQL connections per API process. The hot paths are one or a few short statements, so a pool of 20
 * keeps two cores busy without queueing; with INSTANCES processes the database sees INSTANCES × this many
 * (keep it under the server's max_connections). docs/operations.md, docs/performance.md.
 */
export const DEFAULT_DB_POOL_MAX = 20;

export interface AppOptions {
  /** Environment to read defaults from (tests pass `{}` to be independent of the shell). */
  env?: NodeJS.ProcessEnv;
  /** postgres://… selects PostgreSQL. */
  databaseUrl?: string;
  /** Folder for the embedded database and the generated jwt secret. */
  dataDir?: string;
  /** PGlite folder, or `memory://`. Default `<dataDir>/db`. */
  pgliteDir?: string;
  /** Tests: data-folder tarball an in-memory PGlite starts from (see db/client.ts). */
  pgliteTemplate?: string;
  /** PostgreSQL: schema to work in (created when missing). */
  pgSchema?: string;
  dropSchemaOnClose?: boolean;
  jwtSecret?: string;
  configKey?: string;
  demoData?: boolean;
  demoAccounts?: Partial<DemoAccounts>;
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: string[];
  publicApiUrl?: string;
  remoteUrls?: Partial<Record<RemoteName, string>>;
  /** The host's origin (HOST_URL): its release record (/release.json) says what the compatibility gate accepts. */
  hostUrl?: string;
  repoRoot?: string;
  /** Proxies in front (TRUST_PROXY): a hop count or a list of IPs/CIDRs; false = none (the peer is the client). */
  trustProxy?: TrustProxy | boolean;
  /** Swagger UI at /docs (OPENAPI_DOCS; default on in development, off in production). The document is always built. */
  openapiDocs?: boolean;
  /** AES-256-GCM key for the operators' TOTP secrets at rest (TOTP_ENCRYPTION_KEY: 32 bytes, base64 or hex). */
  totpEncryptionKey?: string;
  /** Owners and cashiers must enrol TOTP (default: production and not an explicit demo). */
  totpMandatory?: boolean;
  /** Requests per minute per IP over the whole API; 0 turns the limit off. */
  rateLimitPerMinute?: number;
  /** Registrations per hour per IP; 0 turns the limit off. */
  registerLimitPerHour?: number;
  /** argon2id cost; tests may lower it. */
  passwordHashing?: { memoryCost?: number; timeCost?: number };
  /** How often expired keys, sessions and login failures are purged; 0 = never (tests). */
  housekeepingIntervalMs?: number;
  /** How often running step plans are evaluated (ROLLOUT_TICK_MS, default 30 s); 0 = never (tests tick by hand). */
  rolloutTickMs?: number;
  /** Benchmarks: this many extra generated games (DEMO_GAMES_SCALE); 0 = none. */
  demoGamesScale?: number;
  /** redis://… shares the request rate limits between processes (REDIS_URL); unset = in memory. */
  redisUrl?: string;
  /** Prefix of every Redis key this server writes (REDIS_KEY_PREFIX); tests use a unique one per run. */
  redisKeyPrefix?: string;
  /** How many API processes serve this database (INSTANCES); above 1 needs PostgreSQL, Redis and JWT_SECRET. */
  instances?: number;
  /** On SIGTERM, how long in-flight requests may take before the process exits anyway (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs?: number;
  /** PostgreSQL only: connections in the pool (DB_POOL_MAX, default 20). */
  dbPoolMax?: number;
}

export interface AppConfig {
  databaseUrl?: string;
  dataDir: string;
  pgliteDir: string;
  pgliteTemplate?: string;
  pgSchema?: string;
  dropSchemaOnClose: boolean;
  jwtSecret: string;
  configKey: string;
  demoData: boolean;
  demoAccounts: DemoAccounts;
  corsOrigins: string[];
  publicApiUrl: string;
  remoteUrls: Record<RemoteName, string>;
  hostUrl: string;
  repoRoot: string;
  trustProxy: TrustProxy;
  openapiDocs: boolean;
  /** 32 bytes: the AES-256-GCM key of the TOTP secrets (security/totp-secrets.ts). */
  totpKey: Buffer;
  totpMandatory: boolean;
  rateLimitPerMinute: number;
  registerLimitPerHour: number;
  passwordHashing: { memoryCost: number; timeCost: number };
  housekeepingIntervalMs: number;
  rolloutTickMs: number;
  demoGamesScale: number;
  redisUrl?: string;
  redisKeyPrefix: string;
  instances: number;
  shutdownGraceMs: number;
  dbPoolMax: number;
  production: boolean;
}

/** Fastify's trustProxy: false, a hop count, or the proxies' IPs/CIDRs. Never `true` (see parseTrustProxy). */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: empty/0/false = no proxy; `1`, `2` = that many proxies in front (the client is that many hops
 * from the right of X-Forwarded-For); or a comma-separated list of the proxies' IPs/CIDRs. `true` is refused: it
 * trusted every hop, so the leftmost X-Forwarded-For — written by the client itself — became the client IP.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') {
    throw new Error('TRUST_PROXY=true is refused: it trusts every X-Forwarded-For hop, so a client could name its own IP and escape the '
      + 'login and rate limits. Give the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5).');
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = list(text);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = net.isIP(address ?? '');
    const maxPrefix = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count nor an IP address or CIDR range`);
    }
  }
  return entries;
}

/**
 * What Fastify's `trustProxy` takes for it. A hop count becomes proxy-addr's function `(address, hop) => hop < n`
 * (Fastify 5 itself fails closed on a number): the client is the n-th address from the right of X-Forwarded-For.
 */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value === 0 ? false : (_address, hop) => hop < value;
  return value;
}

/** DEMO_DATA: in production off unless exactly `1`; in development on unless `0`. */
export function resolveDemoData(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const value = (env.DEMO_DATA ?? '').trim();
  if (!production) return value !== '0';
  if (value !== '' && value !== '0' && value !== '1') {
    throw new Error(`DEMO_DATA=${value} is not understood in production: DEMO_DATA=1 seeds the demo accounts (published passwords), 0 or unset does not`);
  }
  return value === '1';
}

export function defaultCorsOrigins(): string[] {
  const ports = [3000, ...Object.values(DEFAULT_REMOTE_PORTS)];
  return ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const trimSlash = (url: string) => url.replace(/\/+$/, '');

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

export function resolveConfig(options: AppOptions = {}): AppConfig {
  const env = options.env ?? process.env;
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const dataDir = path.resolve(options.dataDir ?? (env.DATA_DIR || path.join(repoRoot, 'data')));
  const databaseUrl = options.databaseUrl ?? (env.DATABASE_URL || undefined);
  const pgliteDir = options.pgliteDir ?? path.join(dataDir, 'db');
  const remoteUrls = Object.fromEntries(REMOTE_NAMES.map((name) => {
    const fromEnv = env[`REMOTE_${name.toUpperCase()}_URL`];
    return [name, trimSlash(options.remoteUrls?.[name] ?? (fromEnv || `http://localhost:${DEFAULT_REMOTE_PORTS[name]}`))];
  })) as Record<RemoteName, string>;

  const redisUrl = options.redisUrl ?? (env.REDIS_URL || undefined);
  const explicitJwtSecret = options.jwtSecret ?? (env.JWT_SECRET || undefined);
  const instances = options.instances ?? intFrom(env.INSTANCES, 1, 'INSTANCES');
  checkInstances(instances, { databaseUrl, redisUrl, jwtSecret: explicitJwtSecret });
  const production = env.NODE_ENV === 'production';
  const demoData = options.demoData ?? resolveDemoData(env, production);
  const ephemeral = !databaseUrl && pgliteDir.startsWith('memory://');

  return {
    databaseUrl,
    dataDir,
    pgliteDir,
    pgliteTemplate: options.pgliteTemplate,
    pgSchema: options.pgSchema,
    dropSchemaOnClose: options.dropSchemaOnClose ?? false,
    jwtSecret: resolveJwtSecret(explicitJwtSecret, dataDir, ephemeral),
    configKey: options.configKey ?? (env.CONFIG_KEY || DEFAULT_CONFIG_KEY),
    demoData,
    demoAccounts: {
      operatorUsername: options.demoAccounts?.operatorUsername ?? (env.DEMO_OPERATOR_USERNAME || 'operator'),
      operatorPassword: options.demoAccounts?.operatorPassword ?? (env.DEMO_OPERATOR_PASSWORD || 'operator1234'),
      memberUsername: options.demoAccounts?.memberUsername ?? (env.DEMO_MEMBER_USERNAME || 'demo'),
      memberPassword: options.demoAccounts?.memberPassword ?? (env.DEMO_MEMBER_PASSWORD || 'demo1234'),
    },
    corsOrigins: options.corsOrigins ?? (env.CORS_ORIGINS ? list(env.CORS_ORIGINS) : defaultCorsOrigins()),
    publicApiUrl: trimSlash(options.publicApiUrl ?? (env.PUBLIC_API_URL || DEFAULT_PUBLIC_API_URL)),
    remoteUrls,
    hostUrl: trimSlash(options.hostUrl ?? (env.HOST_URL || 'http://localhost:3000')),
    repoRoot,
    trustProxy: options.trustProxy === undefined ? parseTrustProxy(env.TRUST_PROXY) : checkTrustProxy(options.trustProxy),
    openapiDocs: options.openapiDocs ?? (production ? env.OPENAPI_DOCS === '1' : env.OPENAPI_DOCS !== '0'),
    totpKey: resolveTotpKey(options.totpEncryptionKey ?? (env.TOTP_ENCRYPTION_KEY || undefined), dataDir, ephemeral, production && !demoData),
    totpMandatory: options.totpMandatory ?? (production && !demoData),
    rateLimitPerMinute: options.rateLimitPerMinute ?? intFrom(env.RATE_LIMIT_PER_MINUTE, 1000, 'RATE_LIMIT_PER_MINUTE'),
    registerLimitPerHour: options.registerLimitPerHour ?? intFrom(env.REGISTER_LIMIT_PER_HOUR, 100, 'REGISTER_LIMIT_PER_HOUR'),
    passwordHashing: {
      memoryCost: options.passwordHashing?.memoryCost ?? 19_456, // OWASP argon2id baseline: 19 MiB, 2 passes
      timeCost: options.passwordHashing?.timeCost ?? 2,
    },
    housekeepingIntervalMs: options.housekeepingIntervalMs ?? 10 * 60_000,
    rolloutTickMs: options.rolloutTickMs ?? intFrom(env.ROLLOUT_TICK_MS, 30_000, 'ROLLOUT_TICK_MS'),
    demoGamesScale: options.demoGamesScale ?? intFrom(env.DEMO_GAMES_SCALE, 0, 'DEMO_GAMES_SCALE'),
    redisUrl,
    redisKeyPrefix: options.redisKeyPrefix ?? (env.REDIS_KEY_PREFIX || 'casino:'),
    instances,
    shutdownGraceMs: options.shutdownGraceMs ?? intFrom(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    dbPoolMax: options.dbPoolMax ?? intFrom(env.DB_POOL_MAX, DEFAULT_DB_POOL_MAX, 'DB_POOL_MAX'),
    production,
  };
}

/**
 * Several processes behind a load balancer must share everything that decides an answer: the database
 * (PostgreSQL; PGlite is one process per folder), the request rate limits (Redis) and the token key (an explicit
 * JWT_SECRET; a generated one would differ per data folder). Refused at start with the reason, rather than
 * serving members inconsistently.
 */
function checkInstances(instances: number, given: { databaseUrl?: string; redisUrl?: string; jwtSecret?: string }): void {
  if (instances === 0) throw new Error('INSTANCES must be at least 1');
  if (instances === 1) return;
  const missing: string[] = [];
  if (!given.databaseUrl) missing.push('DATABASE_URL (PostgreSQL: the embedded database serves one process only)');
  if (!given.redisUrl) missing.push('REDIS_URL (the request rate limits are shared through Redis)');
  if (!given.jwtSecret) missing.push('JWT_SECRET (the same explicit key on every instance, so that any of them accepts a token)');
  if (missing.length > 0) {
    throw new Error(`INSTANCES=${instances} needs ${missing.join('; ')}. See docs/operations.md, "Running several instances".`);
  }
}

function checkTrustProxy(value: TrustProxy | boolean): TrustProxy {
  if (value === true) return parseTrustProxy('true'); // throws the explanation
  return value;
}

export const TOTP_KEY_BYTES = 32;

/** A 32-byte key written as base64/base64url (43–44 characters) or hex (64 characters). */
export function parseTotpKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== TOTP_KEY_BYTES || (!/^[0-9a-f]{64}$/i.test(value) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(value))) {
    throw new Error('TOTP_ENCRYPTION_KEY must be 32 random bytes, as 64 hex characters or base64 '
      + '(e.g. `node -e "console.log(require(\'crypto\').randomBytes(32).toString(\'base64\'))"`)');
  }
  return key;
}

/**
 * The key of the operators' TOTP secrets at rest: TOTP_ENCRYPTION_KEY when given; required in production (unless
 * an explicit demo); otherwise generated once into `<data dir>/totp-key` (mode 600) like the jwt secret.
 */
function resolveTotpKey(explicit: string | undefined, dataDir: string, ephemeral: boolean, required: boolean): Buffer {
  if (explicit !== undefined) return parseTotpKey(explicit);
  if (required) {
    throw new Error('TOTP_ENCRYPTION_KEY is required in production: the operators\' TOTP secrets are encrypted with it at rest. '
      + 'Generate 32 random bytes once, keep them in your secret store, and set the same key on every instance (docs/server.md).');
  }
  if (ephemeral) return crypto.randomBytes(TOTP_KEY_BYTES);
  const file = path.join(dataDir, 'totp-key');
  try {
    return parseTotpKey(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file}: ${(err as Error).message}`, { cause: err });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  // another instance starting on the same folder may have made it first: theirs is the key
  return parseTotpKey(createOnce(file, `${crypto.randomBytes(TOTP_KEY_BYTES).toString('base64')}\n`));
}

/**
 * Creates `file` (mode 600) holding `content` unless it exists, and answers what it holds: `content`, or what another
 * process put there first. Atomic for readers: the content is written to a file of its own and hard-linked into
 * place, so no process ever reads the file empty or half-written. (Created with `wx` and then written, a second API
 * instance starting on the same folder read it empty — "TOTP_ENCRYPTION_KEY must be 32 random bytes" — and exited:
 * `npm run cluster`, 2026-12-03.) Where the file system has no hard links, it is created with `wx` as before.
 */
export function createOnce(file: string, content: string): string {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temp, content, { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
    return content;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return fs.readFileSync(file, 'utf8');
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw err;
    try {
      fs.writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
      return content;
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8');
      throw again;
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * The HS256 key. Never a constant in code: JWT_SECRET when given (at least 32 characters), else a random
 * secret generated once and kept in `<data dir>/jwt-secret` (mode 600) so that tokens survive restarts.
 * A throw-away in-memory database gets a throw-away secret.
 */
function resolveJwtSecret(explicit: string | undefined, dataDir: string, ephemeral: boolean): string {
  if (explicit !== undefined) {
    if (explicit.length < JWT_SECRET_MIN_LENGTH) throw new Error(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters`);
    return explicit;
  }
  if (ephemeral) return crypto.randomBytes(48).toString('base64url');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length < JWT_SECRET_MIN_LENGTH) throw new Error(`${file} holds too short a secret; delete the file to generate a new one`);
    return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  // another process may have created it first (db:migrate next to a starting server, a second instance): theirs
  return createOnce(file, `${crypto.randomBytes(48).toString('base64url')}\n`).trim();
}
