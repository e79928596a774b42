// The one place that decides "may this member deposit / withdraw this amount now", before anything is
// written. Responsible-gaming rules (deposit limits, self-exclusion: issue 10) belong here, so the
// handlers never change when a rule is added. A refusal is the envelope the member gets; null allows.
import { Code, Msg, type Envelope } from '@casino/shared/contract';
import type { Tx } from '../../db/client';
import { fail } from '../../http/envelope';
import { hasWaitingDeposit } from '../../repositories/wallet-repository';

export interface MoneyIntent { memberId: number; amount: number }

export async function depositRefusal(tx: Tx, intent: MoneyIntent): Promise<Envelope<null> | null> {
  // A quick answer for the common case; the partial unique index still decides under a race.
  if (await hasWaitingDeposit(tx, intent.memberId)) return fail(Code.DUPLICATE_RECORD, Msg.previous_record_exists);
  return null;
}

export async function withdrawRefusal(_tx: Tx, _intent: MoneyIntent): Promise<Envelope<null> | null> {
  // The balance itself is checked atomically by the ledger (insufficient_balance); nothing else yet.
  return null;
}
