// Where each app lives, which port it serves on, and whether its production build is up to date.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTES = ['account', 'games', 'wallet', 'support'];
/** Apps built like the host (dist/index.html, own origin) and not federated: the operators' back office. */
export const STANDALONE_APPS = ['backoffice'];
const DEFAULT_PORTS = { server: 4000, host: 3000, account: 3001, games: 3002, wallet: 3003, support: 3004, backoffice: 3005 };
const PORT_ENV = { server: 'PORT', host: 'HOST_PORT', account: 'ACCOUNT_PORT', games: 'GAMES_PORT', wallet: 'WALLET_PORT', support: 'SUPPORT_PORT', backoffice: 'BACKOFFICE_PORT' };
const pageApp = (app) => app === 'host' || STANDALONE_APPS.includes(app);

export function port(app, env = process.env) {
  return Number(env[PORT_ENV[app]] || DEFAULT_PORTS[app]);
}

export function appDir(app) {
  return path.join(ROOT, pageApp(app) ? app : `remote-${app}`);
}

export function version(app) {
  return JSON.parse(readFileSync(path.join(appDir(app), 'package.json'), 'utf8')).version;
}

/** The file whose presence marks a finished production build. */
export function buildMarker(app, v = version(app)) {
  return pageApp(app) ? path.join(appDir(app), 'dist/index.html') : path.join(appDir(app), 'dist', v, 'mf-manifest.json');
}

export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

/** Missing, or older than its sources (the app, @casino/shared, the webpack helpers). */
export function needsBuild(app) {
  const marker = buildMarker(app);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = [path.join(appDir(app), 'src'), path.join(ROOT, 'shared/src'), path.join(ROOT, 'scripts/webpack')];
  if (pageApp(app)) sources.push(path.join(appDir(app), 'public'));
  return sources.some((d) => newestMtime(d) > built);
}
