#!/usr/bin/env node
// `npm run dev`: the API server in watch mode and webpack dev servers (hot reload) for the host and the
// four remotes, side by side with concurrently.
import concurrently from 'concurrently';
import { stackEnv } from './lib/stack.mjs';

const { serverEnv } = stackEnv();
const { result } = concurrently(
  [
    { name: 'server', command: 'npm run dev -w server', env: serverEnv, prefixColor: 'yellow' },
    { name: 'host', command: 'npm run dev -w host', prefixColor: 'cyan' },
    { name: 'account', command: 'npm run dev -w remote-account', prefixColor: 'green' },
    { name: 'games', command: 'npm run dev -w remote-games', prefixColor: 'magenta' },
    { name: 'wallet', command: 'npm run dev -w remote-wallet', prefixColor: 'blue' },
    { name: 'support', command: 'npm run dev -w remote-support', prefixColor: 'white' },
  ],
  { killOthersOn: ['failure'], restartTries: 0 },
);
result.catch(() => process.exit(1));
