// The web tier's configuration, from environment variables only (the interface is documented at the top of
// main.ts and in docs/operations.md). A bad value is a ConfigError with a readable reason: main.ts prints it and
// exits non-zero.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const REMOTES = ['account', 'games', 'wallet', 'support'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** What the browser app reads at start (`/runtime-config.json`, and inline in index.html). */
export interface RuntimeConfig {
  apiUrl: string;
  configUrl: string;
  configKey: string;
  domain?: string;
}

export interface WebConfig {
  ports: { host: number; backoffice: number } & Record<RemoteName, number>;
  /** PUBLIC_HOST: the site's host name when nothing else names it (the first screen drawn at start). */
  publicHost: string;
  /** Where host/dist, remote-<name>/dist and backoffice/dist are. */
  webRoot: string;
  apiUrl: string;
  remoteUrls: Record<RemoteName, string>;
  backofficeUrl: string;
  runtime: RuntimeConfig;
  /** INTERNAL_API_URL: where this server itself reads the API for first screens (a container network's name). */
  internalApiUrl?: string;
  /** Draw a visitor's first screen into the HTML (FIRST_SCREEN=0: never). */
  firstScreen: boolean;
  /**
   * The https origins that a site's remote server pages may be fetched from, by site domain ('*': every site).
   * Empty: only the server pages built locally (in WEB_ROOT) are drawn.
   */
  serverPagesOrigins: Record<string, string[]>;
}

export class ConfigError extends Error {}

const DEFAULT_PORTS = { host: 3000, account: 3001, games: 3002, wallet: 3003, support: 3004, backoffice: 3005 };
const PORT_ENV = { host: 'HOST_PORT', account: 'ACCOUNT_PORT', games: 'GAMES_PORT', wallet: 'WALLET_PORT', support: 'SUPPORT_PORT', backoffice: 'BACKOFFICE_PORT' } as const;
type Env = Record<string, string | undefined>;

function port(env: Env, name: keyof typeof PORT_ENV): number {
  const raw = env[PORT_ENV[name]];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[name];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65_535) throw new ConfigError(`${PORT_ENV[name]}=${raw} is not a port (1–65535)`);
  return n;
}

/** An http(s) address without a trailing slash. */
function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let parsed: URL;
  try { parsed = new URL(raw); } catch { throw new ConfigError(`${name}=${raw} is not a URL`); }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name}=${raw} is not an http(s) URL`);
  return raw.replace(/\/+$/, '');
}

function serverPagesOrigins(raw: string | undefined): Record<string, string[]> {
  if (!raw) return {};
  let parsed: unknown;
  try { parsed = JSON.parse(raw); } catch { throw new ConfigError('SERVER_PAGES_ORIGINS is not JSON ({"<site domain or *>": ["https://…"]})'); }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('SERVER_PAGES_ORIGINS must be an object {"<site domain or *>": ["https://…"]}');
  const out: Record<string, string[]> = {};
  for (const [site, list] of Object.entries(parsed)) {
    if (!Array.isArray(list)) throw new ConfigError(`SERVER_PAGES_ORIGINS["${site}"] must be a list of origins`);
    out[site] = list.map((origin) => {
      let u: URL;
      try { u = new URL(String(origin)); } catch { throw new ConfigError(`SERVER_PAGES_ORIGINS["${site}"]: ${String(origin)} is not a URL`); }
      if (u.protocol !== 'https:') throw new ConfigError(`SERVER_PAGES_ORIGINS["${site}"]: ${String(origin)} is not https`);
      return u.origin;
    });
  }
  return out;
}

/** Reads the configuration; throws a ConfigError naming the variable at fault. */
export function readConfig(env: Env, defaultRoot: string): WebConfig {
  const ports = {
    host: port(env, 'host'), backoffice: port(env, 'backoffice'),
    ...Object.fromEntries(REMOTES.map((r) => [r, port(env, r)])) as Record<RemoteName, number>,
  };
  const used = Object.values(ports);
  if (new Set(used).size !== used.length) throw new ConfigError(`two origins share a port (${used.join(', ')})`);
  const publicHost = env.PUBLIC_HOST || 'localhost';
  if (!/^[A-Za-z0-9.-]+$/.test(publicHost)) throw new ConfigError(`PUBLIC_HOST=${publicHost} is not a host name`);
  const apiUrl = url(env, 'PUBLIC_API_URL', `http://${publicHost}:4000`);
  const remoteUrls = Object.fromEntries(REMOTES.map((r) => [r, url(env, `REMOTE_${r.toUpperCase()}_URL`, `http://${publicHost}:${ports[r]}`)])) as Record<RemoteName, string>;
  const webRoot = path.resolve(env.WEB_ROOT || defaultRoot);
  if (!existsSync(path.join(webRoot, 'host/dist/index.html'))) throw new ConfigError(`WEB_ROOT=${webRoot} holds no host/dist/index.html (build the apps first: npm run build)`);
  if (env.FIRST_SCREEN && !['0', '1'].includes(env.FIRST_SCREEN)) throw new ConfigError(`FIRST_SCREEN=${env.FIRST_SCREEN}: 1 (draw, the default) or 0`);
  const configKey = env.CONFIG_KEY || 'casino-dev-config-key';
  return {
    ports,
    publicHost,
    webRoot,
    apiUrl,
    remoteUrls,
    backofficeUrl: url(env, 'BACKOFFICE_URL', `http://${publicHost}:${ports.backoffice}`),
    runtime: { apiUrl, configUrl: url(env, 'CONFIG_URL', apiUrl), configKey, ...(env.SITE_DOMAIN ? { domain: env.SITE_DOMAIN } : {}) },
    ...(env.INTERNAL_API_URL ? { internalApiUrl: url(env, 'INTERNAL_API_URL', '') } : {}),
    firstScreen: env.FIRST_SCREEN !== '0',
    serverPagesOrigins: serverPagesOrigins(env.SERVER_PAGES_ORIGINS),
  };
}
