// The one place that decides "may this member deposit / withdraw this amount now", before anything is
// written. Responsible-gaming rules (deposit limits, self-exclusion, KYC threshold, own-name accounts:
// issue 10, services/responsible-checks.ts) are asked here, so the handlers never change when a rule is added.
// A refusal is the envelope the member gets; null allows.
import { Code, Msg, type Envelope } from '@casino/shared/contract';
import type { Tx } from '../db/client';
import { fail } from '../http/envelope';
import { hasWaitingDeposit } from '../repositories/wallet-repository';
import * as responsible from './responsible-checks';

export interface MoneyIntent { memberId: number; amount: number }

export async function depositRefusal(tx: Tx, intent: MoneyIntent): Promise<Envelope<unknown> | null> {
  // time-out / self-exclusion (4030 self_excluded), then deposit limits (4001 deposit_limit_*, data {limit, remaining})
  const responsibleRefusal = await responsible.depositRefusal(tx, intent.memberId, intent.amount);
  if (responsibleRefusal) return responsibleRefusal;
  // A quick answer for the common case; the partial unique index still decides under a race.
  if (await hasWaitingDeposit(tx, intent.memberId)) return fail(Code.DUPLICATE_RECORD, Msg.previous_record_exists);
  return null;
}

export async function withdrawRefusal(tx: Tx, intent: MoneyIntent): Promise<Envelope<unknown> | null> {
  // The balance itself is checked atomically by the ledger (insufficient_balance). Excluded members may
  // withdraw; the KYC threshold (kyc_required) and the own-name rule (bank_holder_mismatch) apply to all.
  return responsible.withdrawRefusal(tx, intent.memberId, intent.amount);
}
