// Endpoint paths of API.md, one place for the client and the server.
export const Paths = {
  health: '/health',
  config: '/api/cnf',
  remotes: '/api/remotes',
  telemetry: '/api/telemetry',
  register: '/auth/register',
  login: '/auth/login',
  logout: '/auth/logout',
  check: '/auth/check',
  init: '/main/init',
  providers: '/game/providers',
  provider: '/game/provider',
  gameList: '/game/list',
  launch: '/game/launch',
  walletAccount: '/wallet/account',
  deposit: '/wallet/deposit',
  withdraw: '/wallet/withdraw',
  pointConvert: '/wallet/points/convert',
  deposits: '/wallet/deposits',
  withdrawals: '/wallet/withdrawals',
  transactions: '/wallet/transactions',
  notices: '/support/notices',
  memos: '/support/memos',
  inquiries: '/support/inquiries',
  faq: '/support/faq',
  contact: '/support/contact',
  operatorLogin: '/operator/login',
  operatorRemotes: '/operator/remotes',
  operatorMembers: '/operator/members',
} as const;

export const REMOTE_NAMES = ['account', 'games', 'wallet', 'support'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
