// Where the AML rules (domain/aml/rules.ts) meet the events (issue 47 §3). Each trigger reads the few figures its
// rules need and raises the alerts that fire. Deposits, withdrawals and bank-account changes are evaluated INSIDE the
// transaction that writes them: the event and its alerts commit together, so a committed event never lacks its
// alert, and a rolled-back one raises none (a handful of indexed statements: no noticeable cost). Logins and limit
// hits happen outside any member transaction that commits (a refused deposit or bet rolls back), so they are
// evaluated in a short transaction of their own right after (routes/auth, plugins/limit-hits.ts); a failure there is
// logged and never turns the member's answer into an error.
import type { Db, Queryable, Tx } from '../db/client';
import type { AmlThresholds } from '@casino/shared/contract';
import { toOperators } from '../repositories/events-repository';
import {
  depositsSince, insertAlert, insertLimitHit, limitHitsSince, loginsAround, memberBankAccount, othersOnAccount, playSinceLastWithdrawal,
  storedThresholds, waitingWithdrawal,
} from '../repositories/aml-repository';
import { amlThresholdsOf } from '../domain/aml/thresholds';
import {
  depositVelocity, largeDeposit, lowTurnoverWithdrawal, newLoginBeforeWithdrawal, repeatedLimitHits, sharedPayoutAccount, type AmlHit,
} from '../domain/aml/rules';
import { now } from '../domain/responsible/clock';

const DAY_MS = 24 * 3600_000;
/** How far back the low-turnover rule looks when the member has no earlier withdrawal. */
const TURNOVER_LOOKBACK_DAYS = 30;

export async function amlThresholds(q: Queryable): Promise<AmlThresholds> {
  return amlThresholdsOf((await storedThresholds(q))?.thresholds);
}

/** Stores each hit as an open alert (none twice: see aml_alerts_one_open_idx) and tells the compliance queue live. */
async function raise(q: Queryable, memberId: number, hits: ReadonlyArray<AmlHit | null>): Promise<number[]> {
  const raised: number[] = [];
  for (const hit of hits) {
    if (!hit) continue;
    const id = await insertAlert(q, { memberId, rule: hit.rule, subject: hit.subject, detail: hit.detail });
    if (id === null) continue;
    raised.push(id);
    await toOperators(q, { type: 'aml.alert', data: { id, member_id: memberId, rule: hit.rule, status: 'open', what: 'raised' } });
  }
  return raised;
}

/** A deposit request was created (in its transaction): one large deposit; many or much within 24 hours. */
export async function onDepositRequested(tx: Tx, memberId: number, deposit: { id: number; amount: number }): Promise<void> {
  const t = await amlThresholds(tx);
  const last24h = await depositsSince(tx, memberId, new Date(now().getTime() - DAY_MS));
  await raise(tx, memberId, [largeDeposit(deposit, t), depositVelocity(last24h, t)]);
}

/**
 * A withdrawal request was created (in its transaction): little play since the deposits; a new country or browser
 * just before; and the payout account shared with other members (whatever path set it).
 */
export async function onWithdrawalRequested(tx: Tx, memberId: number, withdrawal: { id: number; amount: number }): Promise<void> {
  const t = await amlThresholds(tx);
  const at = now();
  const play = await playSinceLastWithdrawal(tx, memberId, withdrawal.id, new Date(at.getTime() - TURNOVER_LOOKBACK_DAYS * DAY_MS));
  const logins = await loginsAround(tx, memberId, new Date(at.getTime() - t.new_login_hours * 3600_000));
  const account = await memberBankAccount(tx, memberId);
  const others = account ? await othersOnAccount(tx, memberId, account) : [];
  await raise(tx, memberId, [
    lowTurnoverWithdrawal({ withdrawalId: withdrawal.id, amount: withdrawal.amount, ...play }, t),
    newLoginBeforeWithdrawal(logins.recent, logins.earlier, at, t),
    account ? sharedPayoutAccount(account, others, t) : null,
  ]);
}

/**
 * A member's payout account was set (registration, an operator's change; in that transaction): the alert when other
 * members use it too. It is raised on this member; each of the others gets it at the latest with his next withdrawal.
 */
export async function onBankAccountSet(tx: Tx, memberId: number, account: string): Promise<void> {
  const t = await amlThresholds(tx);
  await raise(tx, memberId, [sharedPayoutAccount(account, await othersOnAccount(tx, memberId, account), t)]);
}

/**
 * A successful login (after it is recorded): a new country or browser while a withdrawal of the member waits for a
 * cashier is the same pattern seen from the other side (the withdrawal came first, the login before it is paid).
 */
export async function onLogin(db: Db, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const withdrawalId = await waitingWithdrawal(tx, memberId);
    if (withdrawalId === null) return;
    const t = await amlThresholds(tx);
    const at = now();
    const logins = await loginsAround(tx, memberId, new Date(at.getTime() - t.new_login_hours * 3600_000));
    await raise(tx, memberId, [newLoginBeforeWithdrawal(logins.recent, logins.earlier, at, t)]);
  });
}

/** A responsible-gaming limit refused a deposit or a bet: the hit is kept, and enough of them raise an alert. */
export async function onLimitHit(db: Db, memberId: number, kind: string): Promise<void> {
  await db.transaction(async (tx) => {
    await insertLimitHit(tx, memberId, kind);
    const t = await amlThresholds(tx);
    const at = now();
    const hits = await limitHitsSince(tx, memberId, new Date(at.getTime() - t.limit_hits_days * DAY_MS));
    await raise(tx, memberId, [repeatedLimitHits(hits, at, t)]);
  });
}
