// Back office for responsible gaming and compliance (issue 10): set a member's KYC status (with the verified
// legal name), read the audit trail and the member's limits. There is deliberately no call that ends or
// shortens an exclusion. Registered in the operator scope (index.ts); mutations run through withIdempotency and are audited.
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import { AuditAnswer, KycAnswer, KycBody, LimitsAnswer, MemberIdParams } from '@casino/shared/contract/schemas/account';
import { limitsView, responsibleAudit, setKycStatusAudited } from '../../services/account-service';


export default async function operatorResponsibleRoutes(app: TypedApp) {
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });

  app.post('/members/:id/kyc', {
    config: { roles: OPERATOR_PERMISSIONS.memberKyc },
    schema: { tags, summary: 'Set a member\'s KYC status (verified needs verified_name: withdrawals then pay only to that name)', security, params: MemberIdParams, body: KycBody, response: responses(KycAnswer) },
  }, async (request) => {
    const { status, verified_name: verifiedName } = request.body;
    const answer = await withIdempotency(request, (tx) => setKycStatusAudited(tx, request, request.params.id, status, verifiedName));
    if (answer.code === Code.OK) request.log.info({ member: request.params.id, kyc: status, operator: request.operator!.id }, 'kyc status set');
    return answer;
  });

  app.get('/members/:id/audit', {
    config: { roles: OPERATOR_PERMISSIONS.membersRead },
    schema: { tags, summary: 'Audit trail of a member\'s limits, exclusions, KYC status and date of birth, newest first', security, params: MemberIdParams, response: responses(AuditAnswer) },
  }, async (request) => ok({ list: await responsibleAudit(app.db, request.params.id) }));

  app.get('/members/:id/responsible', {
    config: { roles: OPERATOR_PERMISSIONS.membersRead },
    schema: { tags, summary: 'A member\'s limits, pending changes, exclusion, KYC status and usage (as GET /account/limits)', security, params: MemberIdParams, response: responses(LimitsAnswer) },
  }, async (request) => {
    const view = await limitsView(app.db, request.params.id, undefined);
    return view ? ok(view) : fail(Code.DATABASE, Msg.item_not_found, 'id');
  });
}
