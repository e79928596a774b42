// Back office for responsible gaming and compliance (issue 10): set a member's KYC status (with the verified
// legal name), read the audit trail and the member's limits. There is deliberately no call that ends or
// shortens an exclusion. Registered in the operator scope (index.ts); mutations run through withIdempotency and are audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code, Msg, OPERATOR_PERMISSIONS, type KycStatus } from '@casino/shared/contract';
import { findMemberRow } from '../../repositories/members-repository';
import { audit } from './audit';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { listAudit } from '../../repositories/responsible-repository';
import { AuditAnswer, KycAnswer, KycBody, LimitsAnswer, MemberIdParams } from '../../http/route-schemas/account';
import { limitsView, setKycStatus } from '../../services/account-service';

type KycRequest = FastifyRequest<{ Params: { id: number }; Body: { status: KycStatus; verified_name?: string } }>;

export default async function operatorResponsibleRoutes(app: FastifyInstance) {
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });

  app.post('/members/:id/kyc', {
    config: { roles: OPERATOR_PERMISSIONS.memberKyc },
    schema: { tags, summary: 'Set a member\'s KYC status (verified needs verified_name: withdrawals then pay only to that name)', security, params: MemberIdParams, body: KycBody, response: responses(KycAnswer) },
  }, async (request: KycRequest) => {
    const { status, verified_name: verifiedName } = request.body;
    const answer = await withIdempotency(request, async (tx) => {
      const before = await findMemberRow(tx, request.params.id);
      const done = await setKycStatus(tx, request.params.id, status, verifiedName, request.operator!.id);
      if (done.code === Code.OK && before) {
        await audit(request, tx, {
          action: 'member.kyc', targetType: 'member', targetId: request.params.id, memberId: request.params.id,
          before: { kyc_status: before.kycStatus, verified_name: before.verifiedName }, after: { kyc_status: status, verified_name: verifiedName ?? before.verifiedName },
        });
      }
      return done;
    });
    if (answer.code === Code.OK) request.log.info({ member: request.params.id, kyc: status, operator: request.operator!.id }, 'kyc status set');
    return answer;
  });

  app.get('/members/:id/audit', {
    config: { roles: OPERATOR_PERMISSIONS.membersRead },
    schema: { tags, summary: 'Audit trail of a member\'s limits, exclusions, KYC status and date of birth, newest first', security, params: MemberIdParams, response: responses(AuditAnswer) },
  }, async (request: FastifyRequest<{ Params: { id: number } }>) => ok({ list: await listAudit(app.db, request.params.id) }));

  app.get('/members/:id/responsible', {
    config: { roles: OPERATOR_PERMISSIONS.membersRead },
    schema: { tags, summary: 'A member\'s limits, pending changes, exclusion, KYC status and usage (as GET /account/limits)', security, params: MemberIdParams, response: responses(LimitsAnswer) },
  }, async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const view = await limitsView(app.db, request.params.id, undefined);
    return view ? ok(view) : fail(Code.DATABASE, Msg.item_not_found, 'id');
  });
}
