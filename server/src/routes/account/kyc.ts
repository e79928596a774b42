// The member's KYC documents (issue 47 §2): GET /account/kyc (state, reason, documents), POST /account/kyc/documents
// (the file's raw bytes; the type is read from the content, never from the name or the Content-Type) and the download
// of his own documents. Member routes (registered in the member scope); this plugin has its own body parser (bytes).
import type { TypedApp } from '../../http/type-provider';
import { Code, KYC_DOCUMENT_MAX_BYTES, KycPaths, Msg } from '@casino/shared/contract';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { KycDocumentAnswer, KycIdParams, KycUploadBody, KycUploadQuery, KycViewAnswer } from '@casino/shared/contract/schemas/kyc';
import { fail, ok } from '../../http/envelope';
import { sendDocument } from '../../http/document-download';
import { withIdempotency } from '../../plugins/idempotency';
import { checkDocument } from '../../domain/kyc';
import { sha256Hex } from '../../domain/digest';
import { documentDownload, kycView, uploadDocument } from '../../services/kyc-service';

/** Bodies up to this size reach the handler, which answers 4001 kyc_file_too_large above the document limit; larger
 *  ones are cut off by Fastify (413). */
export const KYC_UPLOAD_BODY_LIMIT = 2 * KYC_DOCUMENT_MAX_BYTES;

export default async function kycMemberRoutes(app: TypedApp) {
  const tags = ['account'];
  const security = [{ member: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });

  // every body of this plugin is a file's bytes, whatever its Content-Type says
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: KYC_UPLOAD_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.get(KycPaths.mine, {
    schema: { tags, summary: 'My KYC state, the reason of a rejection or of a request for more documents, and my documents', security, response: responses(KycViewAnswer) },
  }, async (request) => {
    const view = await kycView(app.db, request.member!.id);
    return view ? ok(view) : fail(Code.DATABASE, Msg.item_not_found);
  });

  app.post(KycPaths.upload, {
    bodyLimit: KYC_UPLOAD_BODY_LIMIT,
    schema: {
      tags, security, querystring: KycUploadQuery, body: KycUploadBody, consumes: ['application/octet-stream'],
      summary: `Upload an identity or address document (raw bytes): JPEG, PNG, WebP or PDF by content, at most ${KYC_DOCUMENT_MAX_BYTES} bytes; my KYC state becomes pending`,
      response: { ...responses(KycDocumentAnswer), 413: commonResponses[413] },
    },
  }, async (request) => {
    const raw: unknown = request.body;
    const bytes = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
    const checked = checkDocument(bytes);
    if (!checked.ok) return fail(checked.missing ? Code.PARAM_MISSING : Code.PARAM_INVALID, checked.problem.msg, 'file');
    const { kind } = request.query;
    // the X-Sequence key binds to the document's digest, not to megabytes of body
    (request as { body: unknown }).body = { kind, sha256: sha256Hex(bytes), size: bytes.length };
    return withIdempotency(request, (tx) => uploadDocument(tx, request.member!.id, kind, checked.mime, bytes));
  });

  app.get(KycPaths.myFile(':id'), {
    schema: {
      tags, security, params: KycIdParams, produces: ['application/octet-stream'],
      summary: 'Download one of my documents (an attachment; nosniff, no-store, CSP sandbox); another member\'s is not found',
    },
  }, async (request, reply) => {
    const file = await documentDownload(app.db, request.params.id, request.member!.id);
    if (!file) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    return sendDocument(reply, file);
  });
}
