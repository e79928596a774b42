// Demo wallet data (only when DEMO_DATA is not 0): a deposit account for the default site, clearly marked as a
// demo, and the demo member's opening money, written the way real money arrives (a completed deposit request
// with its ledger row, points through the points ledger) so that the demo's histories and the ledger agree.
// A live site sets its real account with `npm run operator -- deposit-account set …` (docs/wallet.md).
import { refOf } from '../domain/ledger';
import { postLedgerEntry, postPointEntry } from '../repositories/ledger-repository';
import { insertRequest, nextRequestId } from '../repositories/wallet-repository';
import { sql, type Db, type Tx } from './client';

export const DEMO_DEPOSIT_ACCOUNT = {
  bankName: '신한은행',
  bankAccount: '110-000-000000',
  holder: '데모카지노(주)',
  notes: '데모 계좌입니다. 실제로 송금하지 마세요. (Demo account: do not transfer real money.)',
};

/** The default site's demo deposit account, when it has none (never overwrites an operator's account). */
export async function seedDemoDepositAccount(db: Db): Promise<void> {
  const a = DEMO_DEPOSIT_ACCOUNT;
  await db.execute(sql`
    INSERT INTO deposit_accounts (domain, bank_name, bank_account, holder, notes)
    SELECT domain, ${a.bankName}, ${a.bankAccount}, ${a.holder}, ${a.notes} FROM site_configs WHERE is_default
    ON CONFLICT DO NOTHING`);
}

/** The demo member's opening balance (an approved deposit) and points (an operator adjustment). */
export async function seedDemoMoney(tx: Tx, memberId: number, money: { balance: number; points: number }): Promise<void> {
  if (money.balance > 0) {
    const id = await nextRequestId(tx, 'deposit');
    const entry = await postLedgerEntry(tx, { memberId, type: 'deposit', amount: money.balance, ref: refOf('deposit', id) });
    if (!entry) throw new Error('demo deposit failed');
    await insertRequest(tx, 'deposit', { id, memberId, amount: money.balance, status: 'completed', ledgerId: entry.id, reason: 'demo-seed' });
  }
  if (money.points > 0) {
    await postPointEntry(tx, { memberId, type: 'adjust', amount: money.points, ref: 'demo-seed', note: 'demo points' });
  }
}
