// Four eyes on money (issue 47 §1): the approvals queue. A change one operator may not make alone (an adjustment
// above the site's threshold, a member's payout account, a site's deposit account, a withdrawal to a payout account
// changed in the last 24 hours) waits here for a different operator. Decided once, never by its maker; expired after
// 24 hours. Mutations run through withIdempotency, keyed by (operator, X-Sequence), and are audited.
import type { TypedApp } from '../../http/type-provider';
import { Code, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { ApprovalDecisionAnswer, ApprovalDecisionBody, ApprovalIdParams, ApprovalsAnswer, ApprovalsQuery } from '@casino/shared/contract/schemas/approvals';
import { ok } from '../../http/envelope';
import { withIdempotency } from '../../plugins/idempotency';
import { approvalsPage, decide } from '../../services/four-eyes';

const tags = ['operator'];
const security = [{ operator: [] }];
const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });

export default async function operatorApprovalRoutes(app: TypedApp) {
  app.get('/approvals', {
    config: { roles: OPERATOR_PERMISSIONS.approvalsRead },
    schema: {
      tags, security, querystring: ApprovalsQuery, response: responses(ApprovalsAnswer),
      summary: 'Four-eyes requests: pending (oldest first), expired, approved, rejected or decided (newest first); account numbers in full for owner and compliance only',
    },
  }, async (request) => {
    const { state = 'pending', page, size } = request.query;
    return ok(await approvalsPage(app.db, request.operator?.role, state, page, size));
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/approvals/:id/${decision}`, {
      config: { roles: OPERATOR_PERMISSIONS.approvalsDecide },
      schema: {
        tags, security, params: ApprovalIdParams, body: ApprovalDecisionBody, response: responses(ApprovalDecisionAnswer),
        summary: decision === 'approve'
          ? 'Approve another operator\'s request: the change is made now, in the same transaction; decided once'
          : 'Reject another operator\'s request, with a reason; decided once',
      },
    }, async (request) => {
      const reason = request.body?.reason?.trim() || null;
      const answer = await withIdempotency(request, (tx) => decide(tx, request, request.params.id, decision, reason));
      if (answer.code === Code.OK) request.log.info({ approval: request.params.id, decision, operator: request.operator?.id }, 'approval decided');
      return answer;
    });
  }
}
