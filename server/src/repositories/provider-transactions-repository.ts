// provider_transactions: one row per seamless-wallet call of a game provider, unique by (provider, tx_id), so a
// repeated id finds the first call's row (providers/ledger-wallet.ts decides what that means).
import { columns, execute, firstRow, sql, type Queryable, type Tx } from '../db/client';
import { toNumber } from '../db/values';
import { PLAY_STATE_FIELDS, playStateOf, playStateQuery, type PlayState } from './responsible-repository';

export type ProviderTxKind = 'debit' | 'credit' | 'rollback';

export interface ProviderTxRow {
  id: number; provider: string; txId: string; kind: ProviderTxKind; memberId: number; roundId: string; gameCode: string | null;
  amount: number; referenceTxId: string | null; status: 'done' | 'rolled_back' | 'tombstone'; ledgerId: number | null;
  points: number; balanceAfter: number;
}

const TX_COLUMNS = columns(['id', 'provider', 'tx_id', 'kind', 'member_id', 'round_id', 'game_code', 'amount', 'reference_tx_id', 'status', 'ledger_id', 'points', 'balance_after']);

const txRow = (r: Record<string, unknown>): ProviderTxRow => ({
  id: toNumber(r.id), provider: String(r.provider), txId: String(r.tx_id), kind: r.kind as ProviderTxKind, memberId: toNumber(r.member_id),
  roundId: String(r.round_id), gameCode: r.game_code === null ? null : String(r.game_code), amount: toNumber(r.amount),
  referenceTxId: r.reference_tx_id === null ? null : String(r.reference_tx_id), status: r.status as ProviderTxRow['status'],
  ledgerId: r.ledger_id === null ? null : toNumber(r.ledger_id), points: toNumber(r.points), balanceAfter: toNumber(r.balance_after),
});

export interface ProviderTxClaim {
  provider: string; txId: string; kind: ProviderTxKind; memberId: number; roundId: string; gameCode: string | null; amount: number;
  referenceTxId: string | null;
}

/** Claims (provider, txId): the new row's id, or null when the id exists (a concurrent twin waits for the first to commit). */
export async function claimProviderTx(tx: Tx, row: ProviderTxClaim): Promise<number | null> {
  const r = await firstRow<{ id: unknown }>(tx, sql`
    INSERT INTO provider_transactions (provider, tx_id, kind, member_id, round_id, game_code, amount, reference_tx_id, balance_after)
    VALUES (${row.provider}, ${row.txId}, ${row.kind}, ${row.memberId}, ${row.roundId}, ${row.gameCode}, ${row.amount}::bigint, ${row.referenceTxId}, 0)
    ON CONFLICT (provider, tx_id) DO NOTHING
    RETURNING id`);
  return r ? toNumber(r.id) : null;
}

/**
 * A debit's claim and the member's play state (the bet policy's one read), in one statement and one round trip
 * (issue 19: bets are hot): the new row's id, or null when the id exists, and the state as `playState` reads it.
 * The state is read in the same snapshot, before the claim (it reads no row the claim writes).
 */
export async function claimDebit(tx: Tx, row: Omit<ProviderTxClaim, 'kind' | 'referenceTxId'>): Promise<{ id: number | null; state: PlayState }> {
  const r = await firstRow<Record<string, unknown>>(tx, sql`
    WITH claim AS (
      INSERT INTO provider_transactions (provider, tx_id, kind, member_id, round_id, game_code, amount, reference_tx_id, balance_after)
      VALUES (${row.provider}, ${row.txId}, 'debit', ${row.memberId}, ${row.roundId}, ${row.gameCode}, ${row.amount}::bigint, NULL, 0)
      ON CONFLICT (provider, tx_id) DO NOTHING
      RETURNING id)
    SELECT (SELECT id FROM claim) AS claim_id, ${columns(PLAY_STATE_FIELDS, 'state')}
    FROM (SELECT 1) AS one LEFT JOIN LATERAL (${playStateQuery(row.memberId)}) AS state ON true`);
  return { id: r?.claim_id === null || r?.claim_id === undefined ? null : toNumber(r.claim_id), state: playStateOf(r) };
}

/** The row of (provider, txId); `lock` takes it FOR UPDATE (a credit and a rollback of one bet wait for each other). */
export async function findProviderTx(q: Queryable, provider: string, txId: string, lock = false): Promise<ProviderTxRow | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT ${TX_COLUMNS} FROM provider_transactions WHERE provider = ${provider} AND tx_id = ${txId} ${lock ? sql`FOR UPDATE` : sql``}`);
  return r && txRow(r);
}

/** Records what a claimed call did: its ledger row and the balance after it (a rollback also its amount, a debit its points). */
export async function finishProviderTx(tx: Tx, id: number, values: { ledgerId: number | null; balance: number; amount?: number; points?: number }): Promise<void> {
  await execute(tx, sql`
    UPDATE provider_transactions
    SET ledger_id = ${values.ledgerId}, balance_after = ${values.balance}::bigint,
        amount = coalesce(${values.amount ?? null}::bigint, amount), points = coalesce(${values.points ?? null}::bigint, points)
    WHERE id = ${id}`);
}

/** Removes a claim whose call was refused (only successful answers are remembered). */
export async function dropProviderTx(tx: Tx, id: number): Promise<void> {
  await execute(tx, sql`DELETE FROM provider_transactions WHERE id = ${id}`);
}

/** Remembers a bet that was rolled back before it arrived, so that it can never be debited later. */
export async function insertTombstone(tx: Tx, row: { provider: string; txId: string; memberId: number; roundId: string }): Promise<void> {
  await execute(tx, sql`
    INSERT INTO provider_transactions (provider, tx_id, kind, member_id, round_id, amount, status, balance_after)
    VALUES (${row.provider}, ${row.txId}, 'debit', ${row.memberId}, ${row.roundId}, 0, 'tombstone', 0)
    ON CONFLICT (provider, tx_id) DO NOTHING`);
}

/** Whether a win was already paid for the bet `betTxId`. */
export async function creditExists(tx: Tx, provider: string, betTxId: string): Promise<boolean> {
  return Boolean(await firstRow(tx, sql`
    SELECT 1 AS found FROM provider_transactions
    WHERE provider = ${provider} AND kind = 'credit' AND reference_tx_id = ${betTxId}`));
}

export async function markRolledBack(tx: Tx, id: number): Promise<void> {
  await execute(tx, sql`UPDATE provider_transactions SET status = 'rolled_back' WHERE id = ${id}`);
}
