// The KYC review in the back office (issue 47 §2; owner and compliance): the pending queue, a member's KYC file
// (documents and review history), the download of a document (audited: who opened which member's document) and the
// decision (approve with the verified legal name, reject or ask for more with a reason). Registered in the operator
// scope (index.ts); the decision runs through withIdempotency and is audited.
import type { TypedApp } from '../../http/type-provider';
import { Code, KycPaths, Msg, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { KycDecisionBody, KycIdParams, KycMemberFileAnswer, KycQueueAnswer } from '@casino/shared/contract/schemas/kyc';
import { fail, ok } from '../../http/envelope';
import { sendDocument } from '../../http/document-download';
import { withIdempotency } from '../../plugins/idempotency';
import { decideKyc, documentDownload, kycMemberFile, kycQueue, recordDocumentView } from '../../services/kyc-service';
import { recordMemberView } from '../../services/operator-members';

const path = (full: string) => full.replace(/^\/operator/, '');

export default async function operatorKycRoutes(app: TypedApp) {
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });
  const config = { roles: OPERATOR_PERMISSIONS.memberKyc };

  app.get(path(KycPaths.queue), {
    config, schema: { tags, security, summary: 'Members with KYC documents waiting for review, the longest waiting first', response: responses(KycQueueAnswer) },
  }, async () => ok(await kycQueue(app.db)));

  app.get(path(KycPaths.member(':id')), {
    config, schema: { tags, security, params: KycIdParams, summary: 'A member\'s KYC file: state, reason, documents and the review history', response: responses(KycMemberFileAnswer) },
  }, async (request) => {
    const file = await kycMemberFile(app.db, request.params.id);
    if (!file) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    await recordMemberView(request, app.db, request.params.id, 'kyc');
    return ok(file);
  });

  app.get(path(KycPaths.file(':id')), {
    config,
    schema: {
      tags, security, params: KycIdParams, produces: ['application/octet-stream'],
      summary: 'Download a KYC document (an attachment; nosniff, no-store, CSP sandbox); audited as kyc.document_view with the member',
    },
  }, async (request, reply) => {
    const file = await documentDownload(app.db, request.params.id);
    if (!file) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    await recordDocumentView(request, app.db, request.params.id, file.memberId);
    return sendDocument(reply, file);
  });

  app.post(path(KycPaths.decision(':id')), {
    config,
    schema: {
      tags, security, params: KycIdParams, body: KycDecisionBody, response: responses(KycMemberFileAnswer),
      summary: 'Decide on a member\'s waiting documents: approve (verified, needs verified_name unless recorded), reject or more_needed (need a reason the member reads); 4001 kyc_not_pending when none wait',
    },
  }, async (request) => {
    const { decision } = request.body;
    const reason = request.body.reason?.trim() || null;
    const verifiedName = request.body.verified_name?.trim() || null;
    if (decision !== 'approve' && !reason) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'reason');
    return withIdempotency(request, (tx) => decideKyc(tx, request, request.params.id, decision, decision === 'approve' ? null : reason, verifiedName));
  });
}
