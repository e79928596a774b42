#!/usr/bin/env node
// `npm run cluster`: the product as it runs in production, on this machine. Two API instances
// (`node server/dist/main.js`, INSTANCES=2) on the machine's PostgreSQL and Redis, HAProxy in front of them on
// the public API port (deploy/haproxy/haproxy.cfg, the same file docker compose mounts), then the web tier
// (`node web/dist/main.js`: the site, the four remotes, the back office). Every process is a child of
// scripts/lib/supervisor.mjs: an API instance that stops (a crash, or a SIGTERM to drain it) is started again;
// HAProxy or the web tier dying stops everything; Ctrl-C stops everything. docs/operations.md "Deploy".
//
// Ports (CLUSTER_PORT_BASE, default 3000): site = base, remotes base+1…4, back office base+5, HAProxy (the
// public API) base+1000, the API instances base+1001 and base+1002, HAProxy's statistics page base+1009.
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/casino, created when missing),
// REDIS_URL (default redis://127.0.0.1:6379), JWT_SECRET (default: generated once into <DATA_DIR>/cluster-jwt-secret),
// DEMO_DATA (default 1: a local demo with the demo operator; 0 for an empty production database), and
// every server variable of docs/operations.md, passed on to both instances. `--no-build`: no build step.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, ROOT } from './lib/apps.mjs';
import { SERVER_DIR, SERVER_OUT } from './lib/server-build.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { WEB_OUT } from './lib/web-build.mjs';

export const HAPROXY_CFG = path.join(ROOT, 'deploy/haproxy/haproxy.cfg');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/casino';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const HAPROXY_CANDIDATES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];

/** Every port the cluster uses, from CLUSTER_PORT_BASE. */
export function clusterPorts(env = process.env) {
  const base = Number(env.CLUSTER_PORT_BASE || 3000);
  if (!Number.isInteger(base) || base < 1 || base + 1012 > 65535) throw new Error(`CLUSTER_PORT_BASE must be a port number, not "${env.CLUSTER_PORT_BASE}"`);
  return {
    host: base, account: base + 1, games: base + 2, wallet: base + 3, support: base + 4, backoffice: base + 5,
    balancer: base + 1000, api: [base + 1001, base + 1002], stats: base + 1009, metrics: [base + 1011, base + 1012],
  };
}

/** The haproxy binary: found on this machine, else installed with apt-get when root; else null and the command to run is printed. */
export function ensureHaproxy({ log = console.log } = {}) {
  const found = () => HAPROXY_CANDIDATES.find((p) => existsSync(p)) ?? whichHaproxy();
  let bin = found();
  if (bin) return bin;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error('HAProxy is missing. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y haproxy\n');
    return null;
  }
  log('[cluster] installing Debian haproxy with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], { stdio: 'inherit', env });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], { stdio: 'inherit', env });
  }
  bin = found();
  if (!bin) console.error('apt-get finished but haproxy is still missing.');
  return bin ?? null;
}

function whichHaproxy() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'haproxy'))) return path.join(dir, 'haproxy');
  }
  return undefined;
}

/** Creates the database of `url` when it does not exist yet (connecting to the server's `postgres` database). */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(`PostgreSQL does not answer at ${adminUrl.host} (${e.message}); start it or set DATABASE_URL`, { cause: e });
  }
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`).catch((e) => { if (e.code !== '42P04') throw e; }); // 42P04: created meanwhile
      return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/** Answers when Redis at `url` answers PING; throws a readable error otherwise. */
export function checkRedis(url, timeoutMs = 3000) {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: u.hostname || '127.0.0.1', port: Number(u.port || 6379) });
    const fail = (why) => { socket.destroy(); reject(new Error(`Redis does not answer at ${u.host} (${why}); start it or set REDIS_URL`)); };
    socket.setTimeout(timeoutMs, () => fail('timeout'));
    socket.once('error', (e) => fail(e.code ?? e.message));
    socket.once('connect', () => socket.write(u.password ? `AUTH ${decodeURIComponent(u.password)}\r\nPING\r\n` : 'PING\r\n'));
    let text = '';
    socket.on('data', (d) => {
      text += d;
      if (text.includes('PONG')) { socket.end(); resolve(); } else if (text.startsWith('-')) fail(text.trim());
    });
  });
}

/** JWT_SECRET from the environment, else one generated once into the data folder (every instance needs the same). */
export function clusterJwtSecret(env, dataDir) {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'cluster-jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** What the API instances, HAProxy and the web tier are started with. */
export function clusterEnv(env = process.env) {
  const ports = clusterPorts(env);
  const publicHost = env.PUBLIC_HOST || 'localhost';
  const apiUrl = env.PUBLIC_API_URL || `http://${publicHost}:${ports.balancer}`;
  const siteUrl = `http://${publicHost}:${ports.host}`;
  const remoteUrls = Object.fromEntries(REMOTES.map((r) => [r, env[`REMOTE_${r.toUpperCase()}_URL`] || `http://${publicHost}:${ports[r]}`]));
  const backofficeUrl = env.BACKOFFICE_URL || `http://${publicHost}:${ports.backoffice}`;
  const dataDir = path.resolve(env.DATA_DIR || path.join(ROOT, 'data'));
  const origins = new Set([siteUrl, `http://127.0.0.1:${ports.host}`, `http://localhost:${ports.host}`, ...Object.values(remoteUrls), backofficeUrl]);
  const shared = {
    PUBLIC_HOST: publicHost,
    PUBLIC_API_URL: apiUrl,
    BACKOFFICE_URL: backofficeUrl,
    ...Object.fromEntries(REMOTES.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, remoteUrls[r]])),
  };
  const api = {
    ...env,
    ...shared,
    NODE_ENV: env.NODE_ENV || 'production',
    DATABASE_URL: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    REDIS_URL: env.REDIS_URL || DEFAULT_REDIS_URL,
    INSTANCES: '2',
    TRUST_PROXY: '1', // one hop: HAProxy; the client's address is the last X-Forwarded-For value
    DATA_DIR: dataDir,
    DEMO_DATA: env.DEMO_DATA ?? '1',
    OPENAPI_DOCS: env.OPENAPI_DOCS ?? (env.DEMO_DATA === '0' ? '0' : '1'), // the demo shows /docs, a production run does not
    HOST: '127.0.0.1', // only HAProxy reaches the instances
    HOST_URL: env.HOST_URL || siteUrl,
    CORS_ORIGINS: env.CORS_ORIGINS || [...origins].join(','),
  };
  // the web tier needs none of the API's secrets
  const webBase = Object.fromEntries(Object.entries(env).filter(([key]) => !['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'TOTP_ENCRYPTION_KEY'].includes(key)));
  const web = {
    ...webBase,
    ...shared,
    NODE_ENV: env.NODE_ENV || 'production',
    HOST_PORT: String(ports.host),
    ...Object.fromEntries(REMOTES.map((r) => [`${r.toUpperCase()}_PORT`, String(ports[r])])),
    BACKOFFICE_PORT: String(ports.backoffice),
    CONFIG_URL: env.CONFIG_URL || apiUrl,
    WEB_ROOT: env.WEB_ROOT || ROOT,
  };
  const haproxy = {
    PATH: env.PATH,
    LB_BIND: `:${ports.balancer}`,
    LB_STATS_BIND: `127.0.0.1:${ports.stats}`,
    API1_ADDR: `127.0.0.1:${ports.api[0]}`,
    API2_ADDR: `127.0.0.1:${ports.api[1]}`,
  };
  return {
    ports, dataDir, apiUrl, siteUrl, remoteUrls, backofficeUrl, api, web, haproxy,
    balancerUrl: `http://127.0.0.1:${ports.balancer}`,
    statsUrl: `http://127.0.0.1:${ports.stats}/stats`,
    instanceUrls: ports.api.map((p) => `http://127.0.0.1:${p}`),
    metricsUrls: ports.metrics.map((p) => `http://127.0.0.1:${p}/metrics`),
  };
}

/** Waits until GET `url` answers 200; fails when a child died meanwhile (`failed()` says which and why) or in time. */
async function waitFor(url, { what, failed, timeoutMs = Number(process.env.STACK_HEALTH_TIMEOUT_MS) || 60_000 }) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const failure = failed();
    if (failure) throw new Error(failure);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer ${url} in time`);
}

/**
 * Starts the cluster (what `npm run cluster` runs after the build): answers its URLs, the supervisor and its
 * children (`api1`, `api2`, `haproxy`, `web`), and `stop()`. `handleSignals` (default true): Ctrl-C or SIGTERM
 * to this process stops every child and exits; a test passes false and calls stop() itself.
 */
export async function startCluster(env = process.env, { handleSignals = true, output = 'inherit', log = console.log } = {}) {
  const cfg = clusterEnv(env);
  if (!existsSync(SERVER_OUT)) throw new Error(`${path.relative(ROOT, SERVER_OUT)} is missing: build first (npm run cluster builds it)`);
  const haproxyBin = ensureHaproxy({ log });
  if (!haproxyBin) throw new Error('HAProxy is missing (see above)');
  if (await ensureDatabase(cfg.api.DATABASE_URL)) log(`[cluster] created the database ${new URL(cfg.api.DATABASE_URL).pathname.slice(1)}`);
  await checkRedis(cfg.api.REDIS_URL);
  cfg.api.JWT_SECRET = clusterJwtSecret(env, cfg.dataDir);

  const sup = createSupervisor({ name: 'cluster', graceMs: Number(cfg.api.SHUTDOWN_GRACE_MS || 10_000) + 5_000, handleSignals, log: (line) => console.error(line) });
  const stop = (reason = 'stopped') => sup.stop(reason);
  // a process that dies before the cluster is up is a start-up failure (bad configuration, a port in use, a
  // database refusing): everything stops with its reason instead of restarting it in a loop
  let startFailure = null;
  const onStartExit = ({ name, code, signal, tail }) => {
    startFailure ??= `${name} ${signal ? `was killed by ${signal}` : `exited with code ${code}`} while starting${tail.length ? `: ${tail.at(-1).trim()}` : ''}`;
  };
  sup.events.on('exit', onStartExit);
  const failed = () => startFailure;
  try {
    // both instances at once: on an empty database, migrations and seeds take turns on an advisory lock
    const apis = cfg.ports.api.map((port, i) => sup.start({
      name: `api${i + 1}`, args: ['--enable-source-maps', SERVER_OUT], cwd: SERVER_DIR, env: { ...cfg.api, PORT: String(port), METRICS_PORT: String(cfg.ports.metrics[i]), INSTANCE_NAME: `api${i + 1}` },
      restart: 'always', maxRestarts: 20, backoffMs: 200, output, prefix: true,
    }));
    await Promise.all(apis.map((handle, i) => waitFor(`${cfg.instanceUrls[i]}/health/ready`, { what: handle.spec.name, failed })));
    // -db: in the foreground, its log on standard output; -W: master-worker, so SIGUSR2 reloads the file
    const haproxy = sup.start({
      name: 'haproxy', command: haproxyBin, args: ['-W', '-db', '-f', HAPROXY_CFG], cwd: ROOT, env: cfg.haproxy,
      restart: 'on-failure', maxRestarts: 3, output, prefix: true,
    });
    await waitFor(`${cfg.balancerUrl}/health/ready`, { what: 'haproxy', failed });
    const web = await startWeb(sup, cfg, { output, failed });
    sup.events.off('exit', onStartExit);
    return { ...cfg, supervisor: sup, children: { api1: apis[0], api2: apis[1], haproxy, web }, stop };
  } catch (e) {
    await stop(e.message);
    throw e;
  }
}

/** The web tier: `node web/dist/main.js` (the site, the remotes, the back office), configured by its environment. */
async function startWeb(sup, cfg, { output, failed }) {
  if (!existsSync(WEB_OUT)) throw new Error(`${path.relative(ROOT, WEB_OUT)} is missing: build first (npm run cluster builds it)`);
  const web = sup.start({ name: 'web', args: ['--enable-source-maps', WEB_OUT], cwd: ROOT, env: cfg.web, restart: 'on-failure', maxRestarts: 3, output, prefix: true });
  await waitFor(`http://127.0.0.1:${cfg.ports.host}/runtime-config.json`, { what: 'web', failed });
  return web;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // what is missing or stale: the API's bundle and house pages, the web tier's bundle, the host, remotes, back office
  // (`--no-build`: start from the builds there are, e.g. right after `npm run build`)
  const { buildApps } = await import('./build.mjs');
  if (!process.argv.includes('--no-build') && !(await buildApps())) {
    console.error('[cluster] a build failed; see the messages above.');
    process.exit(1);
  }
  let cluster;
  try {
    cluster = await startCluster();
  } catch (e) {
    console.error(`[cluster] ${e.message}`);
    process.exit(1);
  }
  const pids = Object.entries(cluster.children).filter(([, h]) => h).map(([name, h]) => `${name} ${h.pid}`).join(', ');
  console.log(`
  Casino site:  ${cluster.siteUrl}
  API:          ${cluster.apiUrl}  (HAProxy → ${cluster.instanceUrls.join(', ')}; Swagger UI at /docs with OPENAPI_DOCS=1)
  HAProxy:      ${cluster.statsUrl}  (servers up/down, live)
  Metrics:      ${cluster.metricsUrls.join('  ')}  (Prometheus, one per instance)
  Remotes:      ${Object.values(cluster.remoteUrls).join('  ')}
  Back office:  ${cluster.backofficeUrl}  (operators)
  Database:     ${cluster.api.DATABASE_URL.replace(/\/\/[^@/]*@/, '//…@')}   Redis: ${cluster.api.REDIS_URL.replace(/\/\/[^@/]*@/, '//…@')}
  Processes:    ${pids}
  Drain one API instance: kill -TERM <pid of api1 or api2> (it is started again; HAProxy routes around it)

  Press Ctrl-C to stop.
`);
  cluster.supervisor.events.on('restart', ({ name }) => console.error(`[cluster] ${name} started again (pid ${cluster.supervisor.children.get(name).pid})`));
  const end = await cluster.supervisor.stopped;
  process.exit(end.failed ? 1 : 0);
}
