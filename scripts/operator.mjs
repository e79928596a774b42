#!/usr/bin/env node
// Operator CLI over the operator API (until the back office exists):
//   npm run operator -- <command> [args]      (npm run operator -- help lists the commands)
// Credentials: OPERATOR_USERNAME / OPERATOR_PASSWORD (defaults: the demo operator); API: API_URL.
// Each area adds its commands in scripts/operator/<area>.mjs and one import line below.
import { createClient } from './operator/client.mjs';
import { commands as account } from './operator/account.mjs';
import { commands as remotes } from './operator/remotes.mjs';
import { commands as responsible } from './operator/responsible.mjs';
import { commands as support } from './operator/support.mjs';
import { commands as wallet } from './operator/wallet.mjs';

const COMMANDS = { ...account, ...remotes, ...responsible, ...support, ...wallet };

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = COMMANDS[name];
  if (!command) {
    console.log('usage: npm run operator -- <command>\n');
    for (const c of Object.values(COMMANDS)) console.log(`  ${c.usage}`);
    process.exit(name && name !== 'help' ? 2 : 0);
  }
  const client = createClient();
  await client.login();
  await command.run(args, client);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
