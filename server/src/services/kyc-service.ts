// KYC review (issue 47 §2): the member's uploads, compliance's queue and decisions, and the downloads of a document.
// An upload is checked by its content (domain/kyc.ts) before any write; it puts the member's KYC state to pending
// and tells the back office at once (kyc.submitted). A decision settles every waiting document of the member, is kept
// in kyc_reviews, audited in the operators' trail (so it shows on the member's timeline with the operator's name),
// and an approval goes through the same service as POST /operator/members/:id/kyc (verified legal name).
import {
  Code, Msg, OperatorMsg, ResponsibleMsg, type KycDecision, type KycDocument, type KycDocumentKind, type KycDocumentType,
  type KycMemberFile, type KycView,
} from '@casino/shared/contract';
import { KYC_DOCUMENT_MAX_BYTES } from '@casino/shared/contract';
import type { Queryable, Tx } from '../db/client';
import { sha256Hex } from '../domain/digest';
import { afterDecision, afterUpload } from '../domain/kyc';
import { now } from '../domain/responsible/clock';
import { fail, ok } from '../http/envelope';
import { toOperators } from '../repositories/events-repository';
import {
  documentFile, insertDocument, insertReview, kycStateOf, memberDocuments, memberReviews, pendingQueue, setKycState, settleWaiting, waitingCount,
} from '../repositories/kyc-repository';
import { findMemberRow } from '../repositories/members-repository';
import { audit as responsibleAudit, lockMember } from '../repositories/responsible-repository';
import { setKycStatusAudited } from './account-service';
import { audit, type AuditedBy } from './operator-audit';

/** The member's own view: state, reason, documents. */
export async function kycView(q: Queryable, memberId: number): Promise<KycView | null> {
  const state = await kycStateOf(q, memberId);
  if (!state) return null;
  return { kyc_status: state.status, reason: state.reason, documents: await memberDocuments(q, memberId), max_bytes: KYC_DOCUMENT_MAX_BYTES };
}

/** Stores a document whose content was checked (`mime` is what its bytes are); the member row is locked by the caller's
 *  transaction (withIdempotency). */
export async function uploadDocument(tx: Tx, memberId: number, kind: KycDocumentKind, mime: KycDocumentType, bytes: Buffer) {
  const state = await kycStateOf(tx, memberId);
  if (!state) return fail(Code.DATABASE, Msg.item_not_found);
  const next = afterUpload(state.status, await waitingCount(tx, memberId));
  if (!next.ok) return fail(Code.PARAM_INVALID, ResponsibleMsg.kyc_upload_closed);
  const document: KycDocument = await insertDocument(tx, { memberId, kind, mime, sha256: sha256Hex(bytes), bytes });
  if (state.status !== next.status || state.reason !== null) {
    await setKycState(tx, memberId, next.status, null);
    if (state.status !== next.status) {
      await responsibleAudit(tx, { memberId, actor: 'member', actorId: memberId, action: 'kyc_status', oldValue: state.status, newValue: next.status, at: now() });
    }
  }
  await toOperators(tx, { type: 'kyc.submitted', data: { id: document.id, member_id: memberId } });
  return ok(document);
}

export const kycQueue = async (q: Queryable) => ({ list: await pendingQueue(q) });

/** A member's KYC file as compliance sees it. */
export async function kycMemberFile(q: Queryable, memberId: number): Promise<KycMemberFile | null> {
  const member = await findMemberRow(q, memberId);
  const view = await kycView(q, memberId);
  if (!member || !view) return null;
  return {
    ...view, member_id: member.id, username: member.username, nickname: member.nickname, verified_name: member.verifiedName,
    bank_holder: member.bankHolder, reviews: await memberReviews(q, memberId),
  };
}

/** Compliance's decision on the member's waiting documents: approve (verified, with the verified legal name),
 *  reject or ask for more (with the reason the member reads). */
export async function decideKyc(tx: Tx, by: AuditedBy, memberId: number, decision: KycDecision, reason: string | null, verifiedName: string | null) {
  if (!(await lockMember(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const state = (await kycStateOf(tx, memberId))!;
  const waiting = await waitingCount(tx, memberId);
  const next = afterDecision(state.status, waiting, decision);
  if (next === null) return fail(Code.PARAM_INVALID, OperatorMsg.kyc_not_pending, 'id');
  const operator = by.operator!;
  if (decision === 'approve') {
    const done = await setKycStatusAudited(tx, by, memberId, 'verified', verifiedName ?? undefined);
    if (done.code !== Code.OK) return done;
  } else {
    await setKycState(tx, memberId, next, reason);
    await responsibleAudit(tx, { memberId, actor: 'operator', actorId: operator.id, action: 'kyc_status', oldValue: state.status, newValue: next, at: now() });
  }
  const reviewId = await insertReview(tx, { memberId, operatorId: operator.id, operator: operator.username, decision, reason, verifiedName: decision === 'approve' ? verifiedName : null });
  const documents = await settleWaiting(tx, memberId, reviewId);
  await audit(by, tx, {
    action: 'kyc.decision', targetType: 'member', targetId: memberId, memberId,
    before: { kyc_status: state.status, reason: state.reason },
    after: { decision, kyc_status: next, reason, ...(decision === 'approve' ? { verified_name: verifiedName } : {}), documents, review_id: reviewId },
  });
  await toOperators(tx, { type: 'kyc.decided', data: { member_id: memberId, decision, operator_id: operator.id } });
  return ok((await kycMemberFile(tx, memberId))!);
}

export interface DocumentDownload { mime: KycDocumentType; bytes: Buffer; filename: string }

/** One document's bytes, after checking them against the digest stored with them (a row changed behind the
 *  application's back is not served). `owner`: the member asking (his own only); undefined for an operator. */
export async function documentDownload(q: Queryable, id: number, owner?: number): Promise<(DocumentDownload & { memberId: number }) | null> {
  const file = await documentFile(q, id);
  if (!file || (owner !== undefined && file.memberId !== owner)) return null;
  if (sha256Hex(file.bytes) !== file.sha256) return null;
  const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }[file.mime];
  return { mime: file.mime, bytes: file.bytes, filename: `kyc-${file.memberId}-${id}-${file.kind}.${extension}`, memberId: file.memberId };
}

/** An operator opened a member's document: who, which document, whose (shown on the member's timeline). */
export async function recordDocumentView(by: AuditedBy, q: Queryable, documentId: number, memberId: number): Promise<void> {
  await audit(by, q, { action: 'kyc.document_view', targetType: 'kyc_document', targetId: documentId, memberId, after: { document_id: documentId } });
}
