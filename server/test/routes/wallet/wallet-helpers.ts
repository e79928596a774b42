// Calls and database reads shared by the wallet suites.
import type { FastifyInstance } from 'fastify';
import { rows, sql } from '../../../src/db/client';
import { toNumber } from '../../../src/db/values';
import { checkChain, type ChainRow } from '../../../src/domain/ledger';
import { bearer, json, post, type Member } from '../../helper';

export const seqHeader = (sequence?: string) => (sequence ? { 'x-sequence': sequence } : {});

export function memberCalls(app: FastifyInstance, member: Pick<Member, 'jwt'>) {
  const auth = bearer(member.jwt);
  const send = async (url: string, body: unknown, sequence?: string) =>
    json(await post(app, url, body, { headers: { ...auth, ...seqHeader(sequence) } }));
  const get = async (url: string) => json(await app.inject({ method: 'GET', url, headers: auth }));
  return {
    deposit: (amount: unknown, sequence?: string) => send('/wallet/deposit', { amount }, sequence),
    withdraw: (amount: unknown, sequence?: string) => send('/wallet/withdraw', { amount }, sequence),
    convert: (body: Record<string, unknown>, sequence?: string) => send('/wallet/points/convert', body, sequence),
    get,
    init: async () => (await get('/main/init')).data.ui as { amount: number; point: number },
  };
}

export function operatorCalls(app: FastifyInstance, token: string) {
  const auth = bearer(token);
  const send = async (url: string, body: unknown = {}, sequence?: string) =>
    json(await post(app, url, body, { headers: { ...auth, ...seqHeader(sequence) } }));
  return {
    send,
    get: async (url: string) => json(await app.inject({ method: 'GET', url, headers: auth })),
    decide: (kind: 'deposits' | 'withdrawals', id: number, decision: 'approve' | 'reject', body: Record<string, unknown> = {}, sequence?: string) =>
      send(`/operator/${kind}/${id}/${decision}`, body, sequence),
    adjust: (memberId: number, amount: unknown, reason = 'test', sequence?: string) =>
      send(`/operator/members/${memberId}/adjust`, { amount, reason }, sequence),
    points: (memberId: number, amount: unknown, reason = 'test', sequence?: string) =>
      send(`/operator/members/${memberId}/points`, { amount, reason }, sequence),
    verify: async () => json(await app.inject({ method: 'GET', url: '/operator/ledger/verify', headers: auth })).data,
  };
}

const chainRows = (found: Array<Record<string, unknown>>): ChainRow[] =>
  found.map((r) => ({ id: toNumber(r.id), amount: toNumber(r.amount), before: toNumber(r.before), after: toNumber(r.after) }));

/** The member's balances, both ledgers, both request tables, and the chain problems (empty when sound). */
export async function walletState(app: FastifyInstance, memberId: number) {
  const member = (await rows<Record<string, unknown>>(app.db, sql`SELECT balance, points FROM members WHERE id = ${memberId}`))[0]!;
  const cash = chainRows(await rows(app.db, sql`SELECT id, amount, before, after, type, ref FROM ledger WHERE member_id = ${memberId} ORDER BY id`));
  const cashTypes = (await rows<{ type: string }>(app.db, sql`SELECT type FROM ledger WHERE member_id = ${memberId} ORDER BY id`)).map((r) => r.type);
  const points = chainRows(await rows(app.db, sql`SELECT id, amount, before, after FROM point_ledger WHERE member_id = ${memberId} ORDER BY id`));
  const deposits = await rows<Record<string, unknown>>(app.db, sql`SELECT id, amount, status FROM deposit_requests WHERE member_id = ${memberId} ORDER BY id`);
  const withdrawals = await rows<Record<string, unknown>>(app.db, sql`SELECT id, amount, status FROM withdrawal_requests WHERE member_id = ${memberId} ORDER BY id`);
  const balance = toNumber(member.balance);
  const pointBalance = toNumber(member.points);
  return {
    balance, points: pointBalance, cash, cashTypes, pointRows: points,
    deposits: deposits.map((d) => ({ id: toNumber(d.id), amount: toNumber(d.amount), status: String(d.status) })),
    withdrawals: withdrawals.map((w) => ({ id: toNumber(w.id), amount: toNumber(w.amount), status: String(w.status) })),
    problems: [...checkChain(cash, balance), ...checkChain(points, pointBalance)],
  };
}

/** A new operator of `role`, made by the owner (`ownerToken`), logged in: his id, name and calls (four eyes: the second operator). */
export async function newOperator(app: FastifyInstance, ownerToken: string, role: 'owner' | 'cashier' | 'support' | 'compliance', prefix = role.slice(0, 4)) {
  const username = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  const password = 'password-1234';
  const made = json(await post(app, '/operator/operators', { username, password, role }, { headers: bearer(ownerToken) }));
  if (made.code !== 0) throw new Error(`operator not created: ${JSON.stringify(made)}`);
  const login = json(await post(app, '/operator/login', { username, password }));
  if (login.code !== 0) throw new Error(`operator login failed: ${JSON.stringify(login)}`);
  const jwt = login.data.jwt as string;
  return { id: made.data.id as number, username, jwt, calls: operatorCalls(app, jwt) };
}

/** Approves a four-eyes request as `checker` (a token of another operator than its maker) and answers the decision. */
export async function approveAs(app: FastifyInstance, checkerToken: string, approvalId: number, reason?: string) {
  return operatorCalls(app, checkerToken).send(`/operator/approvals/${approvalId}/approve`, reason ? { reason } : {});
}
