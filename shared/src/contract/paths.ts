// Endpoint paths of API.md: the one table the browser apps call and the server registers its routes with
// (server/src/routes/*: `app.get(Paths.deposits, …)`). A path with a parameter is a function: the client passes
// the id, the server the route pattern (`Paths.memo(ROUTE_ID)` → `/support/memos/:id`).
type Id = number | string;

/** The route parameter of the paths that take an id (the server registers `Paths.x(ROUTE_ID)`). */
export const ROUTE_ID = ':id';

export const Paths = {
  health: '/health',
  config: '/api/cnf',
  remotes: '/api/remotes',
  telemetry: '/api/telemetry',
  /** POST PageErrorReport → {} (anyone): a page of the host or the back office threw while rendering (issue 46 §6). */
  pageErrors: '/api/page-errors',

  // accounts and sessions
  register: '/auth/register',
  login: '/auth/login',
  logout: '/auth/logout',
  check: '/auth/check',
  init: '/main/init',
  memberStream: '/main/stream', // server-sent events for the member (issue 16)
  /** POST PasswordChangeRequest → {} (member): the member's other sessions end (issue 44). */
  accountPassword: '/account/password',
  /** POST PasswordResetRequest → {} (public): a reset token issued by support, single use (issue 44). */
  passwordReset: '/auth/password-reset',

  // games
  providers: '/game/providers',
  provider: '/game/provider',
  gameList: '/game/list',
  launch: '/game/launch',

  // wallet
  walletAccount: '/wallet/account',
  deposit: '/wallet/deposit',
  withdraw: '/wallet/withdraw',
  pointConvert: '/wallet/points/convert',
  deposits: '/wallet/deposits',
  withdrawals: '/wallet/withdrawals',
  transactions: '/wallet/transactions',

  // responsible gaming (issue 10)
  limits: '/account/limits',
  exclusion: '/account/exclusion',
  sessionSummary: '/account/session-summary',

  // support
  notices: '/support/notices',
  notice: (id: Id) => `/support/notices/${id}`,
  memos: '/support/memos',
  memoRead: (id: Id) => `/support/memos/${id}/read`,
  memo: (id: Id) => `/support/memos/${id}`,
  /** POST: marks every visible memo (optionally of one kind) read. */
  memosReadAll: '/support/memos/read-all',
  /** DELETE: hides every read memo (optionally of one kind) for this member. */
  memosDeleteRead: '/support/memos/read',
  inquiries: '/support/inquiries',
  inquiry: (id: Id) => `/support/inquiries/${id}`,
  faq: '/support/faq',
  contact: '/support/contact',

  // the house game pages' API (the pages are served by the server: /house/play/<code>)
  houseSession: '/house/session',
  houseState: '/house/state',
  houseRounds: '/house/rounds',
  houseSeeds: '/house/seeds',
  houseSeedsRotate: '/house/seeds/rotate',

  // operator
  operatorLogin: '/operator/login',
  operatorRemotes: '/operator/remotes',
  operatorMembers: '/operator/members',
  operatorKyc: (memberId: Id) => `/operator/members/${memberId}/kyc`,
  operatorAudit: (memberId: Id) => `/operator/members/${memberId}/audit`,
  operatorMemos: '/operator/memos',
  operatorNotices: '/operator/notices',
  operatorNotice: (id: Id) => `/operator/notices/${id}`,
  operatorInquiries: '/operator/inquiries',
  operatorInquiryAnswer: (id: Id) => `/operator/inquiries/${id}/answer`,
  operatorContacts: '/operator/contacts',
} as const;

/**
 * Reads that answer everyone alike: registered outside the member scope (server/src/routes/game/catalogue.ts,
 * support/index.ts; server/src/routes/public-reads.test.ts checks each answers a visitor). The client sends them
 * without the member's credential, so that a member's page asks them as CORS "simple" requests, without a
 * preflight OPTIONS round trip before each (issue 19).
 */
export const PUBLIC_READS: readonly string[] = [Paths.providers, Paths.gameList, Paths.notices, Paths.faq];
export const isPublicRead = (path: string): boolean => PUBLIC_READS.includes(path) || path.startsWith(`${Paths.notices}/`);

export const REMOTE_NAMES = ['account', 'games', 'wallet', 'support'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
