// Ports of the stack the e2e suite starts, away from the defaults so a running `npm start` does not clash.
export const E2E_PORTS = {
  PORT: '4100', HOST_PORT: '3100', ACCOUNT_PORT: '3101', GAMES_PORT: '3102', WALLET_PORT: '3103', SUPPORT_PORT: '3104',
} as const;
export const API_URL = `http://localhost:${E2E_PORTS.PORT}`;
export const remoteOrigin = (remote: 'account' | 'games' | 'wallet' | 'support') =>
  `http://localhost:${E2E_PORTS[`${remote.toUpperCase()}_PORT` as keyof typeof E2E_PORTS]}`;
