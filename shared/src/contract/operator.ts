// Operator API (issue 16): the one API the back office (backoffice/) and the CLI (`npm run operator`) use.
// Every path here is under /operator and needs an operator bearer jwt (except login); each route declares the
// roles that may call it and the server refuses the others with HTTP 403, code 4030, msg `role_forbidden`.
// Answers are the usual envelope `{code, msg, data, field?}`. Mutations take an `X-Sequence` header (same
// idempotency as the member API: a repeat answers the first answer, or 6000 for an already decided request).
// Every mutation is written to the operator audit (who, role, action, target, before, after, IP, time).
import type { AmlAlertEventData } from './aml';
import type { KycStatus, LimitsResponse } from './responsible';
import type { LedgerType, PointLedgerType } from './wallet';
import { Paths, type RemoteName } from './paths';

/** `release` (issue 45): a team's release manager, limited to the remotes it owns (OperatorAccount.remotes). */
export const OPERATOR_ROLES = ['owner', 'cashier', 'support', 'compliance', 'release'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATOR_STATUSES = ['active', 'suspended'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];
/** An operator's user name: lower-case letters, digits, _ and -, 3 to OPERATOR_USERNAME_MAX characters. */
export const OPERATOR_USERNAME_MAX = 30;
export const OPERATOR_USERNAME_RE = new RegExp(`^[a-z0-9_-]{3,${OPERATOR_USERNAME_MAX}}$`);

/** msg keys only the back office shows (Korean and English there; never shown to members). */
export const OperatorMsg = {
  /** 403 / 4030: the operator's role may not call this endpoint. */
  role_forbidden: 'role_forbidden',
  /** 4030 on login: the operator has TOTP enrolled (or the site requires it): send `totp` too. */
  totp_required: 'totp_required',
  /** 4030 on login, 4001 on confirm: the code is wrong or too old. */
  totp_invalid: 'totp_invalid',
  /** 4030 on login: the site requires TOTP for everyone and this operator has not enrolled yet: the login
   *  answer then carries an enrolment-only jwt (`enrol_only: true`) that can call only the TOTP endpoints. */
  totp_enrolment_required: 'totp_enrolment_required',
  /** 4001: the owner cannot disable or re-role themselves (there must stay an active owner). */
  cannot_change_self: 'cannot_change_self',
  /** 4030: this session must change its password first (after an owner's reset): only me, password and logout answer. */
  password_change_required: 'password_change_required',
  /** 4030: TOTP is mandatory for this role in production and is not enrolled: the login answers an enrolment-only jwt. */
  totp_mandatory: 'totp_mandatory',
  /** 5002: operator username taken. */
  duplicate_operator: 'duplicate_operator',
  /** 4001: the member has no KYC documents waiting for a decision (issue 47 §2). */
  kyc_not_pending: 'kyc_not_pending',
  /** 4030 (issue 47 §1): the maker of a four-eyes request cannot approve or reject it; another operator must. */
  approval_own_request: 'approval_own_request',
  /** 4001 (issue 47 §1): the request waited longer than its expiry; it can no longer be decided (ask again). */
  approval_expired: 'approval_expired',
  /** 4030 (issue 47 §1): this operator changed (asked or approved) the member's payout account less than 24 hours ago
   *  and may not approve the member's withdrawals until `data.until`. */
  bank_change_cooldown: 'bank_change_cooldown',
} as const;
export type OperatorMsgKey = (typeof OperatorMsg)[keyof typeof OperatorMsg];

/** Which roles may do what (the server's per-route `config.roles` use the same lists; the UI hides the rest). */
export const OPERATOR_PERMISSIONS = {
  dashboard: ['owner', 'cashier', 'support', 'compliance'],
  cashierRead: ['owner', 'cashier', 'compliance'],
  cashierDecide: ['owner', 'cashier'],
  membersRead: ['owner', 'cashier', 'support', 'compliance'],
  memberAdjust: ['owner', 'cashier'],
  memberBank: ['owner', 'cashier'],
  memberSuspend: ['owner', 'compliance'],
  memberUnlock: ['owner', 'support', 'compliance'],
  memberPasswordReset: ['owner', 'support'],
  memberKyc: ['owner', 'compliance'],
  /** issue 47 §4: impose a limit / time-out / exclusion on a member, flag a member at risk */
  memberResponsible: ['owner', 'compliance'],
  memo: ['owner', 'support', 'cashier'],
  support: ['owner', 'support'],
  audit: ['owner', 'compliance'],
  reports: ['owner', 'cashier', 'compliance'],
  games: ['owner'],
  /** the rollout console and its moves; a release operator only on the remotes it owns (server: routes/operator/release-scope.ts) */
  releases: ['owner', 'release'],
  /** setting a stable version directly (no gate) and the site-wide rollback thresholds */
  registry: ['owner'],
  operators: ['owner'],
  settings: ['owner'],
  ledgerVerify: ['owner', 'compliance'],
  depositAccount: ['owner', 'cashier'],
  /** full bank account numbers of members (cashiers pay to them; the others see `******1234`, issue 47 §7) */
  bankAccountFull: ['owner', 'cashier', 'compliance'],
  /** the AML alerts queue (issue 47 §3): read, assign, comment, close; the AML thresholds */
  aml: ['owner', 'compliance'],
  /** four eyes (issue 47 §1): the approvals queue, and deciding another operator's request (never one's own) */
  approvalsRead: ['owner', 'cashier', 'compliance'],
  approvalsDecide: ['owner', 'cashier', 'compliance'],
  /** full account numbers inside audit entries and approval requests (the others see `******1234`) */
  auditAccountFull: ['owner', 'compliance'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;
export const canOperator = (role: OperatorRole, permission: OperatorPermission): boolean =>
  (OPERATOR_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);

const op = (path: string) => `/operator${path}`;
const withId = (path: string) => (id: number | string) => op(path.replace(':id', String(id)));

/** Every operator endpoint. Methods in comments; `:id` paths are functions. */
export const OperatorPaths = {
  login: op('/login'), // POST OperatorLoginRequest → OperatorLoginAnswer
  logout: op('/logout'), // POST → {}
  me: op('/me'), // GET → OperatorMe
  totpEnrol: op('/totp/enrol'), // POST → TotpEnrolAnswer (a new secret, pending until confirmed)
  totpConfirm: op('/totp/confirm'), // POST {code} → OperatorMe with recovery_codes (shown once)
  password: op('/me/password'), // POST OperatorPasswordChangeRequest → OperatorMe (must_change_password false)
  sessions: op('/sessions'), // GET ?operator_id → {list: OperatorSession[]} (own; owner: anyone's)
  session: withId('/sessions/:id'), // DELETE → {} revokes (own; owner: anyone's); id is the session uuid
  settings: op('/settings'), // GET → OperatorSettings; PUT Partial<OperatorSettings> → OperatorSettings (owner)
  operators: op('/operators'), // GET → {list: OperatorAccount[]}; POST OperatorCreateRequest → OperatorAccount (owner)
  operator: withId('/operators/:id'), // PATCH OperatorUpdateRequest → OperatorAccount (owner)
  operatorPasswordReset: withId('/operators/:id/password-reset'), // POST → OperatorPasswordResetAnswer (owner)
  memberPasswordReset: withId('/members/:id/password-reset'), // POST → MemberPasswordResetAnswer (owner, support)
  audit: op('/audit'), // GET AuditQuery → Page<OperatorAuditRow> (owner, compliance)
  auditCsv: op('/audit.csv'), // GET AuditQuery without page/size → a CSV file (BOM; owner, compliance)
  dashboard: op('/dashboard'), // GET → DashboardAnswer

  // cashier
  depositQueue: op('/queues/deposits'), // GET → {list: QueueRow[]} waiting, oldest first, member in context
  withdrawalQueue: op('/queues/withdrawals'), // GET → {list: QueueRow[]}
  deposits: op('/deposits'), // GET ?status&page&size → Page<OperatorRequestRow> newest first
  withdrawals: op('/withdrawals'),
  depositApprove: withId('/deposits/:id/approve'), // POST {reason?} → DecisionAnswer (6000 when decided before)
  depositReject: withId('/deposits/:id/reject'),
  withdrawalApprove: withId('/withdrawals/:id/approve'),
  withdrawalReject: withId('/withdrawals/:id/reject'),
  memberContext: withId('/members/:id/context'), // GET → MemberContext

  // four eyes (issue 47 §1): requests a second operator must approve
  approvals: op('/approvals'), // GET ?state=pending|expired|approved|rejected|decided&page&size → Page<ApprovalRequestRow>
  approvalApprove: withId('/approvals/:id/approve'), // POST {reason?} → ApprovalRequestRow (executes it; 6000 when decided before)
  approvalReject: withId('/approvals/:id/reject'), // POST {reason} → ApprovalRequestRow

  // members
  members: op('/members'), // GET ?q&page&size → Page<MemberListRow>; q matches username, nickname, phone or id
  member: withId('/members/:id'), // GET → MemberDetail
  memberLedger: withId('/members/:id/ledger'), // GET ?page&size → Page<CashLedgerRow> newest first
  memberPointLedger: withId('/members/:id/points-ledger'), // GET ?page&size → Page<PointLedgerRow>
  memberDeposits: withId('/members/:id/deposits'), // GET ?page&size → Page<OperatorRequestRow>
  memberWithdrawals: withId('/members/:id/withdrawals'),
  memberRounds: withId('/members/:id/rounds'), // GET ?page&size → Page<HouseRoundRow>
  memberLogins: withId('/members/:id/logins'), // GET ?page&size → Page<MemberLoginRow> (issue 47 §5)
  memberNotes: withId('/members/:id/notes'), // POST {body} → MemberNote: an internal note (issue 47 §5)
  memberTimeline: withId('/members/:id/timeline'), // GET ?kinds=ledger,note&page&size → Page<TimelineItem> (issue 47 §5)
  memberResponsible: withId('/members/:id/responsible'), // GET → LimitsResponse
  memberResponsibleAudit: withId('/members/:id/audit'), // GET → {list: ResponsibleAuditRow[]}
  memberKyc: withId('/members/:id/kyc'), // POST {status, verified_name?} (owner, compliance)
  memberImposeLimit: withId('/members/:id/imposed-limit'), // POST {kind, value, reason} → ImposedLimit (owner, compliance; issue 47 §4)
  memberImposeExclusion: withId('/members/:id/imposed-exclusion'), // POST {kind, period, reason} → Exclusion (owner, compliance)
  memberAtRisk: withId('/members/:id/at-risk'), // POST {at_risk, reason} → AtRiskState (owner, compliance)
  memberSuspend: withId('/members/:id/suspend'), // POST {reason} → MemberDetail; revokes every session at once
  memberUnsuspend: withId('/members/:id/unsuspend'), // POST {reason} → MemberDetail
  memberUnlock: withId('/members/:id/unlock-login'), // POST → {cleared: number} clears login throttling
  memberBank: withId('/members/:id/bank'), // PUT MemberBankRequest → MemberDetail
  memberAdjust: withId('/members/:id/adjust'), // POST {amount, reason} cash (signed)
  memberPoints: withId('/members/:id/points'), // POST {amount, reason} points (signed)
  ledgerVerify: op('/ledger/verify'),
  ledgerAnchors: op('/ledger/anchors'), // GET ?format=csv → {list: Anchor[]} or a CSV file; POST → Anchor (anchor now)

  // support (existing endpoints, now role-checked and audited)
  memos: op('/memos'), // POST {member_id?, title, content} (no member_id: every member)
  notices: op('/notices'), // GET ?page&size → Page<Notice>; POST {title, content, popup?}
  notice: withId('/notices/:id'), // PUT {title, content, popup?}; DELETE
  inquiries: op('/inquiries'), // GET ?status&page&size → Page<OperatorInquiry> (pending: oldest first)
  inquiryAnswer: withId('/inquiries/:id/answer'), // POST {answer}
  contacts: op('/contacts'), // GET ?page&size → Page<ContactMessage>

  // games
  providers: op('/providers'), // GET → {list: OperatorProvider[]}
  provider: withId('/providers/:id'), // PUT {status: ProviderStatus}
  games: op('/games'), // GET ?provider_id&q&page&size → Page<OperatorGame>
  game: withId('/games/:id'), // PUT {status: GameStatus}

  // releases (read-only over the remote registry here; the CLI's PUT /operator/remotes/:name stays)
  remotes: op('/remotes'), // GET ?domain → {domain, list: RemoteRegistryRow[]}
  // the release commands of the CLI (`npm run operator -- remote …`, docs/operations.md); `:id` is the remote's name
  remote: withId('/remotes/:id'), // PUT {version, domain?} sets the stable version
  remotePublish: withId('/remotes/:id/publish'), // POST {version, domain?}
  remoteCanary: withId('/remotes/:id/canary'), // POST {version, percent, members?, domain?, reason?}
  remotePromote: withId('/remotes/:id/promote'), // POST {domain?, reason?, force?}
  remoteRollback: withId('/remotes/:id/rollback'), // POST {domain?, reason?}
  remoteStatus: op('/remotes/status'), // GET ?domain → health and policy per remote
  remoteHistory: op('/remotes/history'), // GET ?domain&name&limit → {list}
  remoteReleases: op('/remotes/releases'), // GET ?name → {list}
  remotePlan: withId('/remotes/:id/plan'), // GET ?domain → {plan, transitions}; POST {version, steps, domain?, reason?} starts one
  remotePlanAction: (id: string, action: RolloutPlanAction) => op(`/remotes/${id}/plan/${action}`), // POST {domain?, reason?}
  remotePolicy: op('/remotes/policy'), // GET ?domain; PUT {domain?, max_failure_rate, min_loads, window_minutes, min_reporters?}
  remoteHealth: withId('/remotes/:id/health'), // GET ?domain&range=15m|24h → per version: buckets of loads, failures, render errors, reporters
  remotePreview: withId('/remotes/:id/preview'), // POST {version, domain?} → {token, url, expires_at} (issue 45 §6)

  // the deposit account members transfer to (wallet)
  depositAccount: op('/wallet/account'), // GET ?domain; PUT {bank_name, bank_account, holder, notes?, domain?}

  // reports (Asia/Seoul days, inclusive; at most REPORT_MAX_DAYS)
  reportDaily: op('/reports/daily'), // GET ReportQuery → {list: DailyReportRow[]}
  reportProviders: op('/reports/providers'), // GET ReportQuery → {list: GgrReportRow[]}
  reportGames: op('/reports/games'), // GET ReportQuery → {list: GgrReportRow[]}
  /** the same three as CSV (text/csv, one header row): kind is daily | providers | games */
  reportCsv: (kind: ReportKind) => op(`/reports/${kind}.csv`),

  // AML and risk alerts (issue 47 §3; owner, compliance)
  amlAlerts: op('/aml/alerts'), // GET AmlAlertQuery → Page<AmlAlertRow> (open: oldest first)
  amlAlert: withId('/aml/alerts/:id'), // GET → AmlAlertDetail (with its comments)
  amlAssign: withId('/aml/alerts/:id/assign'), // POST AmlAssignRequest → AmlAlertDetail
  amlComment: withId('/aml/alerts/:id/comments'), // POST AmlCommentRequest → AmlAlertDetail
  amlClose: withId('/aml/alerts/:id/close'), // POST AmlCloseRequest → AmlAlertDetail (6000 when closed before)
  amlAssignees: op('/aml/assignees'), // GET → {list: {id, username, role}[]} the operators who may work the queue
  amlSettings: op('/aml/settings'), // GET → AmlThresholds in force; PUT Partial<AmlThresholds> → AmlThresholds

  // live updates (server-sent events over fetch: `Authorization: Bearer <operator jwt>`)
  stream: op('/stream'), // GET text/event-stream of OperatorEvent
} as const;

/** The member's stream (same bearer token as every member call). */
export const MemberStreamPath = Paths.memberStream;

export const REPORT_KINDS = ['daily', 'providers', 'games'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_MAX_DAYS = 366;
export const OPERATOR_IDLE_MINUTES_DEFAULT = 30;
export const TOTP_DIGITS = 6;
/** The login's code field: a TOTP code or one recovery code (xxxxx-xxxxx), at most this long. */
export const TOTP_INPUT_MAX = 16;
/** A member's bank name, account or holder as an operator corrects it (OperatorPaths.memberBank): at most this long. */
export const MEMBER_BANK_FIELD_MAX = 50;
export const TOTP_PERIOD_SECONDS = 30;

// ---- auth, operators, settings ----------------------------------------------------------------------------

export interface OperatorLoginRequest { username: string; password: string; /** 6 digits, when enrolled */ totp?: string }
export interface OperatorMe {
  id: number; username: string; role: OperatorRole; status: OperatorStatus;
  totp_enabled: boolean;
  /** the site requires TOTP of everyone */
  totp_required: boolean;
  /** this session may only enrol (TOTP required but not yet enrolled) */
  enrol_only: boolean;
  /** this session may only change its password (an owner reset it): me, password and logout answer */
  must_change_password: boolean;
  idle_minutes: number;
  /** once, in the answer to TOTP confirmation: single-use codes that stand in for a TOTP code at login */
  recovery_codes?: string[];
  /** release role (issue 45): the remotes it owns */
  remotes?: RemoteName[];
}
export interface OperatorLoginAnswer { jwt: string; operator: OperatorMe }
export interface TotpEnrolAnswer {
  /** base32 secret (for manual entry) */
  secret: string;
  /** otpauth://totp/... — render it as a QR code */
  uri: string;
}
export interface TotpConfirmRequest { code: string }
/** POST OperatorPaths.totpEnrol: when TOTP is already enrolled, re-enrolment needs the current code. */
export interface TotpEnrolRequest { code?: string }
export interface OperatorPasswordChangeRequest { current_password: string; new_password: string }
/** The owner's reset: a one-time password shown once; the operator must change it at the next login. */
export interface OperatorPasswordResetAnswer { temporary_password: string }
/** Support's reset of a member's password: the link to hand to the member (PASSWORD_RESET_PAGE), single use. */
export interface MemberPasswordResetAnswer { token: string; url: string; expires_at: string }

export interface OperatorSession {
  id: string; operator_id: number; username: string; created_at: string; last_seen_at: string; expires_at: string;
  ip: string; current: boolean;
}
export interface OperatorSettings {
  /** every operator must use TOTP */
  totp_required: boolean;
  /** an operator session ends after this many minutes without a call (1..1440) */
  idle_minutes: number;
}
export interface OperatorAccount {
  id: number; username: string; role: OperatorRole; status: OperatorStatus; totp_enabled: boolean;
  created_at: string; last_login_at: string;
  /** the remotes a release operator owns (empty for the other roles) */
  remotes?: RemoteName[];
}
export interface OperatorCreateRequest { username: string; password: string; role: OperatorRole; /** release role: the remotes it owns */ remotes?: RemoteName[] }
export interface OperatorUpdateRequest {
  role?: OperatorRole; status?: OperatorStatus; /** clears TOTP enrolment */ reset_totp?: boolean;
  /** release role: replaces the remotes it owns */ remotes?: RemoteName[];
}

// ---- audit ---------------------------------------------------------------------------------------------------

export interface AuditQuery {
  operator_id?: number; member_id?: number; action?: string;
  /** YYYY-MM-DD, Asia/Seoul, inclusive */ from?: string; to?: string;
  page?: number; size?: number;
}
export interface OperatorAuditRow {
  id: number;
  operator_id: number | null; operator: string; role: string;
  /** e.g. deposit.approve, member.suspend, operator.create, login */
  action: string;
  target_type: string; target_id: string; member_id: number | null;
  before: unknown; after: unknown;
  ip: string; created_at: string;
}

// ---- dashboard -----------------------------------------------------------------------------------------------

export interface DayMoney { day: string; cash_in: number; cash_out: number; bets: number; wins: number; ggr: number }
export interface DashboardAnswer {
  pending: { deposits: number; withdrawals: number; inquiries: number };
  today: DayMoney;
  /** the last 30 Asia/Seoul days, oldest first, today included */
  days: DayMoney[];
  /** members with a live session now */
  active_members: number;
  /** members who logged in today (Asia/Seoul) */
  members_today: number;
}

// ---- cashier -------------------------------------------------------------------------------------------------

export interface OperatorRequestRow {
  id: number; member_id: number; username: string; nickname: string; amount: number; status: string; reason: string;
  created_at: string; processed_at: string;
}
export interface CashLedgerRow { id: number; type: LedgerType; amount: number; before: number; after: number; ref: string; created_at: string }
export interface PointLedgerRow { id: number; type: PointLedgerType; amount: number; before: number; after: number; ref: string; note: string; created_at: string }
export interface MemberContext {
  member_id: number; username: string; nickname: string; status: string;
  balance: number; points: number;
  kyc_status: KycStatus; verified_name: string | null;
  bank_name: string; bank_account: string; bank_holder: string;
  /** bank holder equals the verified name (null when not verified) */
  holder_matches: boolean | null;
  responsible: LimitsResponse;
  last_ledger: CashLedgerRow[];
}
export interface QueueRow extends OperatorRequestRow { member: MemberContext }
export interface DecisionRequest { reason?: string }
export type DecisionAnswer = OperatorRequestRow & { balance?: number; /** four eyes (issue 47 §1): the approval became a request a second operator confirms */ pending_approval?: ApprovalRequestRow };

// ---- members -------------------------------------------------------------------------------------------------

export interface MemberListRow {
  id: number; username: string; nickname: string; phone: string; balance: number; points: number; status: string;
  created_at: string; last_login_at: string;
  /** issue 47 §4 */
  at_risk?: boolean;
}
export interface MemberDetail {
  id: number; username: string; nickname: string; email: string; phone: string; status: string;
  balance: number; points: number; rolling: number;
  bank_name: string; bank_account: string; bank_holder: string;
  kyc_status: KycStatus; verified_name: string | null; date_of_birth: string | null;
  created_at: string; last_login_at: string;
  /** failed logins that currently count towards the throttle */
  login_failures: number;
  live_sessions: number;
  /** issue 47 §4: compliance flagged the member at risk (with the reason, when and by whom) */
  at_risk?: boolean; at_risk_reason?: string | null; at_risk_at?: string | null; at_risk_by?: string | null;
}
/** POST /operator/members/{id}/at-risk answers the flag now. */
export interface AtRiskState { member_id: number; at_risk: boolean; reason: string | null; at: string | null; by: string | null }
export interface HouseRoundRow {
  id: number; game_code: string; bet: number; win: number | null; state: string; created_at: string; settled_at: string;
}
/** A login attempt on a member's account (issue 47 §5): `outcome` ok | bad_password | throttled | suspended | jurisdiction. */
export const LOGIN_OUTCOMES = ['ok', 'bad_password', 'throttled', 'suspended', 'jurisdiction'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];
export interface MemberLoginRow {
  id: number; success: boolean; outcome: LoginOutcome; ip: string; user_agent: string; created_at: string;
}
/** A player's whole story (issue 47 §5): the kinds of item the member timeline merges, newest first. */
/** The member timeline's kinds. `approval`: four-eyes requests (maker → checker); `kyc`: documents uploaded and review
 * decisions; `alert`: AML alerts, shown only to the roles of OPERATOR_PERMISSIONS.aml (no tipping-off). */
export const TIMELINE_KINDS = ['ledger', 'points', 'deposit', 'withdrawal', 'responsible', 'approval', 'kyc', 'alert', 'operator', 'note', 'login'] as const;
/** Timeline kinds only OPERATOR_PERMISSIONS.aml may read. */
export const AML_ONLY_TIMELINE_KINDS: readonly TimelineKind[] = ['alert'];
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
/** One thing that happened to a member: a ledger row, a request (its state now), a responsible-gaming change, an operator action, a note, a login. */
export interface TimelineItem {
  at: string; kind: TimelineKind; id: number;
  /** ledger/points: the entry type; deposit/withdrawal: the status; responsible/operator: the action; login: the outcome */
  action: string;
  amount: number | null;
  /** a reference, reason, note text, old → new value, the action's data, or the address and browser of a login */
  detail: string;
  /** who did it: an operator's name, 'member' or 'system'; '' where the row does not say (a ledger row, a login) */
  actor: string;
}
/** An internal note on a member (never shown to the member). */
export interface MemberNote { id: number; member_id: number; operator: string; body: string; created_at: string }
export const MEMBER_NOTE_MAX = 2000;
export interface ResponsibleAuditRow {
  id: number; actor: 'member' | 'operator' | 'system'; actor_id: number | null; action: string;
  old_value: string | null; new_value: string | null; created_at: string;
}
export interface MemberReasonRequest { reason: string }
export interface MemberBankRequest { bank_name: string; bank_account: string; bank_holder: string; reason: string }
export interface AdjustRequest { amount: number | string; reason: string }

// ---- four eyes (issue 47 §1) ---------------------------------------------------------------------------------

export const APPROVAL_KINDS = ['cash_adjust', 'points_adjust', 'member_bank', 'deposit_account', 'withdrawal_approve'] as const;
export type ApprovalKindName = (typeof APPROVAL_KINDS)[number];
/** `expired`: pending past `expires_at` (never approvable). `decided` (a filter only): approved or rejected. */
export const APPROVAL_STATES = ['pending', 'expired', 'approved', 'rejected'] as const;
export type ApprovalStateName = (typeof APPROVAL_STATES)[number];
export interface ApprovalRequestRow {
  id: number; kind: ApprovalKindName; state: ApprovalStateName;
  member_id: number | null; username: string;
  /** the domain of a deposit account, the id of a withdrawal */
  target: string;
  amount: number | null;
  /** before and after (account numbers in full for owner and compliance, else `******1234`) */
  before: Record<string, unknown> | null; after: Record<string, unknown> | null;
  reason: string;
  maker_id: number; maker: string;
  checker: string | null; decision_reason: string | null;
  created_at: string; expires_at: string; decided_at: string;
}
/** The answer of a change that now waits for a second operator (code 0): the request it became. */
export interface PendingApproval { pending_approval: ApprovalRequestRow }

// ---- support (shapes in support.ts) -------------------------------------------------------------------------

export interface NoticeRequest { title: string; content: string; popup?: boolean }

// ---- games ---------------------------------------------------------------------------------------------------

export const PROVIDER_STATUSES = ['active', 'down', 'hidden'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];
export const GAME_STATUSES = ['active', 'hidden'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export interface OperatorProvider { id: number; code: string; title: string; category: string; status: ProviderStatus; games: number }
export interface OperatorGame { id: number; provider_id: number; provider: string; code: string; title: string; category: string; status: GameStatus }

// ---- releases ------------------------------------------------------------------------------------------------

/** The operator actions on a step plan (POST OperatorPaths.remotePlanAction). */
export const ROLLOUT_PLAN_ACTIONS = ['pause', 'resume', 'abort', 'skip'] as const;
export type RolloutPlanAction = (typeof ROLLOUT_PLAN_ACTIONS)[number];

export interface RemoteRegistryRow {
  name: RemoteName; version: string; base_url: string; entry: string; domain: string; inherited: boolean; updated_at: string;
}

/** What a `rollout` event says (issue 45): which site's remote and version, and what happened. */
export interface RolloutEventData {
  domain: string; remote: string; version: string;
  what: 'step' | 'promoted' | 'rolled_back' | 'paused' | 'resumed' | 'aborted' | 'canary' | 'percent';
  /** the plan's step now (1-based), for plan transitions */
  step?: number;
  reason?: string;
}

// ---- reports -------------------------------------------------------------------------------------------------

export interface ReportQuery { /** YYYY-MM-DD Asia/Seoul, inclusive */ from: string; to: string }
export type DailyReportRow = DayMoney;
export interface GgrReportRow {
  day: string; provider: string;
  /** reports/games only ('' in reports/providers) */
  game_code: string;
  bets: number; wins: number; ggr: number; rounds: number;
}

// ---- live updates --------------------------------------------------------------------------------------------

/**
 * Server-sent events. Read with fetch (EventSource cannot send the Authorization header): `event: <type>` and
 * `data: <json>` lines; a `ping` comment every 25 s; the server ends the stream when the session ends.
 * Clients reconnect with backoff; the member site's 10 s init poll stays the fallback.
 */
export type OperatorEvent =
  | { type: 'deposit.created' | 'withdrawal.created'; data: { id: number; member_id: number; amount: number } }
  | { type: 'deposit.decided' | 'withdrawal.decided'; data: { id: number; member_id: number; status: string; operator_id: number } }
  | { type: 'inquiry.created' | 'inquiry.answered'; data: { id: number; member_id: number } }
  /** KYC review (issue 47 §2): a member uploaded a document; compliance decided on a member's documents */
  | { type: 'kyc.submitted'; data: { id: number; member_id: number } }
  | { type: 'kyc.decided'; data: { member_id: number; decision: string; operator_id: number } }
  /** four eyes (issue 47 §1): a request was made, or decided */
  | { type: 'approval.created' | 'approval.decided'; data: { id: number; kind: string; state: string; member_id: number | null } }
  /** a remote's release moved by itself or by a plan: a step plan's transition, or an automatic rollback */
  | { type: 'rollout'; data: RolloutEventData }
  /** an AML alert was raised or changed (issue 47 §3) */
  | { type: 'aml.alert'; data: AmlAlertEventData };
export type OperatorEventType = OperatorEvent['type'];

export type MemberEvent =
  | { type: 'deposit.decided' | 'withdrawal.decided'; data: { id: number; status: string; amount: number; balance: number; balance_seq?: number } }
  | { type: 'memo.received'; data: { id: number; title: string } }
  | { type: 'inquiry.answered'; data: { id: number } }
  | { type: 'balance.changed'; data: { balance: number; points: number; balance_seq?: number; points_seq?: number } }
  /** the session was revoked: `account_suspended` (to all the member's streams) or `logged_out` (that session's only); the client logs out */
  | { type: 'session.revoked'; data: { reason: string } };
export type MemberEventType = MemberEvent['type'];
