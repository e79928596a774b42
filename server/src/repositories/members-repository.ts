import type { InitResponse, KycStatus } from '@casino/shared/contract';
import { columns, execute, firstRow, rows, sql, type Database, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';
import type { Credential } from '../security/tokens';

/** A member's row (the columns of db/migrations that the routes read). Money in won; times as PostgreSQL text. */
export interface MemberRow {
  id: number; username: string; passwordHash: string; nickname: string; email: string; phone: string; referralCode: string | null;
  bankName: string; bankAccount: string; bankHolder: string; balance: number; points: number; rolling: number;
  status: 'active' | 'suspended'; selfExcludedUntil: string | null; depositLimitDaily: number | null; createdAt: string; lastLoginAt: string | null;
  // responsible gaming and compliance (0006_responsible.sql)
  dateOfBirth: string | null; kycStatus: KycStatus; verifiedName: string | null;
  // running totals (0009_running_totals.sql): unread memos less broadcasts; lifetime bets and wins
  memoUnreadOffset: number; playBets: number; playWins: number;
}

type Row = Record<string, unknown>;
const text = (value: unknown): string | null => (value == null ? null : String(value));

const MEMBER_COLUMNS = columns([
  'id', 'username', 'password_hash', 'nickname', 'email', 'phone', 'referral_code', 'bank_name', 'bank_account', 'bank_holder',
  'balance', 'points', 'rolling', 'status', 'self_excluded_until', 'deposit_limit_daily', 'created_at', 'last_login_at',
  'date_of_birth', 'kyc_status', 'verified_name', 'memo_unread_offset', 'play_bets', 'play_wins',
]);

const memberRow = (r: Row): MemberRow => ({
  id: toNumber(r.id), username: String(r.username), passwordHash: String(r.password_hash), nickname: String(r.nickname),
  email: String(r.email), phone: String(r.phone), referralCode: text(r.referral_code),
  bankName: String(r.bank_name), bankAccount: String(r.bank_account), bankHolder: String(r.bank_holder),
  balance: toNumber(r.balance), points: toNumber(r.points), rolling: toNumber(r.rolling), status: String(r.status) as MemberRow['status'],
  selfExcludedUntil: text(r.self_excluded_until), depositLimitDaily: r.deposit_limit_daily == null ? null : toNumber(r.deposit_limit_daily),
  createdAt: String(r.created_at), lastLoginAt: text(r.last_login_at),
  dateOfBirth: text(r.date_of_birth), kycStatus: String(r.kyc_status) as KycStatus, verifiedName: text(r.verified_name),
  memoUnreadOffset: toNumber(r.memo_unread_offset), playBets: toNumber(r.play_bets), playWins: toNumber(r.play_wins),
});

export interface NewMember {
  username: string; passwordHash: string; nickname: string; email: string; phone: string; referralCode?: string | null;
  bankName: string; bankAccount: string; bankHolder: string;
}

export async function findMemberByUsername(q: Queryable, username: string): Promise<MemberRow | undefined> {
  const row = await firstRow<Row>(q, sql`SELECT ${MEMBER_COLUMNS} FROM members WHERE username = ${username} LIMIT 1`);
  return row && memberRow(row);
}

/** Which of the unique values are taken already (the unique indexes still decide under a race). */
export async function takenIdentity(q: Queryable, username: string, nickname: string): Promise<{ username: boolean; nickname: boolean }> {
  const row = await firstRow<{ username_taken: boolean; nickname_taken: boolean }>(q, sql`
    SELECT EXISTS (SELECT 1 FROM members WHERE username = ${username}) AS username_taken,
           EXISTS (SELECT 1 FROM members WHERE lower(nickname) = lower(${nickname})) AS nickname_taken`);
  return { username: Boolean(row?.username_taken), nickname: Boolean(row?.nickname_taken) };
}

export async function insertMember(q: Queryable, input: NewMember): Promise<number> {
  const row = await firstRow<{ id: unknown }>(q, sql`
    INSERT INTO members (username, password_hash, nickname, email, phone, referral_code, bank_name, bank_account, bank_holder)
    VALUES (${input.username}, ${input.passwordHash}, ${input.nickname}, ${input.email}, ${input.phone}, ${input.referralCode ?? null},
            ${input.bankName}, ${input.bankAccount}, ${input.bankHolder})
    RETURNING id`);
  return toNumber(row!.id);
}

export async function touchLastLogin(q: Queryable, id: number): Promise<void> {
  await execute(q, sql`UPDATE members SET last_login_at = now() WHERE id = ${id}`);
}

export interface MemberListItem { id: number; username: string; nickname: string; balance: number; points: number; status: string; created_at: string; last_login_at: string }

export async function listMembers(q: Queryable, page: number, size: number): Promise<{ list: MemberListItem[]; total: number }> {
  const list = await rows<Row>(q, sql`
    SELECT id, username, nickname, balance, points, status, created_at, last_login_at FROM members
    ORDER BY id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`);
  const total = await firstRow<{ n: unknown }>(q, sql`SELECT count(*) AS n FROM members`);
  return {
    list: list.map((m) => ({
      id: toNumber(m.id), username: String(m.username), nickname: String(m.nickname), balance: toNumber(m.balance), points: toNumber(m.points),
      status: String(m.status), created_at: toIso(m.created_at), last_login_at: toIso(m.last_login_at),
    })),
    total: toNumber(total?.n),
  };
}

/**
 * The poll's row: the session's state and the member's status, which the route checks, and the header's fields
 * as JSON text written by the database (`ui`: every field of the contract's `InitResponse['ui']` except
 * `bank_account`, which leaves the server only masked, by maskAccount; `bank_account` is the stored number).
 */
export interface InitRow { live: boolean; status: string; ui: string; bank_account: string }

/**
 * /main/init in one statement: validates the session (credential match, not revoked; `live` = not expired),
 * reads the member and its unread memo count (members.memo_unread_offset + the broadcast total, kept by the
 * memo writes) through indexed lookups. No write: every open tab polls this every 10 s.
 */
export async function readInit(database: Pick<Database, 'prepared'>, credential: Credential): Promise<InitRow | undefined> {
  const [row] = credential.kind === 'jwt'
    ? await database.prepared<Record<string, unknown>>(INIT_BY_JWT, [credential.sessionId, credential.subject])
    : await database.prepared<Record<string, unknown>>(INIT_BY_TOKEN, [credential.tokenHash]);
  if (!row) return undefined;
  return { live: Boolean(row.live), status: String(row.status), ui: String(row.ui), bank_account: String(row.bank_account ?? '') };
}

// A time as toISOString writes it (UTC, whole milliseconds: to_char's MS truncates, as Date keeps the
// millisecond of a microsecond value).
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The header's fields, each with the expression that writes it: a key of the contract that is missing or
 * misspelt here fails the type check. The database writes the JSON (issue 19: reading 14 columns, converting
 * them and writing them as JSON again was most of a poll's own work in the API process).
 */
const UI_FIELDS: Record<Exclude<keyof InitResponse['ui'], 'bank_account'>, string> = {
  name: 'm.nickname', username: 'm.username', amount: 'm.balance', rolling: 'm.rolling', point: 'm.points',
  bank_code_name: 'm.bank_name', bank_name: 'm.bank_name', bank_holder: 'm.bank_holder',
  create_at: isoText('m.created_at'), login_at: `coalesce(${isoText('m.last_login_at')}, '')`,
  unread_memo: 'm.memo_unread_offset + (SELECT broadcasts FROM memo_totals)',
};

// The poll's statement, prepared once per connection (Database.prepared): the session condition is
// memberSessionCondition's, written out per credential kind.
const INIT_SELECT = `
  SELECT s.expires_at > now() AS live, m.status, m.bank_account,
         json_build_object(${Object.entries(UI_FIELDS).map(([key, expression]) => `'${key}', ${expression}`).join(', ')})::text AS ui
  FROM sessions s JOIN members m ON m.id = s.member_id`;
const INIT_BY_JWT = `${INIT_SELECT}
  WHERE s.id = $1::uuid AND s.member_id = $2 AND s.revoked_at IS NULL`;
const INIT_BY_TOKEN = `${INIT_SELECT}
  WHERE s.auth_token_hash = $1 AND s.member_id IS NOT NULL AND s.revoked_at IS NULL`;

/**
 * The first lock of every member-scoped write (docs/server.md "Lock order"): the member row, FOR NO KEY UPDATE,
 * held to the end of the transaction. It serialises one member's writes and is the same lock an UPDATE of the
 * balance takes, so taking it first never needs an upgrade later. It does not conflict with the key-share locks
 * that inserts referencing the member take (idempotency keys, requests, audit rows); a plain FOR UPDATE would,
 * and two such transactions deadlock (40P01). True when the member exists.
 */
export async function lockMemberRow(q: Queryable, memberId: number): Promise<boolean> {
  return Boolean(await firstRow(q, sql`SELECT id FROM members WHERE id = ${memberId} FOR NO KEY UPDATE`));
}

/** The member's cash balance in won (the one place it is read on its own), or null when there is no such member. */
export async function balanceOf(q: Queryable, memberId: number): Promise<number | null> {
  const r = await firstRow<{ balance: unknown }>(q, sql`SELECT balance FROM members WHERE id = ${memberId}`);
  return r ? toNumber(r.balance) : null;
}

/** The member's points, or null when there is no such member. */
export async function pointsOf(q: Queryable, memberId: number): Promise<number | null> {
  const r = await firstRow<{ points: unknown }>(q, sql`SELECT points FROM members WHERE id = ${memberId}`);
  return r ? toNumber(r.points) : null;
}

// Rolling (API.md /main/init `rolling`): the won wagered since the member's last approved deposit, kept in
// members.rolling. Every accepted bet adds to it (the seamless wallet's debit), a rolled-back bet takes its
// amount off again (never below 0), and an approved deposit starts it over (resetRolling, in the approval's
// transaction).
export async function addRolling(q: Queryable, memberId: number, amount: number): Promise<void> {
  await execute(q, sql`UPDATE members SET rolling = greatest(rolling + ${amount}::bigint, 0) WHERE id = ${memberId}`);
}

export async function resetRolling(q: Queryable, memberId: number): Promise<void> {
  await execute(q, sql`UPDATE members SET rolling = 0 WHERE id = ${memberId}`);
}

export async function findMemberRow(q: Queryable, id: number): Promise<MemberRow | undefined> {
  const row = await firstRow<Row>(q, sql`SELECT ${MEMBER_COLUMNS} FROM members WHERE id = ${id}`);
  return row && memberRow(row);
}

/** A new password hash (change or reset, issue 44). */
export async function setMemberPassword(q: Queryable, memberId: number, passwordHash: string): Promise<void> {
  await execute(q, sql`UPDATE members SET password_hash = ${passwordHash} WHERE id = ${memberId}`);
}

/** Support issued a reset: only the token's SHA-256 is stored. */
export async function insertPasswordReset(q: Queryable, input: { tokenHash: string; memberId: number; issuedBy: number; expiresAt: Date }): Promise<void> {
  await execute(q, sql`
    INSERT INTO member_password_resets (token_hash, member_id, issued_by, expires_at)
    VALUES (${input.tokenHash}, ${input.memberId}, ${input.issuedBy}, ${input.expiresAt.toISOString()})`);
}

export interface PasswordResetCheck { memberId: number; used: boolean; expired: boolean }

/** The reset a token names, locked for the transaction; undefined when unknown. */
export async function lockPasswordReset(q: Queryable, tokenHash: string): Promise<PasswordResetCheck | undefined> {
  const row = await firstRow<{ member_id: unknown; used: boolean; expired: boolean }>(q, sql`
    SELECT member_id, used_at IS NOT NULL AS used, expires_at <= now() AS expired
    FROM member_password_resets WHERE token_hash = ${tokenHash} LIMIT 1 FOR UPDATE`);
  return row && { memberId: toNumber(row.member_id), used: Boolean(row.used), expired: Boolean(row.expired) };
}

export async function markPasswordResetUsed(q: Queryable, tokenHash: string): Promise<void> {
  await execute(q, sql`UPDATE member_password_resets SET used_at = now() WHERE token_hash = ${tokenHash}`);
}
