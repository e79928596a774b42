// Wallet calls of a logged-in member (API.md "Wallet"; member routes, registered in the member scope): deposit, withdraw and point conversion requests
// (idempotent through X-Sequence), the deposit account, and the three histories. Amounts are checked with the
// shared contract validators before anything is written; money moves only through the ledger module.
import type { TypedApp } from '../../http/type-provider';
import {
  Code, Msg, parseAmount, Paths, validateMoneyAmount, validatePointAmount,
} from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import { parseCursor, seoulDayRange } from '../../domain/wallet';
import { requestDomain } from '../../domain/site-config';
import { convertPoints, requestDeposit, requestWithdraw } from '../../services/wallet-operations';
import { depositAccount, memberRequests, memberTransactions } from '../../services/wallet-reads';
import {
  AmountBody, ConvertAnswer, ConvertBody, DepositAnswer, DepositsAnswer, PageQuery, TransactionsAnswer, TransactionsQuery,
  WalletAccountAnswer, WithdrawAnswer, WithdrawalsAnswer,
} from '@casino/shared/contract/schemas/wallet';

export default async function walletRoutes(app: TypedApp) {
  const security = [{ member: [] }];
  const memberId = (request: { member: { id: number } | null }) => request.member!.id;

  app.get(Paths.walletAccount, {
    schema: { tags: ['wallet'], summary: 'The operator\'s bank account to transfer deposits to', security, response: { 200: WalletAccountAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const domain = requestDomain({ origin: request.headers.origin, referer: request.headers.referer, host: request.headers.host });
    const account = await depositAccount(app.db, domain);
    return account ? ok(account) : fail(Code.DATABASE, Msg.item_not_found);
  });

  app.post(Paths.deposit, {
    schema: { tags: ['wallet'], summary: 'Deposit request (waits for an operator; one at a time)', security, body: AmountBody, response: { 200: DepositAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const raw = request.body?.amount;
    const violation = validateMoneyAmount(raw);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const amount = Number(parseAmount(raw));
    return withIdempotency(request, (tx) => requestDeposit(tx, memberId(request), amount));
  });

  app.post(Paths.withdraw, {
    schema: { tags: ['wallet'], summary: 'Withdraw request: the amount leaves the balance at once; a rejection refunds it', security, body: AmountBody, response: { 200: WithdrawAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const raw = request.body?.amount;
    const violation = validateMoneyAmount(raw);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const amount = Number(parseAmount(raw));
    return withIdempotency(request, (tx) => requestWithdraw(tx, memberId(request), amount));
  });

  app.post(Paths.pointConvert, {
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

  app.get(Paths.deposits, {
    schema: { tags: ['wallet'], summary: 'Deposit history (point conversions included), newest first', security, querystring: PageQuery, response: { 200: DepositsAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    return ok(await memberRequests(app.db, 'deposit', memberId(request), request.query.page, request.query.size));
  });

  app.get(Paths.withdrawals, {
    schema: { tags: ['wallet'], summary: 'Withdraw history, newest first', security, querystring: PageQuery, response: { 200: WithdrawalsAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    return ok(await memberRequests(app.db, 'withdrawal', memberId(request), request.query.page, request.query.size));
  });

  app.get(Paths.transactions, {
    schema: { tags: ['wallet'], summary: 'Transaction history (cash ledger), newest first, by Seoul days, cursor paging', security, querystring: TransactionsQuery, response: { 200: TransactionsAnswer, 403: commonResponses[403] } },
  }, async (request) => {
    const { from, to, cursor, size } = request.query;
    const range = seoulDayRange(from, to);
    if ('invalid' in range) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, range.invalid);
    const beforeId = parseCursor(cursor);
    if (beforeId === null) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'cursor');
    return ok(await memberTransactions(app.db, { memberId: memberId(request), ...range, beforeId, size }));
  });
}
