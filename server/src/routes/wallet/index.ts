// Wallet calls of a logged-in member (API.md "Wallet"; member routes, registered in the member scope): deposit, withdraw and point conversion requests
// (idempotent through X-Sequence), the deposit account, and the three histories. Amounts are checked with the
// shared contract validators before anything is written; money moves only through the ledger module.
import type { FastifyInstance } from 'fastify';
import {
  Code, Msg, parseAmount, Paths, validateMoneyAmount, validatePointAmount,
} from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { cursorOf, parseCursor, seoulDayRange } from '../../domain/wallet';
import { requestDomain } from '../../domain/site-config';
import { listTransactions } from '../../repositories/ledger-repository';
import { findDepositAccount, listMemberRequests, type RequestRow } from '../../repositories/wallet-repository';
import { convertPoints, requestDeposit, requestWithdraw } from '../../services/wallet-operations';
import {
  AmountBody, ConvertAnswer, ConvertBody, DepositAnswer, DepositsAnswer, PageQuery, TransactionsAnswer, TransactionsQuery,
  WalletAccountAnswer, WithdrawAnswer, WithdrawalsAnswer,
} from '../../http/route-schemas/wallet';

const memberView = (row: RequestRow) => ({
  id: row.id, amount: row.amount, status: row.status, created_at: row.createdAt, processed_at: row.processedAt,
});

export default async function walletRoutes(app: FastifyInstance) {
  const security = [{ member: [] }];
  const memberId = (request: { member: { id: number } | null }) => request.member!.id;

  app.get(Paths.walletAccount, {
    schema: { tags: ['wallet'], summary: 'The operator\'s bank account to transfer deposits to', security, response: { 200: WalletAccountAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const domain = requestDomain({ origin: request.headers.origin, referer: request.headers.referer, host: request.headers.host });
    const account = await findDepositAccount(app.db, domain);
    if (!account) return fail(Code.DATABASE, Msg.item_not_found);
    return ok({ bank_name: account.bankName, bank_account: account.bankAccount, holder: account.holder, notes: account.notes });
  });

  app.post<{ Body: { amount?: unknown } }>(Paths.deposit, {
    schema: { tags: ['wallet'], summary: 'Deposit request (waits for an operator; one at a time)', security, body: AmountBody, response: { 200: DepositAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const raw = request.body?.amount;
    const violation = validateMoneyAmount(raw);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const amount = Number(parseAmount(raw));
    return withIdempotency(request, (tx) => requestDeposit(tx, memberId(request), amount));
  });

  app.post<{ Body: { amount?: unknown } }>(Paths.withdraw, {
    schema: { tags: ['wallet'], summary: 'Withdraw request: the amount leaves the balance at once; a rejection refunds it', security, body: AmountBody, response: { 200: WithdrawAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const raw = request.body?.amount;
    const violation = validateMoneyAmount(raw);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const amount = Number(parseAmount(raw));
    return withIdempotency(request, (tx) => requestWithdraw(tx, memberId(request), amount));
  });

  app.post<{ Body: { amount?: unknown; all?: unknown } }>(Paths.pointConvert, {
    schema: { tags: ['wallet'], summary: 'Convert points to cash (1 point = 1 won)', security, body: ConvertBody, response: { 200: ConvertAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const body = request.body ?? {};
    if (body.all !== undefined && typeof body.all !== 'boolean') return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'all');
    let amount: number | null = null;
    if (body.all !== true) {
      const violation = validatePointAmount(body.amount);
      if (violation) return fail(violation.code, violation.msg, violation.field);
      amount = Number(parseAmount(body.amount));
    }
    return withIdempotency(request, (tx) => convertPoints(tx, memberId(request), amount));
  });

  app.get<{ Querystring: { page: number; size: number } }>(Paths.deposits, {
    schema: { tags: ['wallet'], summary: 'Deposit history (point conversions included), newest first', security, querystring: PageQuery, response: { 200: DepositsAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const { list, total } = await listMemberRequests(app.db, 'deposit', memberId(request), request.query.page, request.query.size);
    return ok({ list: list.map(memberView), total });
  });

  app.get<{ Querystring: { page: number; size: number } }>(Paths.withdrawals, {
    schema: { tags: ['wallet'], summary: 'Withdraw history, newest first', security, querystring: PageQuery, response: { 200: WithdrawalsAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const { list, total } = await listMemberRequests(app.db, 'withdrawal', memberId(request), request.query.page, request.query.size);
    return ok({ list: list.map(memberView), total });
  });

  app.get<{ Querystring: { from?: string; to?: string; cursor?: string; size: number } }>(Paths.transactions, {
    schema: { tags: ['wallet'], summary: 'Transaction history (cash ledger), newest first, by Seoul days, cursor paging', security, querystring: TransactionsQuery, response: { 200: TransactionsAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const { from, to, cursor, size } = request.query;
    const range = seoulDayRange(from, to);
    if ('invalid' in range) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, range.invalid);
    const beforeId = parseCursor(cursor);
    if (beforeId === null) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'cursor');
    const { list, more } = await listTransactions(app.db, { memberId: memberId(request), ...range, beforeId, size });
    return ok({ list, next_cursor: more && list.length > 0 ? cursorOf(list[list.length - 1]!.id) : null });
  });
}
