// Members as the back office sees them (issue 16): the context a cashier decides in (balance, KYC, limits and
// exclusion, last ledger rows, bank holder against the verified name), the detail page, and the actions on a
// member (suspend and unsuspend, bank account change), each inside the caller's transaction.
import type { MemberContext, MemberDetail } from '@casino/shared/contract';
import type { Queryable } from '../db/client';
import { toIso } from '../db/values';
import { throttleKey } from '../domain/login-throttle';
import { findMemberRow } from '../repositories/members-repository';
import { countLoginFailures, memberCashLedger } from '../repositories/backoffice-repository';
import { countLiveMemberSessions } from '../repositories/sessions-repository';
import { limitsView } from './account-service';

const normalName = (s: string) => s.replace(/\s+/g, '').toLowerCase();

export async function memberContext(q: Queryable, memberId: number): Promise<MemberContext | null> {
  const m = await findMemberRow(q, memberId);
  if (!m) return null;
  const responsible = await limitsView(q, memberId, undefined);
  const { list } = await memberCashLedger(q, memberId, 1, 5);
  return {
    member_id: m.id, username: m.username, nickname: m.nickname, status: m.status, balance: m.balance, points: m.points,
    kyc_status: m.kycStatus, verified_name: m.verifiedName,
    bank_name: m.bankName, bank_account: m.bankAccount, bank_holder: m.bankHolder,
    holder_matches: m.kycStatus === 'verified' && m.verifiedName ? normalName(m.verifiedName) === normalName(m.bankHolder) : null,
    responsible: responsible!,
    last_ledger: list,
  };
}

export async function memberDetail(q: Queryable, memberId: number): Promise<MemberDetail | null> {
  const m = await findMemberRow(q, memberId);
  if (!m) return null;
  return {
    id: m.id, username: m.username, nickname: m.nickname, email: m.email, phone: m.phone, status: m.status,
    balance: m.balance, points: m.points, rolling: m.rolling,
    bank_name: m.bankName, bank_account: m.bankAccount, bank_holder: m.bankHolder,
    kyc_status: m.kycStatus, verified_name: m.verifiedName, date_of_birth: m.dateOfBirth,
    created_at: toIso(m.createdAt), last_login_at: toIso(m.lastLoginAt),
    login_failures: await countLoginFailures(q, throttleKey('member', m.username)),
    live_sessions: await countLiveMemberSessions(q, m.id),
  };
}
