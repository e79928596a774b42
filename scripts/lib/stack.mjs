// Starts the whole product from production builds: the API server (a child process) and the static
// servers of the host, the four remotes and the operators' back office (its own origin). Used by `npm start`
// and by the e2e suite.
import { spawn } from 'node:child_process';
import { buildServer, SERVER_OUT } from './server-build.mjs';
import path from 'node:path';
import { port, REMOTES, ROOT, appDir } from './apps.mjs';
import { serveBackoffice, serveHost, serveRemote } from './static-server.mjs';
import { buildFirstScreen, FIRST_SCREEN_OUT } from './first-screen-build.mjs';
import { createRequire } from 'node:module';

/** The host's first-screen renderer (host/dist-server, built when missing or stale); none when it cannot be built. */
async function loadFirstScreen(runtime) {
  if (!(await buildFirstScreen())) return undefined;
  const { createFirstScreen } = createRequire(import.meta.url)(FIRST_SCREEN_OUT);
  return createFirstScreen(runtime);
}

export function stackEnv(env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  const apiUrl = env.PUBLIC_API_URL || `http://${host}:${port('server', env)}`;
  const siteUrl = `http://${host}:${port('host', env)}`;
  const remoteUrls = Object.fromEntries(REMOTES.map((r) => [r, env[`REMOTE_${r.toUpperCase()}_URL`] || `http://${host}:${port(r, env)}`]));
  const backofficeUrl = env.BACKOFFICE_URL || `http://${host}:${port('backoffice', env)}`;
  // demo.casino.local: the second seeded site, reached when that name resolves to this machine (the delivery
  // journey maps it in Chromium so its canaries never touch the default site's members).
  const origins = new Set([siteUrl, `http://127.0.0.1:${port('host', env)}`, `http://localhost:${port('host', env)}`, `http://demo.casino.local:${port('host', env)}`, ...Object.values(remoteUrls), backofficeUrl]);
  return {
    apiUrl, siteUrl, remoteUrls, backofficeUrl,
    serverEnv: {
      ...env,
      PORT: String(port('server', env)),
      PUBLIC_API_URL: apiUrl,
      HOST_URL: env.HOST_URL || siteUrl, // the compatibility gate reads the host's release record there
      CORS_ORIGINS: env.CORS_ORIGINS || [...origins].join(','),
      BACKOFFICE_URL: backofficeUrl,
      ...Object.fromEntries(REMOTES.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, remoteUrls[r]])),
    },
  };
}

async function waitForHealth(url, child, timeoutMs = Number(process.env.STACK_HEALTH_TIMEOUT_MS) || 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the API server did not answer ${url}/health in time`);
}

export async function startStack(env = process.env) {
  const { apiUrl, siteUrl, remoteUrls, backofficeUrl, serverEnv } = stackEnv(env);
  // The compiled server (scripts/lib/server-build.mjs; buildApps() builds it), in production mode: log level
  // warn unless LOG_LEVEL says otherwise (docs/operations.md).
  if (!(await buildServer())) throw new Error('the API server build failed'); // when missing or stale only
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_OUT], {
    cwd: path.join(ROOT, 'server'), env: { NODE_ENV: 'production', ...serverEnv }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  const runtime = {
    apiUrl,
    configUrl: env.CONFIG_URL || apiUrl,
    configKey: env.CONFIG_KEY || 'casino-dev-config-key',
    ...(env.SITE_DOMAIN ? { domain: env.SITE_DOMAIN } : {}),
  };
  const remoteOrigins = Object.values(remoteUrls).join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins}`,
    `connect-src 'self' ${apiUrl} ${runtime.configUrl} ${remoteOrigins}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiUrl} ${remoteOrigins}`,
    `font-src 'self' data:`,
    `frame-src ${apiUrl}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  // A visitor's /home comes with its first screen drawn (decision 010); FIRST_SCREEN=0 serves the plain page.
  const firstScreen = env.FIRST_SCREEN === '0' ? undefined : await loadFirstScreen(runtime);
  const servers = [await serveHost({ dir: path.join(appDir('host'), 'dist'), port: port('host', env), runtime, csp, firstScreen })];
  for (const r of REMOTES) servers.push(await serveRemote({ name: r, dir: path.join(appDir(r), 'dist'), port: port(r, env) }));
  servers.push(await serveBackoffice({ dir: path.join(appDir('backoffice'), 'dist'), port: port('backoffice', env), apiUrl }));
  const stop = async () => {
    for (const s of servers) s.close();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => { const t = setTimeout(() => { server.kill('SIGKILL'); r(); }, 5000); server.once('exit', () => { clearTimeout(t); r(); }); });
    }
  };
  try {
    await waitForHealth(apiUrl, server);
  } catch (e) {
    await stop();
    throw e;
  }
  // the site's answers are asked for now, so that its first visitor already gets a drawn screen
  await firstScreen?.warm(new URL(siteUrl).hostname).catch(() => undefined);
  return { siteUrl, apiUrl, remoteUrls, backofficeUrl, stop, server };
}
