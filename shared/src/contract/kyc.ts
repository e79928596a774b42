// KYC review (issue 47 §2): the member uploads identity and address documents from my page, compliance reviews them
// in a queue (approve with the verified legal name, reject with a reason, or ask for more documents), and the member
// reads the state and the reason. The withdrawal gate (KYC threshold) asks for `verified`.
import type { KycStatus } from './responsible';

/** What a document proves. */
export const KYC_DOCUMENT_KINDS = ['identity', 'address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** The types a document may have, as its bytes show them (magic numbers), never by name or client content type. */
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** A document is at most this many bytes (5 MiB). */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** A member keeps at most this many documents waiting for review at once. */
export const KYC_WAITING_MAX = 10;
/** A rejection's or a request's reason, as the member reads it. */
export const KYC_REASON_MAX = 500;

/** Compliance's decisions on a member's waiting documents. */
export const KYC_DECISIONS = ['approve', 'reject', 'more_needed'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];

// msg keys: the member's in ResponsibleMsg (kyc_file_type, kyc_file_too_large, kyc_upload_closed: translated in every
// locale), the operator's in OperatorMsg (kyc_not_pending).

export interface KycDocument {
  id: number; kind: KycDocumentKind; mime: KycDocumentType; size: number; sha256: string; created_at: string;
  /** null while waiting for review, else the decision that settled it */
  decision: KycDecision | null;
}

export interface KycReview {
  id: number; decision: KycDecision; reason: string | null; verified_name: string | null; operator: string; created_at: string;
}

/** GET /account/kyc: the member's state, the reason of the last rejection / request, and his documents. */
export interface KycView {
  kyc_status: KycStatus;
  reason: string | null;
  documents: KycDocument[];
  max_bytes: number;
}

/** GET /operator/kyc/queue: members with documents waiting, oldest first. */
export interface KycQueueRow {
  member_id: number; username: string; nickname: string; kyc_status: KycStatus;
  waiting: number; first_waiting_at: string; last_waiting_at: string;
}

/** GET /operator/kyc/members/:id: a member's KYC file: the state, the documents and the review history. */
export interface KycMemberFile extends KycView {
  member_id: number; username: string; nickname: string; verified_name: string | null; bank_holder: string;
  reviews: KycReview[];
}

/** POST /operator/kyc/members/:id/decision: approve needs the verified legal name; reject and more_needed a reason. */
export interface KycDecisionRequest { decision: KycDecision; reason?: string; verified_name?: string }

export const KycPaths = {
  /** GET → KycView (member) */
  mine: '/account/kyc',
  /** POST raw bytes (any Content-Type; the content decides), ?kind=identity|address → KycDocument (member) */
  upload: '/account/kyc/documents',
  /** GET → the file, as an attachment (member: his own only) */
  myFile: (id: number | string) => `/account/kyc/documents/${id}/file`,
  /** GET → {list: KycQueueRow[]} (owner, compliance) */
  queue: '/operator/kyc/queue',
  /** GET → KycMemberFile (owner, compliance) */
  member: (id: number | string) => `/operator/kyc/members/${id}`,
  /** POST KycDecisionRequest → KycMemberFile (owner, compliance) */
  decision: (id: number | string) => `/operator/kyc/members/${id}/decision`,
  /** GET → the file, as an attachment; audited (owner, compliance) */
  file: (id: number | string) => `/operator/kyc/documents/${id}/file`,
} as const;
