// AML and risk alerts (issue 47 §3): the rules that raise an alert on a member, what compliance decides when it
// closes one, and the shapes of the compliance queue. Operator-only: nothing here is ever shown to a member.

/** Every rule the server evaluates (server/src/domain/aml). */
export const AML_RULES = [
  'large_deposit', 'deposit_velocity', 'low_turnover_withdrawal', 'shared_payout_account', 'repeated_limit_hits', 'new_login_before_withdrawal',
] as const;
export type AmlRule = (typeof AML_RULES)[number];
export const AML_STATUSES = ['open', 'closed'] as const;
export type AmlStatus = (typeof AML_STATUSES)[number];
/** How compliance closed an alert: nothing to do, passed up (MLRO), or reported to the authority (STR/SAR). */
export const AML_OUTCOMES = ['no_action', 'escalated', 'reported'] as const;
export type AmlOutcome = (typeof AML_OUTCOMES)[number];
export const AML_COMMENT_MAX = 2000;

/** A site's thresholds (won, counts, percent, hours, days); every key optional on PUT, defaults where unset. */
export interface AmlThresholds {
  /** one deposit of at least this much */
  large_deposit: number;
  /** this many deposit requests within 24 hours … */
  deposits_24h_count: number;
  /** … or this much deposited within 24 hours */
  deposits_24h_total: number;
  /** a withdrawal when the turnover since the last withdrawal is below this percent of the deposits since then … */
  low_turnover_percent: number;
  /** … counted only once those deposits reach this much */
  low_turnover_min_deposits: number;
  /** this many members (the member included) on one payout account */
  shared_account_members: number;
  /** this many responsible-gaming limit hits … */
  limit_hits: number;
  /** … within this many days */
  limit_hits_days: number;
  /** a login from a country or browser new to the member within this many hours before a withdrawal */
  new_login_hours: number;
}

/** The range each threshold accepts (inclusive); the server's defaults are in server/src/domain/aml/thresholds.ts. */
export const AML_THRESHOLD_RANGES: Record<keyof AmlThresholds, readonly [number, number]> = {
  large_deposit: [1, 1_000_000_000_000],
  deposits_24h_count: [2, 1000],
  deposits_24h_total: [1, 1_000_000_000_000],
  low_turnover_percent: [0, 100],
  low_turnover_min_deposits: [0, 1_000_000_000_000],
  shared_account_members: [2, 1000],
  limit_hits: [1, 1000],
  limit_hits_days: [1, 365],
  new_login_hours: [1, 720],
};

export interface AmlAlertRow {
  id: number; member_id: number; username: string; nickname: string;
  rule: AmlRule; subject: string;
  /** the figures the rule saw (amounts, counts, the other members, the login) */
  detail: Record<string, unknown>;
  status: AmlStatus;
  assignee_id: number | null; assignee: string;
  outcome: AmlOutcome | null; note: string; closed_by: string;
  created_at: string; closed_at: string | null;
  comments: number;
}
export interface AmlComment { id: number; alert_id: number; operator: string; body: string; created_at: string }
export interface AmlAlertDetail extends AmlAlertRow { comments_list: AmlComment[] }
export interface AmlAlertQuery { status?: AmlStatus; rule?: AmlRule; member_id?: number; assignee?: 'me' | 'none'; page?: number; size?: number }
export interface AmlAssignRequest { /** an operator's id; omitted = me; null = nobody */ operator_id?: number | null }
export interface AmlCommentRequest { body: string }
export interface AmlCloseRequest { outcome: AmlOutcome; note: string }
/** What an `aml.alert` live event says: an alert was raised or changed (assigned, commented, closed). */
export interface AmlAlertEventData { id: number; member_id: number; rule: AmlRule; status: AmlStatus; what: 'raised' | 'assigned' | 'commented' | 'closed' }
