// SQL of the KYC review (issue 47 §2): documents (bytea with their SHA-256; the bytes are read only by the download
// of one document), the review history, the pending queue, and the member's KYC reason.
import type { KycDecision, KycDocument, KycDocumentKind, KycDocumentType, KycQueueRow, KycReview, KycStatus } from '@casino/shared/contract';
import { execute, firstRow, rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';

const documentOf = (r: Record<string, unknown>): KycDocument => ({
  id: toNumber(r.id), kind: r.kind as KycDocumentKind, mime: r.mime as KycDocumentType, size: toNumber(r.size), sha256: String(r.sha256),
  created_at: toIso(r.created_at), decision: r.decision === null || r.decision === undefined ? null : r.decision as KycDecision,
});

export async function insertDocument(q: Queryable, doc: { memberId: number; kind: KycDocumentKind; mime: KycDocumentType; sha256: string; bytes: Buffer }): Promise<KycDocument> {
  // the bytes travel as hex and are decoded by the database: the same on PostgreSQL and PGlite
  const row = await firstRow<Record<string, unknown>>(q, sql`
    INSERT INTO kyc_documents (member_id, kind, mime, size, sha256, content)
    VALUES (${doc.memberId}, ${doc.kind}, ${doc.mime}, ${doc.bytes.length}, ${doc.sha256}, decode(${doc.bytes.toString('hex')}, 'hex'))
    RETURNING id, kind, mime, size, sha256, created_at, NULL AS decision`);
  return documentOf(row!);
}

/** A member's documents, newest first, without their bytes. */
export async function memberDocuments(q: Queryable, memberId: number): Promise<KycDocument[]> {
  const list = await rows<Record<string, unknown>>(q, sql`
    SELECT d.id, d.kind, d.mime, d.size, d.sha256, d.created_at, r.decision
    FROM kyc_documents d LEFT JOIN kyc_reviews r ON r.id = d.review_id
    WHERE d.member_id = ${memberId} ORDER BY d.id DESC LIMIT 100`);
  return list.map(documentOf);
}

export async function waitingCount(q: Queryable, memberId: number): Promise<number> {
  const row = await firstRow<{ n: unknown }>(q, sql`SELECT count(*) AS n FROM kyc_documents WHERE member_id = ${memberId} AND review_id IS NULL`);
  return toNumber(row?.n ?? 0);
}

/** One document with its bytes (checked against its digest by the caller), and whose it is. */
export async function documentFile(q: Queryable, id: number): Promise<{ memberId: number; kind: KycDocumentKind; mime: KycDocumentType; sha256: string; bytes: Buffer } | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT member_id, kind, mime, sha256, encode(content, 'base64') AS content FROM kyc_documents WHERE id = ${id}`);
  return r && {
    memberId: toNumber(r.member_id), kind: r.kind as KycDocumentKind, mime: r.mime as KycDocumentType, sha256: String(r.sha256),
    bytes: Buffer.from(String(r.content).replace(/\s+/g, ''), 'base64'),
  };
}

export async function insertReview(q: Queryable, review: {
  memberId: number; operatorId: number; operator: string; decision: KycDecision; reason: string | null; verifiedName: string | null;
}): Promise<number> {
  const row = await firstRow<{ id: unknown }>(q, sql`
    INSERT INTO kyc_reviews (member_id, operator_id, operator, decision, reason, verified_name)
    VALUES (${review.memberId}, ${review.operatorId}, ${review.operator}, ${review.decision}, ${review.reason}, ${review.verifiedName})
    RETURNING id`);
  return toNumber(row!.id);
}

/** The waiting documents of a member are settled by this review; answers how many. */
export async function settleWaiting(q: Queryable, memberId: number, reviewId: number): Promise<number> {
  const list = await rows<{ id: unknown }>(q, sql`
    UPDATE kyc_documents SET review_id = ${reviewId} WHERE member_id = ${memberId} AND review_id IS NULL RETURNING id`);
  return list.length;
}

export async function memberReviews(q: Queryable, memberId: number): Promise<KycReview[]> {
  const list = await rows<Record<string, unknown>>(q, sql`
    SELECT id, decision, reason, verified_name, operator, created_at FROM kyc_reviews WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 100`);
  return list.map((r) => ({
    id: toNumber(r.id), decision: r.decision as KycDecision, reason: r.reason === null ? null : String(r.reason),
    verified_name: r.verified_name === null ? null : String(r.verified_name), operator: String(r.operator), created_at: toIso(r.created_at),
  }));
}

/** The member's KYC state and the reason he is told. */
export async function kycStateOf(q: Queryable, memberId: number): Promise<{ status: KycStatus; reason: string | null } | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`SELECT kyc_status, kyc_reason FROM members WHERE id = ${memberId}`);
  return r && { status: r.kyc_status as KycStatus, reason: r.kyc_reason === null ? null : String(r.kyc_reason) };
}

/** Sets the state (and the reason: null unless a rejection or a request for more documents). */
export async function setKycState(q: Queryable, memberId: number, status: KycStatus, reason: string | null): Promise<void> {
  await execute(q, sql`UPDATE members SET kyc_status = ${status}, kyc_reason = ${reason} WHERE id = ${memberId}`);
}

/** Members with documents waiting, the longest waiting first. */
export async function pendingQueue(q: Queryable): Promise<KycQueueRow[]> {
  const list = await rows<Record<string, unknown>>(q, sql`
    SELECT m.id, m.username, m.nickname, m.kyc_status, w.waiting, w.first_at, w.last_at
    FROM (SELECT member_id, count(*) AS waiting, min(created_at) AS first_at, max(created_at) AS last_at
          FROM kyc_documents WHERE review_id IS NULL GROUP BY member_id) w
    JOIN members m ON m.id = w.member_id
    ORDER BY w.first_at, m.id LIMIT 200`);
  return list.map((r) => ({
    member_id: toNumber(r.id), username: String(r.username), nickname: String(r.nickname), kyc_status: r.kyc_status as KycStatus,
    waiting: toNumber(r.waiting), first_waiting_at: toIso(r.first_at), last_waiting_at: toIso(r.last_at),
  }));
}
