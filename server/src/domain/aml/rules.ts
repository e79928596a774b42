// The AML rules (issue 47 §3), pure: each takes the figures the service read and the thresholds in force, and
// answers the alert to raise (its subject and the figures it saw) or null. No database and no clock: `now` is passed
// in. A rule's subject says what the alert is about, so the same pattern on the same thing raises one open alert only
// ('' = the member as a whole: a second burst of deposits while the first alert is open adds nothing).
import type { AmlRule, AmlThresholds } from '@casino/shared/contract';

export interface AmlHit { rule: AmlRule; subject: string; detail: Record<string, unknown> }

const HOUR_MS = 3600_000;

/** One deposit request of at least `large_deposit`. */
export function largeDeposit(deposit: { id: number; amount: number }, t: AmlThresholds): AmlHit | null {
  if (deposit.amount < t.large_deposit) return null;
  return { rule: 'large_deposit', subject: `deposit:${deposit.id}`, detail: { deposit_id: deposit.id, amount: deposit.amount, threshold: t.large_deposit } };
}

/** Deposit requests in the last 24 hours (this one included): at least N of them, or at least a total. */
export function depositVelocity(last24h: { count: number; total: number }, t: AmlThresholds): AmlHit | null {
  const byCount = last24h.count >= t.deposits_24h_count;
  const byTotal = last24h.total >= t.deposits_24h_total;
  if (!byCount && !byTotal) return null;
  return {
    rule: 'deposit_velocity', subject: '',
    detail: { count: last24h.count, total: last24h.total, count_threshold: t.deposits_24h_count, total_threshold: t.deposits_24h_total },
  };
}

/**
 * A withdrawal after little or no play: since the member's previous withdrawal (or the start of the look-back), the
 * turnover (stakes) is below `low_turnover_percent` of the deposits, once those deposits reach `low_turnover_min_deposits`.
 * Money that goes in and comes out unplayed is the classic placement-and-withdrawal pattern.
 */
export function lowTurnoverWithdrawal(
  figures: { withdrawalId: number; amount: number; deposits: number; turnover: number }, t: AmlThresholds,
): AmlHit | null {
  if (figures.deposits <= 0 || figures.deposits < t.low_turnover_min_deposits) return null;
  // integer comparison: turnover / deposits < percent / 100
  if (figures.turnover * 100 >= figures.deposits * t.low_turnover_percent) return null;
  return {
    rule: 'low_turnover_withdrawal', subject: `withdrawal:${figures.withdrawalId}`,
    detail: {
      withdrawal_id: figures.withdrawalId, amount: figures.amount, deposits: figures.deposits, turnover: figures.turnover,
      turnover_percent: Math.floor((figures.turnover * 100) / figures.deposits), threshold_percent: t.low_turnover_percent,
    },
  };
}

/** The digits of an account number: `110-123-456789` and `110123456789` are one account. */
export const accountKey = (account: string): string => account.replace(/\D/g, '');

/** Several members on one payout account: the member and `others` (the other members with the same account). */
export function sharedPayoutAccount(
  account: string, others: ReadonlyArray<{ id: number; username: string }>, t: AmlThresholds,
): AmlHit | null {
  const key = accountKey(account);
  if (key === '' || others.length + 1 < t.shared_account_members) return null;
  return {
    rule: 'shared_payout_account', subject: `account:${key}`,
    detail: { account_last4: key.slice(-4), members: others.length + 1, others: others.map((o) => ({ id: o.id, username: o.username })) },
  };
}

/** Responsible-gaming limit hits (refused deposits or bets) within the last `limit_hits_days` days. */
export function repeatedLimitHits(hits: ReadonlyArray<{ kind: string; at: Date }>, now: Date, t: AmlThresholds): AmlHit | null {
  const since = now.getTime() - t.limit_hits_days * 24 * HOUR_MS;
  const recent = hits.filter((h) => h.at.getTime() >= since && h.at.getTime() <= now.getTime());
  if (recent.length < t.limit_hits) return null;
  const kinds: Record<string, number> = {};
  for (const h of recent) kinds[h.kind] = (kinds[h.kind] ?? 0) + 1;
  return { rule: 'repeated_limit_hits', subject: '', detail: { hits: recent.length, days: t.limit_hits_days, threshold: t.limit_hits, kinds } };
}

export interface LoginSeen { id: number; country: string; userAgent: string; ip: string; at: Date }

/**
 * A login from a country or a browser (user agent) the member had not used before, within `new_login_hours` before
 * a withdrawal (`withdrawalAt`: the withdrawal's time). `recent` are the successful logins in that window, `earlier`
 * the successful logins before it. A member with no earlier login has nothing to compare with: no alert. An unknown
 * country ('': the proxy sent none) is never "new".
 */
export function newLoginBeforeWithdrawal(
  recent: readonly LoginSeen[], earlier: readonly LoginSeen[], withdrawalAt: Date, t: AmlThresholds,
): AmlHit | null {
  if (earlier.length === 0) return null;
  const since = withdrawalAt.getTime() - t.new_login_hours * HOUR_MS;
  const countries = new Set(earlier.map((l) => l.country).filter((c) => c !== ''));
  const devices = new Set(earlier.map((l) => l.userAgent));
  for (const login of [...recent].sort((a, b) => b.at.getTime() - a.at.getTime())) {
    if (login.at.getTime() < since || login.at.getTime() > withdrawalAt.getTime()) continue;
    const newCountry = login.country !== '' && !countries.has(login.country);
    const newDevice = !devices.has(login.userAgent);
    if (!newCountry && !newDevice) continue;
    return {
      rule: 'new_login_before_withdrawal', subject: `login:${login.id}`,
      detail: {
        login_id: login.id, at: login.at.toISOString(), ip: login.ip, country: login.country, user_agent: login.userAgent,
        new_country: newCountry, new_device: newDevice, hours: t.new_login_hours,
      },
    };
  }
  return null;
}
