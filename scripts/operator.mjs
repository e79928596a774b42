#!/usr/bin/env node
// Operator CLI over the operator API (until the back office exists):
//   npm run operator -- <command> [args]      (npm run operator -- help lists the commands)
// Credentials: OPERATOR_USERNAME / OPERATOR_PASSWORD (defaults: the demo operator); API: API_URL.
// Each area adds its commands in scripts/operator/<area>.mjs and one import line below.
// One command works on the database instead of the API: `bootstrap-owner --username <name>` (the site's first
// owner; runs the compiled server/dist/operator-cli.js, built here when missing — docs/server.md).
import { spawnSync } from 'node:child_process';
import { buildServer, OPERATOR_CLI_OUT, SERVER_DIR } from './lib/server-build.mjs';
import { createClient } from './operator/client.mjs';
import { commands as account } from './operator/account.mjs';
import { commands as remotes } from './operator/remotes.mjs';
import { commands as responsible } from './operator/responsible.mjs';
import { commands as support } from './operator/support.mjs';
import { commands as wallet } from './operator/wallet.mjs';

const COMMANDS = { ...account, ...remotes, ...responsible, ...support, ...wallet };

const BOOTSTRAP_USAGE = 'bootstrap-owner --username <name>   create the first owner in the database (once; PGlite: stop the server first)';

async function bootstrapOwner(args) {
  if (!(await buildServer({ quiet: true }))) process.exit(1);
  const run = spawnSync(process.execPath, ['--enable-source-maps', OPERATOR_CLI_OUT, 'bootstrap-owner', ...args], { cwd: SERVER_DIR, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  if (name === 'bootstrap-owner') return bootstrapOwner(args);
  const command = COMMANDS[name];
  if (!command) {
    console.log('usage: npm run operator -- <command>\n');
    for (const c of Object.values(COMMANDS)) console.log(`  ${c.usage}`);
    console.log(`  ${BOOTSTRAP_USAGE}`);
    process.exit(name && name !== 'help' ? 2 : 0);
  }
  const client = await createClient();
  await client.login();
  await command.run(args, client);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
