#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the API server (:4000), the site (:3000) and each remote
// on its own origin (:3001–:3004), and the operators' back office (:3005) from production builds. Ctrl-C stops everything.
import { buildApps } from './build.mjs';
import { startStack } from './lib/stack.mjs';

const ok = await buildApps();
if (!ok) {
  console.error('[start] a build failed; see the messages above.');
  process.exit(1);
}
let stack;
try {
  stack = await startStack();
} catch (e) {
  console.error(`[start] ${e.message}`);
  process.exit(1);
}
console.log(`\n  Casino site:  ${stack.siteUrl}\n  API server:   ${stack.apiUrl}  (OpenAPI at ${stack.apiUrl}/docs)\n  Remotes:      ${Object.values(stack.remoteUrls).join('  ')}\n  Back office:  ${stack.backofficeUrl}  (operators)\n\n  Press Ctrl-C to stop.\n`);
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
// Whatever ends this process also ends the API server it started: never an orphan holding :4000.
process.on('uncaughtException', (e) => { console.error(`[start] the web servers failed: ${e?.stack ?? e}`); void shutdown().finally(() => process.exit(1)); });
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
stack.server.on('exit', (code) => {
  if (!stopping) { console.error(`[start] the API server stopped (code ${code}).`); void shutdown(); }
});
