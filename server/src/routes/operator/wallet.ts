// Back office for the wallet: the deposit and withdrawal queues with their decisions (each made once), cash and
// points adjustments, the deposit account members transfer to, the ledger verification and its anchors. Registered in
// the operator scope (index.ts: one auth hook; roles per route). Mutations run through withIdempotency, keyed by (operator, X-Sequence).
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/type-provider';
import { Code, DEPOSIT_STATUSES, Msg, OPERATOR_PERMISSIONS, WITHDRAW_STATUSES } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import { parseSignedAmount } from '../../domain/ledger';
import { decideAudited, depositAccountView, requestQueue, type Decision, type RequestTable } from '../../services/operator-wallet';
import { adjustOrRequest, approveWithdrawal, requestDepositAccountChange } from '../../services/four-eyes';
import {
  AccountBody, AccountQuery, AdjustAnswer, AdjustBody, DecisionAnswer, DecisionBody, IdParams, OperatorAccountAnswer,
  AnchorAnswer, AnchorsAnswer, AnchorsQuery, OperatorListAnswer, OperatorListQuery, PointsAdjustAnswer, VerifyAnswer,
} from '@casino/shared/contract/schemas/wallet';
import { targetDomain } from '../../services/site-service';
import { anchorLedgers, anchorsCsv, ledgerAnchors, verifyLedgersAndAnchors } from '../../services/ledger-anchors';


const tags = ['operator'];
const security = [{ operator: [] }];
const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });
const operatorId = (request: FastifyRequest) => request.operator!.id;

/** The deposit and withdrawal queues and their decisions. */
export default async function operatorWalletRoutes(app: TypedApp) {
  const queues: Array<[string, RequestTable, readonly string[]]> = [
    ['/deposits', 'deposit', DEPOSIT_STATUSES],
    ['/withdrawals', 'withdrawal', WITHDRAW_STATUSES],
  ];
  for (const [path, kind, statuses] of queues) {
    app.get(path, {
      config: { roles: OPERATOR_PERMISSIONS.cashierRead },
      schema: { tags, summary: `${kind === 'deposit' ? 'Deposit' : 'Withdrawal'} requests of every member, newest first`, security, querystring: OperatorListQuery(statuses), response: responses(OperatorListAnswer) },
    }, async (request) => {
      return ok(await requestQueue(app.db, kind, request.query));
    });

    for (const decision of ['approve', 'reject'] as Decision[]) {
      app.post(`${path}/:id/${decision}`, {
        config: { roles: OPERATOR_PERMISSIONS.cashierDecide },
        schema: {
          tags, security, params: IdParams, body: DecisionBody, response: responses(DecisionAnswer),
          summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a waiting ${kind}${kind === 'deposit' && decision === 'approve' ? ' (credits the balance: ledger deposit)' : ''}${kind === 'withdrawal' && decision === 'reject' ? ' (refunds: ledger withdraw_refund)' : ''}${kind === 'withdrawal' && decision === 'approve' ? ' (payout account changed in the last 24 h: a request a second operator confirms; refused to whoever made or approved that change)' : ''}; decided once`,
        },
      }, async (request) => {
        const reason = request.body?.reason?.trim() || null;
        // four eyes (issue 47 §1): approving a withdrawal goes through the payout-account rules
        const answer = await withIdempotency(request, (tx) => (kind === 'withdrawal' && decision === 'approve'
          ? approveWithdrawal(tx, request, request.params.id, reason)
          : decideAudited(tx, request, kind, request.params.id, decision, reason)));
        if (answer.code === Code.OK) request.log.info({ [kind]: request.params.id, decision, operator: operatorId(request) }, 'wallet request decided');
        return answer;
      });
    }
  }
}

/** Cash and points adjustments, the ledger verification and the deposit account. */
export async function operatorMoneyRoutes(app: TypedApp) {
  // Cash and points adjustments: the same checks, lock, audit and log; only the ledger and the figure differ.
  interface Adjustment {
    url: string; summary: string; answer: typeof AdjustAnswer | typeof PointsAdjustAnswer; logged: string; which: 'cash' | 'points';
  }
  const adjustments: Adjustment[] = [
    {
      url: '/members/:id/adjust', summary: 'Adjust a member\'s cash by a signed amount (ledger adjust; shown to the member as an auto row); above the site\'s approval threshold, a request for a second operator',
      answer: AdjustAnswer, logged: 'balance adjusted', which: 'cash',
    },
    {
      url: '/members/:id/points', summary: 'Adjust a member\'s points by a signed amount (points ledger adjust); above the site\'s approval threshold, a request for a second operator',
      answer: PointsAdjustAnswer, logged: 'points adjusted', which: 'points',
    },
  ];
  for (const a of adjustments) {
    app.post(a.url, {
      config: { roles: OPERATOR_PERMISSIONS.memberAdjust },
      schema: { tags, summary: a.summary, security, params: IdParams, body: AdjustBody, response: responses(a.answer) },
    }, async (request) => {
      const amount = parseSignedAmount(request.body.amount);
      if (amount === null) return fail(Code.PARAM_INVALID, Msg.invalid_amount, 'amount');
      const reason = request.body.reason.trim();
      if (!reason) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'reason');
      const answer = await withIdempotency(request, (tx) => adjustOrRequest(tx, request, a.which, request.params.id, amount, reason));
      if (answer.code === Code.OK) request.log.info({ member: request.params.id, amount, operator: operatorId(request) }, a.logged);
      return answer;
    });
  }

  app.get('/ledger/verify', {
    config: { roles: OPERATOR_PERMISSIONS.ledgerVerify },
    schema: { tags, summary: 'Re-check every member\'s cash and points chains (arithmetic and hashes), balances, wallet requests, and every stored anchor', security, response: responses(VerifyAnswer) },
  }, async () => ok(await verifyLedgersAndAnchors(app.db)));

  // Anchors (issue 47 §6): the daily value that fixes the ledgers' history, to export and keep outside the database.
  app.get('/ledger/anchors', {
    config: { roles: OPERATOR_PERMISSIONS.ledgerVerify },
    schema: { tags, summary: 'Every ledger anchor, oldest first; ?format=csv for a file (BOM, for Excel)', security, querystring: AnchorsQuery, produces: ['application/json', 'text/csv'], response: responses(AnchorsAnswer) },
  }, async (request, reply) => {
    const list = await ledgerAnchors(app.db);
    if (request.query.format !== 'csv') return ok({ list });
    return reply.type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ledger-anchors-${list.at(-1)?.day ?? 'none'}.csv"`)
      .send(anchorsCsv(list));
  });

  app.post('/ledger/anchors', {
    config: { roles: OPERATOR_PERMISSIONS.ledgerVerify },
    schema: { tags, summary: 'Anchor both ledgers now (besides the daily anchor the server makes by itself); 503 busy_try_again when postings or another anchor held the ledgers through every try', security, response: { ...responses(AnchorAnswer), 503: commonResponses[503] } },
  }, async (request) => {
    const anchor = await anchorLedgers(app.db);
    request.log.info({ anchor: anchor.id, operator: operatorId(request) }, 'ledgers anchored');
    return ok(anchor);
  });

  app.get('/wallet/account', {
    config: { roles: OPERATOR_PERMISSIONS.depositAccount },
    schema: { tags, summary: 'The deposit account members of a domain see (its own, else the default site\'s)', security, querystring: AccountQuery, response: responses(OperatorAccountAnswer) },
  }, async (request) => depositAccountView(app.db, await targetDomain(app.db, request.query.domain)));

  app.put('/wallet/account', {
    config: { roles: OPERATOR_PERMISSIONS.depositAccount },
    schema: { tags, summary: 'Ask to set the deposit account members transfer to (per domain; default: the default site): a request a second operator approves', security, body: AccountBody, response: responses(OperatorAccountAnswer) },
  }, async (request) => {
    const domain = await targetDomain(app.db, request.body.domain);
    const { bank_name, bank_account, holder, notes = '' } = request.body;
    const done = await withIdempotency(request, (tx) => requestDepositAccountChange(tx, request, domain, { bank_name, bank_account, holder, notes }));
    if (done.code === Code.OK) request.log.info({ domain, operator: operatorId(request) }, 'deposit account change requested');
    return done;
  });
}
