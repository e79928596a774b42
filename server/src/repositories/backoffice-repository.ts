// SQL of the back office (issue 16): member search and detail pages, member status and bank account changes,
// login-throttle unlock, the dashboard's and reports' sums by Asia/Seoul day, and the games catalogue states.
// Money sums come from the ledger itself: cash in = deposit rows, cash out = withdraw rows net of refunds,
// bets = −(bet rows) net of rollbacks, wins = win rows; GGR = bets − wins.
import type { CashLedgerRow, DayMoney, GgrReportRow, HouseRoundRow, LoginOutcome, PointLedgerRow } from '@casino/shared/contract';
import { execute, firstRow, rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';
import { seoulDay, seoulDayStart } from './operator-audit-repository';
import { eachDay } from '../domain/seoul-calendar';

type Row = Record<string, unknown>;
const offset = (page: number, size: number) => (page - 1) * size;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

// ---------- members

export async function searchMembers(q: Queryable, query: string | undefined, page: number, size: number) {
  const term = (query ?? '').trim();
  const id = /^\d{1,15}$/.test(term) ? Number(term) : -1;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = term.replace(/\D/g, '');
  // a term without digits matches no phone (and PostgreSQL text can't hold the NUL a "never matches" pattern would need)
  const phone = digits === '' ? sql`FALSE` : sql`replace(phone, '-', '') LIKE ${`%${digits}%`}`;
  const where = term === '' ? sql`TRUE` : sql`(id = ${id} OR username ILIKE ${like} OR nickname ILIKE ${like} OR ${phone})`;
  const list = await rows<Row>(q, sql`
    SELECT id, username, nickname, phone, balance, points, status, created_at, last_login_at, at_risk FROM members WHERE ${where}
    ORDER BY (id = ${id}) DESC, id DESC LIMIT ${size} OFFSET ${offset(page, size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM members WHERE ${where}`);
  return {
    list: list.map((m) => ({
      id: toNumber(m.id), username: String(m.username), nickname: String(m.nickname), phone: String(m.phone),
      balance: toNumber(m.balance), points: toNumber(m.points), status: String(m.status),
      created_at: toIso(m.created_at), last_login_at: toIso(m.last_login_at), at_risk: Boolean(m.at_risk),
    })),
    total: toNumber(total?.n),
  };
}

export async function setMemberStatus(q: Queryable, memberId: number, status: 'active' | 'suspended'): Promise<boolean> {
  const done = await rows(q, sql`UPDATE members SET status = ${status} WHERE id = ${memberId} RETURNING id`);
  return done.length > 0;
}

export async function setMemberBank(q: Queryable, memberId: number, bank: { bankName: string; bankAccount: string; bankHolder: string }): Promise<boolean> {
  const done = await rows(q, sql`
    UPDATE members SET bank_name = ${bank.bankName}, bank_account = ${bank.bankAccount}, bank_holder = ${bank.bankHolder}
    WHERE id = ${memberId} RETURNING id`);
  return done.length > 0;
}

/** Failed member logins that count towards the throttle now (username key), and clearing them. */
export async function countLoginFailures(q: Queryable, key: string): Promise<number> {
  const row = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM login_failures WHERE username = ${key} AND cleared_at IS NULL`);
  return toNumber(row?.n);
}
export async function clearLoginFailures(q: Queryable, key: string): Promise<number> {
  const done = await rows(q, sql`DELETE FROM login_failures WHERE username = ${key} RETURNING id`);
  return done.length;
}

export async function memberCashLedger(q: Queryable, memberId: number, page: number, size: number): Promise<{ list: CashLedgerRow[]; total: number }> {
  const list = await rows<Row>(q, sql`
    SELECT id, type, amount, before, after, ref, created_at FROM ledger WHERE member_id = ${memberId}
    ORDER BY id DESC LIMIT ${size} OFFSET ${offset(page, size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM ledger WHERE member_id = ${memberId}`);
  return {
    list: list.map((r) => ({
      id: toNumber(r.id), type: r.type as CashLedgerRow['type'], amount: toNumber(r.amount), before: toNumber(r.before), after: toNumber(r.after),
      ref: text(r.ref), created_at: toIso(r.created_at),
    })),
    total: toNumber(total?.n),
  };
}

export async function memberPointLedger(q: Queryable, memberId: number, page: number, size: number): Promise<{ list: PointLedgerRow[]; total: number }> {
  const list = await rows<Row>(q, sql`
    SELECT id, type, amount, before, after, ref, note, created_at FROM point_ledger WHERE member_id = ${memberId}
    ORDER BY id DESC LIMIT ${size} OFFSET ${offset(page, size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM point_ledger WHERE member_id = ${memberId}`);
  return {
    list: list.map((r) => ({
      id: toNumber(r.id), type: r.type as PointLedgerRow['type'], amount: toNumber(r.amount), before: toNumber(r.before), after: toNumber(r.after),
      ref: text(r.ref), note: text(r.note), created_at: toIso(r.created_at),
    })),
    total: toNumber(total?.n),
  };
}

export async function memberRounds(q: Queryable, memberId: number, page: number, size: number): Promise<{ list: HouseRoundRow[]; total: number }> {
  const list = await rows<Row>(q, sql`
    SELECT id, game_code, bet, win, state, created_at, settled_at FROM house_rounds WHERE member_id = ${memberId}
    ORDER BY id DESC LIMIT ${size} OFFSET ${offset(page, size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM house_rounds WHERE member_id = ${memberId}`);
  return {
    list: list.map((r) => ({
      id: toNumber(r.id), game_code: String(r.game_code), bet: toNumber(r.bet), win: r.win === null ? null : toNumber(r.win),
      state: String(r.state), created_at: toIso(r.created_at), settled_at: toIso(r.settled_at),
    })),
    total: toNumber(total?.n),
  };
}

export async function memberRequests(q: Queryable, kind: 'deposit' | 'withdrawal', memberId: number, page: number, size: number) {
  const table = sql.raw(kind === 'deposit' ? 'deposit_requests' : 'withdrawal_requests');
  const list = await rows<Row>(q, sql`
    SELECT r.id, r.member_id, m.username, m.nickname, r.amount, r.status, coalesce(r.reason, '') AS reason, r.created_at, r.processed_at
    FROM ${table} r JOIN members m ON m.id = r.member_id WHERE r.member_id = ${memberId}
    ORDER BY r.id DESC LIMIT ${size} OFFSET ${offset(page, size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM ${table} WHERE member_id = ${memberId}`);
  return { list: list.map(requestView), total: toNumber(total?.n) };
}

const requestView = (r: Row) => ({
  id: toNumber(r.id), member_id: toNumber(r.member_id), username: String(r.username), nickname: String(r.nickname), amount: toNumber(r.amount),
  status: String(r.status), reason: text(r.reason), created_at: toIso(r.created_at), processed_at: toIso(r.processed_at),
});

/** The cashier queue: waiting requests, oldest first. */
export async function waitingRequests(q: Queryable, kind: 'deposit' | 'withdrawal', limit = 100) {
  const table = sql.raw(kind === 'deposit' ? 'deposit_requests' : 'withdrawal_requests');
  const list = await rows<Row>(q, sql`
    SELECT r.id, r.member_id, m.username, m.nickname, r.amount, r.status, coalesce(r.reason, '') AS reason, r.created_at, r.processed_at
    FROM ${table} r JOIN members m ON m.id = r.member_id WHERE r.status = 'waiting'
    ORDER BY r.created_at, r.id LIMIT ${limit}`);
  return list.map(requestView);
}

// ---------- dashboard and reports

/** Cash in / out, bets, wins and GGR per Asia/Seoul day over [from, to] (every day listed, zeros included). */
export async function dailyMoney(q: Queryable, from: string, to: string): Promise<DayMoney[]> {
  const list = await rows<Row>(q, sql`
    SELECT ${seoulDay('created_at')} AS day,
      coalesce(sum(amount) FILTER (WHERE type = 'deposit'), 0) AS cash_in,
      coalesce(-sum(amount) FILTER (WHERE type IN ('withdraw', 'withdraw_refund')), 0) AS cash_out,
      coalesce(-sum(amount) FILTER (WHERE type IN ('bet', 'rollback')), 0) AS bets,
      coalesce(sum(amount) FILTER (WHERE type = 'win'), 0) AS wins
    FROM ledger
    WHERE created_at >= ${seoulDayStart(from)}::timestamptz AND created_at < ${seoulDayStart(to, 1)}::timestamptz
    GROUP BY 1`);
  const byDay = new Map(list.map((r) => [String(r.day), r]));
  const days: DayMoney[] = [];
  for (const day of eachDay(from, to)) {
    const r = byDay.get(day);
    const bets = toNumber(r?.bets ?? 0);
    const wins = toNumber(r?.wins ?? 0);
    days.push({ day, cash_in: toNumber(r?.cash_in ?? 0), cash_out: toNumber(r?.cash_out ?? 0), bets, wins, ggr: bets - wins });
  }
  return days;
}

/**
 * Bets and wins per day and provider (and game): the ledger rows of the seamless wallet, joined to the provider
 * transaction that caused them (provider, game code), and the ledger rows of the rounds that record their play
 * themselves (`ownRecords`: a house round played in one transaction has no provider rows; its ledger rows' ref is
 * `<provider>:<round id>`, decision 011). A rollback counts against the bet it undoes.
 */
export async function ggrReport(q: Queryable, from: string, to: string, byGame: boolean, ownRecords: { provider: string }): Promise<GgrReportRow[]> {
  const game = byGame ? sql`coalesce(game_code, '')` : sql`''`;
  const since = sql`${seoulDayStart(from)}::timestamptz`;
  const until = sql`${seoulDayStart(to, 1)}::timestamptz`;
  const prefix = `${ownRecords.provider}:`;
  const list = await rows<Row>(q, sql`
    WITH played AS (
      SELECT l.created_at, l.type, l.amount, p.provider, p.game_code, p.round_id
      FROM ledger l JOIN provider_transactions p ON p.ledger_id = l.id
      WHERE l.type IN ('bet', 'win', 'rollback') AND l.created_at >= ${since} AND l.created_at < ${until}
      UNION ALL
      SELECT l.created_at, l.type, l.amount, ${ownRecords.provider}, r.game_code, r.id::text
      FROM ledger l JOIN house_rounds r
        ON r.id = CASE WHEN starts_with(l.ref, ${prefix}) AND substr(l.ref, ${prefix.length + 1}) ~ '^[0-9]{1,18}$'
                       THEN substr(l.ref, ${prefix.length + 1})::bigint END
      WHERE l.type IN ('bet', 'win') AND l.created_at >= ${since} AND l.created_at < ${until}
        AND NOT EXISTS (SELECT 1 FROM provider_transactions p WHERE p.ledger_id = l.id)
    )
    SELECT ${seoulDay('created_at')} AS day, provider, ${game} AS game_code,
      coalesce(-sum(amount) FILTER (WHERE type IN ('bet', 'rollback')), 0) AS bets,
      coalesce(sum(amount) FILTER (WHERE type = 'win'), 0) AS wins,
      count(DISTINCT round_id) FILTER (WHERE type = 'bet') AS rounds
    FROM played
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  return list.map((r) => {
    const bets = toNumber(r.bets);
    const wins = toNumber(r.wins);
    return { day: String(r.day), provider: String(r.provider), game_code: String(r.game_code), bets, wins, ggr: bets - wins, rounds: toNumber(r.rounds) };
  });
}

export async function pendingCounts(q: Queryable) {
  const row = await firstRow<Row>(q, sql`
    SELECT (SELECT count(*) FROM deposit_requests WHERE status = 'waiting') AS deposits,
           (SELECT count(*) FROM withdrawal_requests WHERE status = 'waiting') AS withdrawals,
           (SELECT count(*) FROM inquiries WHERE status = 'pending' AND deleted_at IS NULL) AS inquiries`);
  return { deposits: toNumber(row?.deposits), withdrawals: toNumber(row?.withdrawals), inquiries: toNumber(row?.inquiries) };
}

export async function activeMembers(q: Queryable, today: string) {
  const row = await firstRow<Row>(q, sql`
    SELECT (SELECT count(DISTINCT member_id) FROM sessions WHERE member_id IS NOT NULL AND revoked_at IS NULL AND expires_at > now()) AS active,
           (SELECT count(*) FROM members WHERE last_login_at >= ${seoulDayStart(today)}::timestamptz) AS today`);
  return { active: toNumber(row?.active), today: toNumber(row?.today) };
}

// ---------- games

export async function listProvidersAdmin(q: Queryable) {
  const list = await rows<Row>(q, sql`
    SELECT p.id, p.code, p.title, p.category, p.status, (SELECT count(*) FROM games g WHERE g.provider_id = p.id) AS games
    FROM game_providers p ORDER BY p.sort_order, p.id`);
  return list.map(providerView);
}
const providerView = (r: Row) => ({
  id: toNumber(r.id), code: String(r.code), title: String(r.title), category: String(r.category),
  status: String(r.status) as 'active' | 'down' | 'hidden', games: toNumber(r.games ?? 0),
});
export async function findProviderAdmin(q: Queryable, id: number) {
  const r = await firstRow<Row>(q, sql`SELECT id, code, title, category, status, 0 AS games FROM game_providers WHERE id = ${id}`);
  return r ? providerView(r) : undefined;
}
export async function setProviderStatus(q: Queryable, id: number, status: string) {
  const r = await firstRow<Row>(q, sql`UPDATE game_providers SET status = ${status} WHERE id = ${id} RETURNING id, code, title, category, status, 0 AS games`);
  return r ? providerView(r) : undefined;
}

export async function listGamesAdmin(q: Queryable, f: { provider_id?: number; q?: string; page: number; size: number }) {
  const where = [sql`TRUE`];
  if (f.provider_id !== undefined) where.push(sql`g.provider_id = ${f.provider_id}`);
  if (f.q?.trim()) where.push(sql`(g.title ILIKE ${`%${f.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} OR g.code = ${f.q.trim()})`);
  const condition = sql.join(where, sql` AND `);
  const list = await rows<Row>(q, sql`
    SELECT g.id, g.provider_id, p.title AS provider, g.code, g.title, g.category, g.status
    FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE ${condition}
    ORDER BY p.sort_order, g.provider_id, g.sort_order, g.id LIMIT ${f.size} OFFSET ${offset(f.page, f.size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM games g WHERE ${condition}`);
  return { list: list.map(gameView), total: toNumber(total?.n) };
}
const gameView = (r: Row) => ({
  id: toNumber(r.id), provider_id: toNumber(r.provider_id), provider: String(r.provider), code: String(r.code), title: String(r.title),
  category: String(r.category), status: String(r.status) as 'active' | 'hidden',
});
export async function findGameAdmin(q: Queryable, id: number) {
  const r = await firstRow<Row>(q, sql`SELECT g.id, g.provider_id, p.title AS provider, g.code, g.title, g.category, g.status FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE g.id = ${id}`);
  return r ? gameView(r) : undefined;
}
export async function setGameStatus(q: Queryable, id: number, status: string) {
  await execute(q, sql`UPDATE games SET status = ${status} WHERE id = ${id}`);
  return findGameAdmin(q, id);
}


/** A login attempt on the account of `username` (as typed); nothing when no member has that name. */
export async function insertMemberLogin(q: Queryable, attempt: { username: string; outcome: LoginOutcome; ip: string; userAgent: string; country: string }): Promise<void> {
  await rows(q, sql`
    INSERT INTO member_logins (member_id, success, outcome, ip, user_agent, country)
    SELECT id, ${attempt.outcome === 'ok'}, ${attempt.outcome}, ${attempt.ip.slice(0, 64)}, ${attempt.userAgent.slice(0, 300)}, ${attempt.country}
    FROM members WHERE username = ${attempt.username.trim().toLowerCase()}`);
}

/** A member's login attempts, newest first (the back office's Logins tab). */
export async function memberLogins(q: Queryable, memberId: number, page: number, size: number) {
  const list = await rows<Row>(q, sql`
    SELECT id, success, outcome, ip, user_agent, created_at FROM member_logins WHERE member_id = ${memberId}
    ORDER BY id DESC LIMIT ${size} OFFSET ${offset(page, size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM member_logins WHERE member_id = ${memberId}`);
  return {
    list: list.map((r) => ({
      id: toNumber(r.id), success: r.success === true || r.success === 't', outcome: String(r.outcome) as LoginOutcome,
      ip: String(r.ip), user_agent: String(r.user_agent), created_at: toIso(r.created_at),
    })),
    total: toNumber(total?.n),
  };
}
