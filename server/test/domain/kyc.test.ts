// KYC document rules (issue 47 §2): the type comes from the content (magic numbers), never the name; size limits;
// the member's state after an upload and after each decision.
import { KYC_DOCUMENT_MAX_BYTES, KYC_WAITING_MAX } from '@casino/shared/contract';
import { afterDecision, afterUpload, checkDocument, sniffDocumentType } from '../../src/domain/kyc';

const bytes = (...parts: Array<number[] | string>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 1]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBP', 'VP8 ', [0, 0, 0, 0]);
const PDF = bytes('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF');

describe('sniffDocumentType', () => {
  it('knows JPEG, PNG, WebP and PDF by their bytes', () => {
    expect(sniffDocumentType(JPEG)).toBe('image/jpeg');
    expect(sniffDocumentType(PNG)).toBe('image/png');
    expect(sniffDocumentType(WEBP)).toBe('image/webp');
    expect(sniffDocumentType(PDF)).toBe('application/pdf');
    expect(sniffDocumentType(bytes('garbage before\n', '%PDF-1.7\n', '%%EOF'))).toBe('application/pdf'); // readers accept a prefix
  });

  it('refuses everything else, and truncated or look-alike headers', () => {
    for (const other of [
      bytes('<html><script>alert(1)</script>'), bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), bytes('GIF89a'), bytes('MZ\x90\x00'),
      bytes('PK\x03\x04'), bytes([0xff, 0xd8]), bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), bytes('RIFF\x24\x00\x00\x00WAVEfmt '),
      bytes('RIFF\x24\x00\x00\x00WEBPJUNK'), bytes('%PDF-1.4 but no trailer'), bytes('%PDF-x\n%%EOF'), Buffer.alloc(0),
    ]) expect(sniffDocumentType(other)).toBeNull();
  });
});

describe('checkDocument', () => {
  it('answers the type, or why not: missing, too large, not a document', () => {
    expect(checkDocument(PNG)).toEqual({ ok: true, mime: 'image/png' });
    expect(checkDocument(Buffer.alloc(0))).toMatchObject({ ok: false, missing: true, problem: { field: 'file' } });
    expect(checkDocument(bytes('hello'))).toEqual({ ok: false, problem: { msg: 'kyc_file_type', field: 'file' } });
    const atLimit = Buffer.concat([PDF, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES - PDF.length - 6), bytes('%%EOF\n')]);
    expect(atLimit.length).toBe(KYC_DOCUMENT_MAX_BYTES);
    expect(checkDocument(atLimit)).toEqual({ ok: true, mime: 'application/pdf' });
    expect(checkDocument(Buffer.concat([atLimit, bytes(' ')]))).toEqual({ ok: false, problem: { msg: 'kyc_file_too_large', field: 'file' } });
  });
});

describe('KYC state transitions', () => {
  it('an upload makes the member pending, unless verified or too many documents wait', () => {
    for (const status of ['unverified', 'pending', 'rejected', 'more_needed'] as const) expect(afterUpload(status, 0)).toEqual({ ok: true, status: 'pending' });
    expect(afterUpload('verified', 0)).toEqual({ ok: false });
    expect(afterUpload('pending', KYC_WAITING_MAX - 1)).toEqual({ ok: true, status: 'pending' });
    expect(afterUpload('pending', KYC_WAITING_MAX)).toEqual({ ok: false });
  });

  it('a decision needs waiting documents and leads to verified, rejected or more_needed', () => {
    expect(afterDecision('pending', 1, 'approve')).toBe('verified');
    expect(afterDecision('pending', 2, 'reject')).toBe('rejected');
    expect(afterDecision('pending', 1, 'more_needed')).toBe('more_needed');
    expect(afterDecision('unverified', 1, 'approve')).toBe('verified'); // status set by hand, documents waiting
    expect(afterDecision('pending', 0, 'approve')).toBeNull();
    expect(afterDecision('verified', 1, 'reject')).toBeNull();
  });
});
