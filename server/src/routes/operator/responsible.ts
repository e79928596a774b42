// Back office for responsible gaming and compliance (issue 10): set a member's KYC status (with the verified
// legal name), read the audit trail and the member's limits. Issue 47 §4: compliance (and the owner) impose a
// limit ceiling, a time-out or an exclusion with a reason, and flag a member at risk (services/imposed-responsible.ts).
// There is deliberately no call that ends or shortens an exclusion, nor one that raises or lifts an imposed ceiling. Registered in the operator scope (index.ts); mutations run through withIdempotency and are audited.
import type { TypedApp } from '../../http/type-provider';
import { Code, IMPOSED_REASON_MAX, Msg, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import {
  AtRiskAnswer, AtRiskBody, AuditAnswer, ExclusionAnswer, ImposeExclusionBody, ImposeLimitAnswer, ImposeLimitBody, KycAnswer, KycBody, LimitsAnswer, MemberIdParams,
} from '@casino/shared/contract/schemas/account';
import { limitsView, responsibleAudit, setKycStatusAudited } from '../../services/account-service';
import { imposeExclusion, imposeLimit, setAtRisk } from '../../services/imposed-responsible';
import { cleanReason, validExclusion, validLimitValue } from '../../domain/responsible/rules';

const reasonMissing = () => fail(Code.PARAM_MISSING, Msg.required_input_missing, 'reason');


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

  // ---- issue 47 §4: imposed by the site's team (owner, compliance); every refusal changes nothing

  app.post('/members/:id/imposed-limit', {
    config: { roles: OPERATOR_PERMISSIONS.memberResponsible },
    schema: {
      tags, security, params: MemberIdParams, body: ImposeLimitBody, response: responses(ImposeLimitAnswer),
      summary: "Impose a limit ceiling with a reason: the member's own value is lowered to it at once and can never exceed it; only ever lowered",
    },
  }, async (request) => {
    const { kind, value } = request.body;
    const reason = cleanReason(request.body.reason, IMPOSED_REASON_MAX);
    if (!reason) return reasonMissing();
    if (value === null || !validLimitValue(kind, value)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'value');
    const answer = await withIdempotency(request, (tx) => imposeLimit(tx, request, request.params.id, kind, value, reason));
    if (answer.code === Code.OK) request.log.info({ member: request.params.id, kind, value, operator: request.operator!.id }, 'limit imposed');
    return answer;
  });

  app.post('/members/:id/imposed-exclusion', {
    config: { roles: OPERATOR_PERMISSIONS.memberResponsible },
    schema: {
      tags, security, params: MemberIdParams, body: ImposeExclusionBody, response: responses(ExclusionAnswer),
      summary: 'Impose a time-out or an exclusion with a reason (at once; the member sees the reason; never ends early, never shortened)',
    },
  }, async (request) => {
    const reason = cleanReason(request.body.reason, IMPOSED_REASON_MAX);
    if (!reason) return reasonMissing();
    const wanted = validExclusion(request.body.kind, request.body.period);
    if (!wanted) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'period');
    const answer = await withIdempotency(request, (tx) => imposeExclusion(tx, request, request.params.id, wanted.kind, wanted.period, reason));
    if (answer.code === Code.OK) request.log.info({ member: request.params.id, exclusion: wanted, operator: request.operator!.id }, 'exclusion imposed');
    return answer;
  });

  app.post('/members/:id/at-risk', {
    config: { roles: OPERATOR_PERMISSIONS.memberResponsible },
    schema: {
      tags, security, params: MemberIdParams, body: AtRiskBody, response: responses(AtRiskAnswer),
      summary: 'Flag a member at risk or clear the flag, with a reason (internal; shown on the member page and list)',
    },
  }, async (request) => {
    const reason = cleanReason(request.body.reason, IMPOSED_REASON_MAX);
    if (!reason) return reasonMissing();
    return withIdempotency(request, (tx) => setAtRisk(tx, request, request.params.id, request.body.at_risk, reason));
  });
}
