// Members as the back office sees them (issue 16): the context a cashier decides in (balance, KYC, limits and
// exclusion, last ledger rows, bank holder against the verified name), the detail page, and the actions on a
// member (suspend and unsuspend, bank account change, login unlock, password-reset link), each audited inside
// the caller's transaction.
import { AML_ONLY_TIMELINE_KINDS, canOperator, Code, Msg, TIMELINE_KINDS, type MemberContext, type MemberDetail, type OperatorRole, type TimelineKind } from '@casino/shared/contract';
import { insertMemberNote, memberTimeline } from '../repositories/member-story-repository';
import { readAtRisk, type AtRiskRow } from '../repositories/responsible-repository';
import type { Db, Queryable, Tx } from '../db/client';
import { toIso } from '../db/values';
import { fail, ok } from '../http/envelope';
import { throttleKey } from '../domain/login-throttle';
import { maskAccount, maskAccountsIn } from '../domain/masking';
import { findMemberRow } from '../repositories/members-repository';
import {
  clearLoginFailures, countLoginFailures, memberCashLedger, memberLogins, memberPointLedger, memberRequests, memberRounds, searchMembers,
  setMemberStatus, waitingRequests,
} from '../repositories/backoffice-repository';
import { countLiveMemberSessions, revokeAllSessions } from '../repositories/sessions-repository';
import { toMember } from '../repositories/events-repository';
import { issuePasswordReset, limitsView } from './account-service';
import { audit, type AuditedBy } from './operator-audit';

const normalName = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** A member's bank account number as this operator may see it: in full for the roles that pay or review (issue 47 §7). */
const accountFor = (viewer: OperatorRole | undefined, account: string) => (viewer && canOperator(viewer, 'bankAccountFull') ? account : maskAccount(account));

/**
 * Personal-data reads are audited (issue 47 §7): who opened which member, what and when — one `member.view` entry per
 * read of a member's profile, context or records.
 */
export async function recordMemberView(by: AuditedBy, q: Queryable, memberId: number, view: string): Promise<void> {
  await audit(by, q, { action: 'member.view', targetType: 'member', targetId: memberId, memberId, after: { view } });
}

export async function memberContext(q: Queryable, memberId: number, viewer?: OperatorRole): Promise<MemberContext | null> {
  const m = await findMemberRow(q, memberId);
  if (!m) return null;
  const responsible = await limitsView(q, memberId, undefined);
  const { list } = await memberCashLedger(q, memberId, 1, 5);
  return {
    member_id: m.id, username: m.username, nickname: m.nickname, status: m.status, balance: m.balance, points: m.points,
    kyc_status: m.kycStatus, verified_name: m.verifiedName,
    bank_name: m.bankName, bank_account: accountFor(viewer ?? 'cashier', m.bankAccount), bank_holder: m.bankHolder,
    holder_matches: m.kycStatus === 'verified' && m.verifiedName ? normalName(m.verifiedName) === normalName(m.bankHolder) : null,
    responsible: responsible!,
    last_ledger: list,
  };
}

export async function memberDetail(q: Queryable, memberId: number, viewer?: OperatorRole): Promise<MemberDetail | null> {
  const m = await findMemberRow(q, memberId);
  if (!m) return null;
  return {
    id: m.id, username: m.username, nickname: m.nickname, email: m.email, phone: m.phone, status: m.status,
    balance: m.balance, points: m.points, rolling: m.rolling,
    bank_name: m.bankName, bank_account: accountFor(viewer ?? 'owner', m.bankAccount), bank_holder: m.bankHolder,
    kyc_status: m.kycStatus, verified_name: m.verifiedName, date_of_birth: m.dateOfBirth,
    created_at: toIso(m.createdAt), last_login_at: toIso(m.lastLoginAt),
    login_failures: await countLoginFailures(q, throttleKey('member', m.username)),
    live_sessions: await countLiveMemberSessions(q, m.id),
    ...atRiskView(await readAtRisk(q, m.id)),
  };
}

/** issue 47 §4: the at-risk flag compliance set, with its reason, time and operator. */
function atRiskView(flag: AtRiskRow | undefined): Pick<MemberDetail, 'at_risk' | 'at_risk_reason' | 'at_risk_at' | 'at_risk_by'> {
  if (!flag) return { at_risk: false, at_risk_reason: null, at_risk_at: null, at_risk_by: null };
  return { at_risk: flag.atRisk, at_risk_reason: flag.reason, at_risk_at: flag.at ? toIso(flag.at) : null, at_risk_by: flag.by };
}

/** Waiting requests, oldest first, each with its member in context. */
export async function cashierQueue(q: Queryable, kind: 'deposit' | 'withdrawal') {
  const list = await waitingRequests(q, kind);
  const contexts = new Map<number, Awaited<ReturnType<typeof memberContext>>>();
  for (const row of list) if (!contexts.has(row.member_id)) contexts.set(row.member_id, await memberContext(q, row.member_id));
  return { list: list.map((row) => ({ ...row, member: contexts.get(row.member_id) })) };
}

export const findMembers = (q: Queryable, query: string | undefined, page: number, size: number) => searchMembers(q, query, page, size);

/** The pages of one member's records, by name (the back office's member tabs). */
export const MEMBER_PAGES = {
  'ledger': (q: Queryable, id: number, page: number, size: number) => memberCashLedger(q, id, page, size),
  'points-ledger': (q: Queryable, id: number, page: number, size: number) => memberPointLedger(q, id, page, size),
  'deposits': (q: Queryable, id: number, page: number, size: number) => memberRequests(q, 'deposit', id, page, size),
  'withdrawals': (q: Queryable, id: number, page: number, size: number) => memberRequests(q, 'withdrawal', id, page, size),
  'rounds': (q: Queryable, id: number, page: number, size: number) => memberRounds(q, id, page, size),
  'logins': (q: Queryable, id: number, page: number, size: number) => memberLogins(q, id, page, size),
} as const;

/** Suspends (every session ends at once, the open page is told) or reactivates a member. */
export async function setMemberStatusAudited(tx: Tx, by: AuditedBy, memberId: number, action: 'suspend' | 'unsuspend', status: 'active' | 'suspended', reason: string) {
  const before = await findMemberRow(tx, memberId);
  if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  await setMemberStatus(tx, before.id, status);
  let revoked = 0;
  if (status === 'suspended') {
    revoked = await revokeAllSessions(tx, { memberId: before.id });
    await toMember(tx, before.id, { type: 'session.revoked', data: { reason: 'account_suspended' } });
  }
  await audit(by, tx, {
    action: `member.${action}`, targetType: 'member', targetId: before.id, memberId: before.id,
    before: { status: before.status }, after: { status, reason, sessions_revoked: revoked },
  });
  return ok(await memberDetail(tx, before.id));
}

/** A single-use password-reset link for the member, in its own transaction (not withIdempotency: its stored
 * answer would keep the token for a day). */
export async function issueMemberPasswordReset(db: Db, by: AuditedBy, memberId: number, hostUrl: string) {
  return db.transaction(async (tx) => {
    const member = await findMemberRow(tx, memberId);
    if (!member) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    const answer = await issuePasswordReset(tx, member.id, by.operator!.id, hostUrl);
    await audit(by, tx, { action: 'member.password_reset', targetType: 'member', targetId: member.id, memberId: member.id, after: { expires_at: answer.expires_at } });
    return ok(answer);
  });
}

/** Clears a member's failed logins (the username throttle). */
export async function unlockMemberLogin(tx: Tx, by: AuditedBy, memberId: number) {
  const member = await findMemberRow(tx, memberId);
  if (!member) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const cleared = await clearLoginFailures(tx, throttleKey('member', member.username));
  await audit(by, tx, { action: 'member.unlock_login', targetType: 'member', targetId: member.id, memberId: member.id, before: { login_failures: cleared }, after: { login_failures: 0 } });
  return ok({ cleared });
}

/** An internal note on a member, written by the operator (named in it and in the audit). 5005 when no such member. */
export async function addMemberNote(tx: Tx, by: AuditedBy, memberId: number, body: string) {
  if (!(await findMemberRow(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const note = await insertMemberNote(tx, { memberId, operatorId: by.operator!.id, operator: by.operator!.username, body });
  await audit(by, tx, { action: 'member.note', targetType: 'member', targetId: memberId, memberId, after: { note: note.id } });
  return ok(note);
}

/** An operator action's data as this role may see it: account numbers in full only for owner and compliance (issue 47 §1). */
function detailFor(viewer: OperatorRole | undefined, detail: string): string {
  if (viewer && canOperator(viewer, 'auditAccountFull')) return detail;
  try {
    return JSON.stringify(maskAccountsIn(JSON.parse(detail)));
  } catch {
    return detail;
  }
}

/** The member timeline (the kinds asked for, default all), newest first; null when a kind is unknown. Operator actions
 * carry their data; account numbers in it are masked for the roles that may not read them in full. */
export function timelineOf(q: Queryable, memberId: number, kinds: string | undefined, page: number, size: number, viewer?: OperatorRole) {
  const asked = kinds ? kinds.split(',') : [...TIMELINE_KINDS];
  if (!asked.every((k): k is TimelineKind => (TIMELINE_KINDS as readonly string[]).includes(k))) return null;
  // AML alerts and the actions on them stay with owner and compliance (a cashier or support must not tip a member off)
  const aml = viewer !== undefined && canOperator(viewer, 'aml');
  const shown = [...new Set(asked)].filter((k) => aml || !AML_ONLY_TIMELINE_KINDS.includes(k));
  if (shown.length === 0) return Promise.resolve({ list: [], total: 0 });
  return memberTimeline(q, memberId, shown, page, size, { aml }).then((found) => ({
    ...found, list: found.list.map((item) => (item.kind === 'operator' ? { ...item, detail: detailFor(viewer, item.detail) } : item)),
  }));
}

