// The web tier's process: `node web/dist/main.js` (built by scripts/lib/web-build.mjs), configured by environment
// variables only. It serves, from the apps' production builds:
//   the site (the host)        on HOST_PORT        (3000)   first screens drawn into the HTML (decision 010)
//   remote-<name>              on <NAME>_PORT      (ACCOUNT_PORT 3001, GAMES_PORT 3002, WALLET_PORT 3003,
//                                                            SUPPORT_PORT 3004): /remote-<name>/<version>/…
//   the operators' back office on BACKOFFICE_PORT  (3005)
//
// Variables (docs/operations.md, "Environment"):
//   HOST_PORT, ACCOUNT_PORT, GAMES_PORT, WALLET_PORT, SUPPORT_PORT, BACKOFFICE_PORT   the ports above
//   PUBLIC_HOST        the host name in the default addresses below (localhost)
//   PUBLIC_API_URL     the API's address as browsers reach it (http://<PUBLIC_HOST>:4000)
//   CONFIG_URL         the config service's address (PUBLIC_API_URL)
//   INTERNAL_API_URL   where this server itself reads the API for first screens, when browsers' address does not
//                      reach it from here (a container network: http://haproxy:4000); default: as browsers do
//   CONFIG_KEY         the site config's passphrase (the development key)
//   SITE_DOMAIN        the site domain the config is read for (the request's host name)
//   REMOTE_<NAME>_URL  each remote's origin as browsers reach it (http://<PUBLIC_HOST>:<NAME>_PORT): the site's CSP,
//                      and the registry entries whose server pages are read from WEB_ROOT
//   BACKOFFICE_URL     the back office's address (http://<PUBLIC_HOST>:BACKOFFICE_PORT)
//   FIRST_SCREEN       0: never draw a first screen (1, the default: draw)
//   SERVER_PAGES_ORIGINS  JSON {"<site host name or *>": ["https://…"]}: the https origins a remote release's server
//                      pages may be fetched from (none: only releases in WEB_ROOT are drawn)
//   WEB_ROOT           the folder holding host/dist, remote-*/dist, backoffice/dist (the repository root)
//
// It prints one line once every origin listens, exits 1 with the reason on a bad configuration or a port in use,
// and closes gracefully on SIGTERM or SIGINT (in-flight requests finish; exit 0).
import path from 'node:path';
import { ConfigError, readConfig } from './config';
import { createWeb, type Web } from './web';

async function main(): Promise<void> {
  const started: { web?: Web } = {};
  let closing = false;
  // from the first moment: a signal during the start ends it at once, after it the listeners close first
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    if (!started.web) process.exit(0);
    started.web.close().then(() => process.exit(0), (e: unknown) => { console.error(`[web] ${signal}: close failed: ${String(e)}`); process.exit(1); });
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));
  // the bundle lives in web/dist: the repository root is two folders up
  const config = readConfig(process.env, path.resolve(__dirname, '../..'));
  const web = await createWeb(config);
  started.web = web;
  if (closing) process.exit(0);
  await web.listen();
  const p = config.ports;
  console.log(`[web] listening: site :${p.host}, remotes :${p.account} :${p.games} :${p.wallet} :${p.support}, back office :${p.backoffice} (first screen ${config.firstScreen ? 'on' : 'off'}, ${config.webRoot})`);
  // the site's answers are asked for now, so that its first visitor already gets a drawn screen
  await web.firstScreen?.warm(config.runtime.domain ?? config.publicHost).catch(() => undefined);
}

main().catch((e: unknown) => {
  const reason = e instanceof ConfigError ? `bad configuration: ${e.message}` : (e as NodeJS.ErrnoException)?.code === 'EADDRINUSE' ? `a port is in use: ${(e as Error).message}` : `cannot start: ${e instanceof Error ? e.stack : String(e)}`;
  console.error(`[web] ${reason}`);
  process.exit(1);
});
