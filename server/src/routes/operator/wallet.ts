// Back office for the wallet: the deposit and withdrawal queues with their decisions (each made once), cash and
// points adjustments, the deposit account members transfer to, and the ledger verification. Registered in
// the operator scope (index.ts: one auth hook; roles per route). Mutations run through withIdempotency, keyed by (operator, X-Sequence).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code, DEPOSIT_STATUSES, Msg, OPERATOR_PERMISSIONS, WITHDRAW_STATUSES, type Envelope } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import type { Queryable, Tx } from '../../db/client';
import { parseSignedAmount } from '../../domain/ledger';
import { verifyLedgers } from '../../repositories/ledger-repository';
import {
  findDepositAccount, listRequests, lockMemberMoney, lockRequest, upsertDepositAccount, type MemberMoney, type RequestTable,
} from '../../repositories/wallet-repository';
import { audit } from './audit';
import { adjustCash, adjustPoints, decide, operatorView, type Decision } from '../../services/wallet-operations';
import {
  AccountBody, AccountQuery, AdjustAnswer, AdjustBody, DecisionAnswer, DecisionBody, IdParams, OperatorAccountAnswer,
  OperatorListAnswer, OperatorListQuery, PointsAdjustAnswer, VerifyAnswer,
} from '../../http/route-schemas/wallet';
import { targetDomain } from './target-domain';

type DecisionRequest = FastifyRequest<{ Params: { id: number }; Body: { reason?: string } | undefined }>;
type AdjustRequest = FastifyRequest<{ Params: { id: number }; Body: { amount: number | string; reason: string } }>;

export default async function operatorWalletRoutes(app: FastifyInstance) {
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });
  const operatorId = (request: FastifyRequest) => request.operator!.id;

  const queues: Array<[string, RequestTable, readonly string[]]> = [
    ['/deposits', 'deposit', DEPOSIT_STATUSES],
    ['/withdrawals', 'withdrawal', WITHDRAW_STATUSES],
  ];
  for (const [path, kind, statuses] of queues) {
    app.get<{ Querystring: { status?: string; page: number; size: number } }>(path, {
      config: { roles: OPERATOR_PERMISSIONS.cashierRead },
      schema: { tags, summary: `${kind === 'deposit' ? 'Deposit' : 'Withdrawal'} requests of every member, newest first`, security, querystring: OperatorListQuery(statuses), response: responses(OperatorListAnswer) },
    }, async (request) => {
      const { list, total } = await listRequests(app.db, kind, request.query);
      return ok({ list: list.map(operatorView), total });
    });

    for (const decision of ['approve', 'reject'] as Decision[]) {
      app.post(`${path}/:id/${decision}`, {
        config: { roles: OPERATOR_PERMISSIONS.cashierDecide },
        schema: {
          tags, security, params: IdParams, body: DecisionBody, response: responses(DecisionAnswer),
          summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a waiting ${kind}${kind === 'deposit' && decision === 'approve' ? ' (credits the balance: ledger deposit)' : ''}${kind === 'withdrawal' && decision === 'reject' ? ' (refunds: ledger withdraw_refund)' : ''}; decided once`,
        },
      }, async (request: DecisionRequest) => {
        const reason = request.body?.reason?.trim() || null;
        const answer = await withIdempotency(request, async (tx) => {
          const waiting = await lockRequest(tx, kind, request.params.id);
          const money = waiting ? await lockMemberMoney(tx, waiting.memberId) : undefined;
          const decided = await decide(tx, kind, request.params.id, decision, operatorId(request), reason);
          if (decided.code === Code.OK && waiting && decided.data) {
            const after = await lockMemberMoney(tx, waiting.memberId);
            await audit(request, tx, {
              action: `${kind}.${decision}`, targetType: kind, targetId: waiting.id, memberId: waiting.memberId,
              before: { status: waiting.status, amount: waiting.amount, balance: money?.balance },
              after: { status: decided.data.status, amount: waiting.amount, balance: after?.balance, reason },
            });
          }
          return decided;
        });
        if (answer.code === Code.OK) request.log.info({ [kind]: request.params.id, decision, operator: operatorId(request) }, 'wallet request decided');
        return answer;
      });
    }
  }

  // Cash and points adjustments: the same checks, lock, audit and log; only the ledger and the figure differ.
  interface Adjustment {
    url: string; summary: string; answer: typeof AdjustAnswer | typeof PointsAdjustAnswer; action: string; logged: string;
    adjust: (tx: Tx, memberId: number, amount: number, reason: string, by: number) => Promise<Envelope<{ balance?: number; point?: number } | null>>;
    /** The audited figure before and after (the answer carries the new one). */
    figure: (before: MemberMoney, done: { balance?: number; point?: number }) => { before: Record<string, number>; after: Record<string, unknown> };
  }
  const adjustments: Adjustment[] = [
    {
      url: '/members/:id/adjust', summary: 'Adjust a member\'s cash by a signed amount (ledger adjust; shown to the member as an auto row)',
      answer: AdjustAnswer, action: 'member.adjust_cash', logged: 'balance adjusted', adjust: adjustCash,
      figure: (before, done) => ({ before: { balance: before.balance }, after: { balance: done.balance } }),
    },
    {
      url: '/members/:id/points', summary: 'Adjust a member\'s points by a signed amount (points ledger adjust)',
      answer: PointsAdjustAnswer, action: 'member.adjust_points', logged: 'points adjusted', adjust: adjustPoints,
      figure: (before, done) => ({ before: { points: before.points }, after: { points: done.point } }),
    },
  ];
  for (const a of adjustments) {
    app.post(a.url, {
      config: { roles: OPERATOR_PERMISSIONS.memberAdjust },
      schema: { tags, summary: a.summary, security, params: IdParams, body: AdjustBody, response: responses(a.answer) },
    }, async (request: AdjustRequest) => {
      const amount = parseSignedAmount(request.body.amount);
      if (amount === null) return fail(Code.PARAM_INVALID, Msg.invalid_amount, 'amount');
      const reason = request.body.reason.trim();
      if (!reason) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'reason');
      const answer = await withIdempotency(request, async (tx) => {
        const before = await lockMemberMoney(tx, request.params.id);
        const done = await a.adjust(tx, request.params.id, amount, reason, operatorId(request));
        if (done.code === Code.OK && before && done.data) {
          const { before: was, after } = a.figure(before, done.data);
          await audit(request, tx, { action: a.action, targetType: 'member', targetId: request.params.id, memberId: request.params.id, before: was, after: { ...after, amount, reason } });
        }
        return done;
      });
      if (answer.code === Code.OK) request.log.info({ member: request.params.id, amount, operator: operatorId(request) }, a.logged);
      return answer;
    });
  }

  app.get('/ledger/verify', {
    config: { roles: OPERATOR_PERMISSIONS.ledgerVerify },
    schema: { tags, summary: 'Re-check every member\'s cash and points chains, balances, and wallet requests against the ledger', security, response: responses(VerifyAnswer) },
  }, async () => ok(await verifyLedgers(app.db)));

  const accountView = async (domain: string, q: Queryable = app.db) => {
    const account = await findDepositAccount(q, domain);
    if (!account) return fail(Code.DATABASE, Msg.item_not_found);
    return ok({ domain: account.domain, bank_name: account.bankName, bank_account: account.bankAccount, holder: account.holder, notes: account.notes, updated_at: account.updatedAt });
  };

  app.get<{ Querystring: { domain?: string } }>('/wallet/account', {
    config: { roles: OPERATOR_PERMISSIONS.depositAccount },
    schema: { tags, summary: 'The deposit account members of a domain see (its own, else the default site\'s)', security, querystring: AccountQuery, response: responses(OperatorAccountAnswer) },
  }, async (request) => accountView(await targetDomain(app.db, request.query.domain)));

  app.put<{ Body: { bank_name: string; bank_account: string; holder: string; notes?: string; domain?: string } }>('/wallet/account', {
    config: { roles: OPERATOR_PERMISSIONS.depositAccount },
    schema: { tags, summary: 'Set the deposit account members transfer to (per domain; default: the default site)', security, body: AccountBody, response: responses(OperatorAccountAnswer) },
  }, async (request) => {
    const domain = await targetDomain(app.db, request.body.domain);
    const { bank_name: bankName, bank_account: bankAccount, holder, notes = '' } = request.body;
    // the answer is built inside the transaction, so that a repeated X-Sequence answers 6000 with the same data
    const done = await withIdempotency(request, async (tx) => {
      const before = await findDepositAccount(tx, domain);
      await audit(request, tx, { action: 'deposit_account.set', targetType: 'deposit_account', targetId: domain, before: before && { ...before, bankAccount: undefined }, after: { bank_name: bankName, holder } });
      await upsertDepositAccount(tx, { domain, bankName: bankName.trim(), bankAccount, holder: holder.trim(), notes: notes.trim(), operatorId: operatorId(request) });
      return accountView(domain, tx);
    });
    if (done.code === Code.OK) request.log.info({ domain, operator: operatorId(request) }, 'deposit account set');
    return done;
  });
}
