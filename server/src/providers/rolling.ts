// Rolling (API.md /main/init `rolling`): the won wagered since the member's last approved deposit, kept in
// members.rolling. Every accepted bet adds to it (the seamless wallet's debit), a rolled-back bet takes its
// amount off again, and an approved deposit starts it over (the wallet's deposit approval calls resetRolling).
import { sql, type Queryable } from '../db/client';

export async function addRolling(q: Queryable, memberId: number, amount: number): Promise<void> {
  await q.execute(sql`UPDATE members SET rolling = greatest(rolling + ${amount}::bigint, 0) WHERE id = ${memberId}`);
}

/** Called in the transaction that approves a deposit. */
export async function resetRolling(q: Queryable, memberId: number): Promise<void> {
  await q.execute(sql`UPDATE members SET rolling = 0 WHERE id = ${memberId}`);
}
