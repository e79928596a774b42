// KYC review rules (issue 47 §2), pure: what a document's bytes are (magic numbers — never its name or the client's
// content type), whether its size is allowed, and the member's KYC state after an upload or a decision.
import {
  KYC_DOCUMENT_MAX_BYTES, KYC_WAITING_MAX, ResponsibleMsg, type KycDecision, type KycDocumentType, type KycStatus,
} from '@casino/shared/contract';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type a document's content shows, or null when it is none of the allowed ones:
 * JPEG (FF D8 FF), PNG (the 8-byte signature and an IHDR chunk first), WebP (RIFF <size> WEBP, a VP8/VP8L/VP8X chunk)
 * and PDF (%PDF- then a version digit, within the first 1024 bytes as readers accept, and an %%EOF near the end).
 * A renamed text file, an HTML page, an SVG or an executable is null whatever it is called.
 */
export function sniffDocumentType(bytes: Uint8Array): KycDocumentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length >= 4) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(bytes, ascii('IHDR'), 12)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && ['VP8 ', 'VP8L', 'VP8X'].some((c) => startsWith(bytes, ascii(c), 12))) {
    return 'image/webp';
  }
  if (isPdf(bytes)) return 'application/pdf';
  return null;
}

function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const at = head.indexOf('%PDF-');
  if (at < 0 || !/^%PDF-\d/.test(head.slice(at, at + 6))) return false;
  // the trailer marker: a truncated or disguised file without it is refused
  return Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1').includes('%%EOF');
}

export type KycProblem = { msg: string; field?: string };

/** Why these bytes cannot be a KYC document (empty, too large, not an allowed type), or the type they are. */
export function checkDocument(bytes: Uint8Array): { ok: true; mime: KycDocumentType } | { ok: false; problem: KycProblem; missing?: boolean } {
  if (bytes.length === 0) return { ok: false, problem: { msg: 'required_input_missing', field: 'file' }, missing: true };
  if (bytes.length > KYC_DOCUMENT_MAX_BYTES) return { ok: false, problem: { msg: ResponsibleMsg.kyc_file_too_large, field: 'file' } };
  const mime = sniffDocumentType(bytes);
  return mime ? { ok: true, mime } : { ok: false, problem: { msg: ResponsibleMsg.kyc_file_type, field: 'file' } };
}

/** The state after an upload: waiting for review (pending). Refused once verified, or with too many documents waiting. */
export function afterUpload(status: KycStatus, waiting: number): { ok: true; status: KycStatus } | { ok: false } {
  if (status === 'verified' || waiting >= KYC_WAITING_MAX) return { ok: false };
  return { ok: true, status: 'pending' };
}

/** The state a decision leads to. Only documents waiting can be decided on (any state but verified: an operator
 *  may have set it by hand); approve → verified, reject → rejected, more_needed → more_needed. */
export function afterDecision(status: KycStatus, waiting: number, decision: KycDecision): KycStatus | null {
  if (waiting === 0 || status === 'verified') return null;
  return decision === 'approve' ? 'verified' : decision === 'reject' ? 'rejected' : 'more_needed';
}
