#!/usr/bin/env node
// `npm start`: builds what is missing, then runs two supervised processes (scripts/lib/supervisor.mjs): the API
// server (:4000) and the web tier (web/dist/main.js: the site :3000, each remote on its own origin :3001–:3004, the
// operators' back office :3005), from production builds. A process that dies is reported (which, why, its last
// output) and restarted with a back-off, a few times at most; Ctrl-C (or SIGTERM) stops both, nothing is left behind.
import { buildApps } from './build.mjs';
import { startStack } from './lib/stack.mjs';

const ok = await buildApps();
if (!ok) {
  console.error('[start] a build failed; see the messages above.');
  process.exit(1);
}
let stack;
try {
  stack = await startStack(process.env, { restart: 'on-failure', handleSignals: true, supervisorName: 'start' });
} catch (e) {
  console.error(`[start] ${e.message}`);
  process.exit(1);
}
console.log(`\n  Casino site:  ${stack.siteUrl}\n  API server:   ${stack.apiUrl}  (OpenAPI at ${stack.apiUrl}/docs)\n  Remotes:      ${Object.values(stack.remoteUrls).join('  ')}\n  Back office:  ${stack.backofficeUrl}  (operators)\n\n  Press Ctrl-C to stop.\n`);
// A child out of restarts stops the other: this process then ends too, non-zero.
const { failed } = await stack.supervisor.stopped;
process.exit(failed ? 1 : 0);
