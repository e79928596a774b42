// Ports of the stack each Playwright worker starts (e2e/fixtures.ts), away from the defaults so a running
// `npm start` does not clash. E2E_PORT_BASE moves the whole set (site = base, remotes base+1…4, back office base+5,
// API base+1000); worker N of a run (Playwright's TEST_PARALLEL_INDEX, set before any test file loads) uses
// base + 100·N, so the workers' stacks never meet.
const base = Number(process.env.E2E_PORT_BASE || 3100) + 100 * Number(process.env.TEST_PARALLEL_INDEX || 0);
export const E2E_PORTS = {
  PORT: String(base + 1000), HOST_PORT: String(base), ACCOUNT_PORT: String(base + 1), GAMES_PORT: String(base + 2),
  WALLET_PORT: String(base + 3), SUPPORT_PORT: String(base + 4), BACKOFFICE_PORT: String(base + 5),
} as const;
export const BACKOFFICE_URL = `http://localhost:${E2E_PORTS.BACKOFFICE_PORT}`;
export const API_URL = `http://localhost:${E2E_PORTS.PORT}`;
export const SITE_URL = `http://localhost:${E2E_PORTS.HOST_PORT}`;
export const remoteOrigin = (remote: 'account' | 'games' | 'wallet' | 'support') =>
  `http://localhost:${E2E_PORTS[`${remote.toUpperCase()}_PORT` as keyof typeof E2E_PORTS]}`;
