// Starts the whole product from production builds as two supervised child processes (scripts/lib/supervisor.mjs):
// the API server (server/dist/main.js) and the web tier (web/dist/main.js: the site, the four remotes and the
// operators' back office, each on its own origin). Used by `npm start`, the e2e suite and the benches. Both are
// configured by environment variables only, as `npm run cluster` and the containers start them
// (docs/operations.md "Environment").
import path from 'node:path';
import { port, REMOTES, ROOT } from './apps.mjs';
import { buildServer, SERVER_OUT } from './server-build.mjs';
import { createSupervisor } from './supervisor.mjs';
import { buildWeb, WEB_OUT } from './web-build.mjs';

export function stackEnv(env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  const apiUrl = env.PUBLIC_API_URL || `http://${host}:${port('server', env)}`;
  const siteUrl = `http://${host}:${port('host', env)}`;
  const remoteUrls = Object.fromEntries(REMOTES.map((r) => [r, env[`REMOTE_${r.toUpperCase()}_URL`] || `http://${host}:${port(r, env)}`]));
  const backofficeUrl = env.BACKOFFICE_URL || `http://${host}:${port('backoffice', env)}`;
  // demo.casino.local: the second seeded site, reached when that name resolves to this machine (the delivery
  // journey maps it in Chromium so its canaries never touch the default site's members).
  const origins = new Set([siteUrl, `http://127.0.0.1:${port('host', env)}`, `http://localhost:${port('host', env)}`, `http://demo.casino.local:${port('host', env)}`, ...Object.values(remoteUrls), backofficeUrl]);
  const remoteEnv = Object.fromEntries(REMOTES.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, remoteUrls[r]]));
  return {
    apiUrl, siteUrl, remoteUrls, backofficeUrl,
    serverEnv: {
      ...env,
      PORT: String(port('server', env)),
      PUBLIC_API_URL: apiUrl,
      HOST_URL: env.HOST_URL || siteUrl, // the compatibility gate reads the host's release record there
      CORS_ORIGINS: env.CORS_ORIGINS || [...origins].join(','),
      BACKOFFICE_URL: backofficeUrl,
      // `npm start` is the local demo: its API seeds the demo sites and shows its OpenAPI at /docs unless the caller
      // says otherwise (a production start has neither: docs/operations.md "Before going live")
      DEMO_DATA: env.DEMO_DATA || '1',
      OPENAPI_DOCS: env.OPENAPI_DOCS || '1',
      ...remoteEnv,
    },
    // web/src/main.ts's variables, and nothing it does not read but the process's own (PATH, …)
    webEnv: {
      ...env,
      HOST_PORT: String(port('host', env)),
      ...Object.fromEntries(REMOTES.map((r) => [`${r.toUpperCase()}_PORT`, String(port(r, env))])),
      BACKOFFICE_PORT: String(port('backoffice', env)),
      PUBLIC_HOST: host,
      PUBLIC_API_URL: apiUrl,
      CONFIG_URL: env.CONFIG_URL || apiUrl,
      CONFIG_KEY: env.CONFIG_KEY || 'casino-dev-config-key',
      BACKOFFICE_URL: backofficeUrl,
      FIRST_SCREEN: env.FIRST_SCREEN === '0' ? '0' : '1',
      WEB_ROOT: env.WEB_ROOT || ROOT,
      ...remoteEnv,
    },
  };
}

/** Resolves once `url` answers 2xx; rejects when the supervisor has stopped (a child died) or after the timeout. */
async function waitFor(url, what, supervisor, timeoutMs = Number(process.env.STACK_HEALTH_TIMEOUT_MS) || 60_000) {
  let down = null;
  supervisor.stopped.then((s) => { down = s; });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (down) throw new Error(`${what} did not start: ${down.reason}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not answer ${url} in time`);
}

/**
 * Builds what is missing (the API server's and the web tier's bundles), starts both under one supervisor and
 * resolves once both answer. `restart`: the children's policy ('never' for tests: a death stops the stack, and is
 * reported by name, reason and last output; `npm start` uses 'on-failure'). `handleSignals`: this process's
 * SIGINT/SIGTERM stop the children first (npm start); on this process's exit they are killed in any case.
 */
export async function startStack(env = process.env, { restart = 'never', handleSignals = false, supervisorName = 'stack' } = {}) {
  const { apiUrl, siteUrl, remoteUrls, backofficeUrl, serverEnv, webEnv } = stackEnv(env);
  // production mode: one JSON line per request at info (LOG_REQUESTS=0: off), LOG_LEVEL overrides (docs/operations.md "Observe")
  if (!(await buildServer())) throw new Error('the API server build failed'); // when missing or stale only
  if (!(await buildWeb())) throw new Error('the web tier build failed');
  const supervisor = createSupervisor({ name: supervisorName, handleSignals });
  const server = supervisor.start({
    name: 'api', args: ['--enable-source-maps', SERVER_OUT], cwd: path.join(ROOT, 'server'),
    env: { NODE_ENV: 'production', ...serverEnv }, restart, prefix: false,
  });
  const web = supervisor.start({
    name: 'web', args: ['--enable-source-maps', WEB_OUT], cwd: ROOT, env: { NODE_ENV: 'production', ...webEnv }, restart, prefix: false,
  });
  const stop = () => supervisor.stop('stopped');
  try {
    await Promise.all([waitFor(`${apiUrl}/health`, 'the API server', supervisor), waitFor(`${siteUrl}/runtime-config.json`, 'the web tier', supervisor)]);
    // the site's answers are asked for now, so that its first visitor already gets a drawn screen
    await fetch(`${siteUrl}/home`).then((r) => r.arrayBuffer()).catch(() => undefined);
  } catch (e) {
    await stop();
    throw e;
  }
  return { siteUrl, apiUrl, remoteUrls, backofficeUrl, stop, server: server.child, web: web.child, supervisor };
}

/**
 * The web tier alone over another WEB_ROOT (the web bench's baseline page): its origins on `basePort`…`basePort + 5`,
 * no first screen. Resolves with the site's address and a stop function.
 */
export async function startWeb({ webRoot, basePort, env = process.env }) {
  if (!(await buildWeb())) throw new Error('the web tier build failed');
  const ports = { HOST_PORT: basePort, ACCOUNT_PORT: basePort + 1, GAMES_PORT: basePort + 2, WALLET_PORT: basePort + 3, SUPPORT_PORT: basePort + 4, BACKOFFICE_PORT: basePort + 5 };
  const { webEnv, siteUrl } = stackEnv({ ...env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])), WEB_ROOT: webRoot, FIRST_SCREEN: '0' });
  const supervisor = createSupervisor({ name: 'web', handleSignals: false });
  supervisor.start({ name: 'web', args: [WEB_OUT], cwd: ROOT, env: { NODE_ENV: 'production', ...webEnv } });
  const stop = () => supervisor.stop('stopped');
  try { await waitFor(`${siteUrl}/runtime-config.json`, 'the web tier', supervisor); } catch (e) { await stop(); throw e; }
  return { siteUrl, stop };
}
