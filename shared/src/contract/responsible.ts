// Responsible gaming and compliance (issue 10): limits, time-outs, self-exclusion, KYC, jurisdictions.
// Rules: lowering a limit or starting an exclusion applies at once; raising or removing a limit only after
// a 24-hour cooling-off; an exclusion never ends early, whoever asks.

export const DEFAULT_MIN_AGE = 19;
export const COOLING_OFF_HOURS = 24;

export const LIMIT_KINDS = ['deposit_daily', 'deposit_weekly', 'deposit_monthly', 'session_minutes', 'reality_check_minutes'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const TIMEOUT_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeoutPeriod = (typeof TIMEOUT_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

/** unverified = nothing submitted; pending = documents waiting for compliance; rejected / more_needed = reviewed, with a
 *  reason the member reads (issue 47 §2). */
export const KYC_STATUSES = ['unverified', 'pending', 'verified', 'rejected', 'more_needed'] as const;
/** The statuses POST /operator/members/{id}/kyc sets directly (a rejection goes through the KYC review, with its reason). */
export const KYC_SET_STATUSES = ['unverified', 'pending', 'verified'] as const;
/** The verified legal name an operator records with a KYC status of verified: at most this many characters. */
export const VERIFIED_NAME_MAX = 30;
/** Time limits (session_minutes, reality_check_minutes) are whole minutes, at most a day. */
export const LIMIT_MINUTES_MAX = 1440;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** msg keys of the responsible-gaming rules (code 4001 unless noted). */
export const ResponsibleMsg = {
  underage: 'underage', // 4001, field date_of_birth
  deposit_limit_daily: 'deposit_limit_daily', // 4001, data {limit, remaining}
  deposit_limit_weekly: 'deposit_limit_weekly',
  deposit_limit_monthly: 'deposit_limit_monthly',
  session_limit_reached: 'session_limit_reached', // 4030 on launch/bet
  self_excluded: 'self_excluded', // 4030 (time-out or self-exclusion) on deposit, launch, bet
  kyc_required: 'kyc_required', // 4001 on withdraw above the threshold while not verified
  bank_holder_mismatch: 'bank_holder_mismatch', // 4001 on withdraw when the account is not in the member's verified name
  jurisdiction_blocked: 'jurisdiction_blocked', // 4030 on register, login, launch
  exclusion_cannot_be_shortened: 'exclusion_cannot_be_shortened', // 4001
  kyc_file_type: 'kyc_file_type', // 4001 field file: a KYC document that is not JPEG, PNG, WebP or PDF by its content
  kyc_file_too_large: 'kyc_file_too_large', // 4001 field file: a KYC document over 5 MiB
  kyc_upload_closed: 'kyc_upload_closed', // 4001: verified already, or too many documents waiting
  // issue 47 §4: responsible gaming imposed by the site's team (compliance / owner)
  operator_excluded: 'operator_excluded', // 4030 on deposit, launch, bet, login during a time-out / exclusion the site imposed; data {reason, until}
  imposed_limit_ceiling: 'imposed_limit_ceiling', // 4001 field value: the member asked for more than (or removal of) a limit the site imposed; data {limit, reason}
  imposed_limit_cannot_loosen: 'imposed_limit_cannot_loosen', // 4001 field value: an imposed limit is only ever lowered
} as const;

/** A reason the site's team gives with an imposed limit, time-out, exclusion or at-risk flag. */
export const IMPOSED_REASON_MAX = 500;

/** What a refusal during an imposed time-out / exclusion carries (data of operator_excluded). */
export interface ImposedRefusalData { reason: string; until: string | null }

/** A ceiling the site's team set on one kind of limit: the member's own value can never exceed it. */
export interface ImposedLimit { kind: LimitKind; value: number; reason: string; set_at: string }

export interface PendingLimit { kind: LimitKind; value: number | null; effective_at: string }

export interface Exclusion {
  kind: 'timeout' | 'self_exclusion'; period: TimeoutPeriod | SelfExclusionPeriod; started_at: string; until: string | null;
  /** issue 47 §4: true when the site's team imposed it (then `reason` says why); the member can neither end nor shorten it */
  imposed?: boolean; reason?: string | null;
}

/** GET /account/limits */
export interface LimitsResponse {
  limits: Record<LimitKind, number | null>;
  pending: PendingLimit[];
  exclusion: Exclusion | null;
  kyc_status: KycStatus;
  deposit_usage: { daily: number; weekly: number; monthly: number };
  session_minutes_today: number;
  min_age: number;
  /** issue 47 §4: ceilings the site's team imposed (the member may set a stricter limit, never a looser one) */
  imposed?: ImposedLimit[];
}

/** PUT /account/limits {kind, value} → whether it applied now, or when it will. */
export interface SetLimitResponse { kind: LimitKind; value: number | null; applied: boolean; effective_at: string }

/** POST /account/exclusion {kind:'timeout', period} | {kind:'self_exclusion', period} */
export interface ExclusionRequest { kind: 'timeout'; period: TimeoutPeriod }
export interface SelfExclusionRequest { kind: 'self_exclusion'; period: SelfExclusionPeriod }

/** GET /account/session-summary: what the reality check shows. */
export interface SessionSummary { logged_in_at: string; minutes_since_login: number; net_result: number; bets: number; wins: number; reality_check_minutes: number | null }

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD), or null when not a real date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!m || !t) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  let age = ty - y;
  if (tm < mo || (tm === mo && td < d)) age -= 1;
  return age;
}

// Added by the server (issue 10), additive: the answers the contract above left open.

/** POST /account/exclusion answers the exclusion now in force. */
export type ExclusionResponse = Exclusion;

/** POST /operator/members/{id}/kyc {status, verified_name?} (verified needs verified_name). */
export interface KycResponse { member_id: number; kyc_status: KycStatus; verified_name: string | null }

/** GET /operator/members/{id}/audit → {list: AuditEntry[]}, newest first. */
export interface AuditEntry {
  id: number; actor: 'member' | 'operator' | 'system'; actor_id: number | null; action: string;
  old_value: string | null; new_value: string | null; created_at: string;
}

/** GET /operator/members/{id}/responsible answers a LimitsResponse for that member. */
export const operatorResponsiblePath = (memberId: number | string) => `/operator/members/${memberId}/responsible`;
