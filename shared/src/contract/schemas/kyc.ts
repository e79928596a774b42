// Schemas of the KYC review (issue 47 §2): the member's documents and state, compliance's queue, file and decision.
import { Type } from '@sinclair/typebox';
import { KYC_DECISIONS, KYC_DOCUMENT_KINDS, KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_TYPES, KYC_REASON_MAX } from '../kyc';
import { KYC_STATUSES, VERIFIED_NAME_MAX } from '../responsible';
import { CONTRACT_VALIDATED, Envelope, IdInteger, literals } from './common';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const KycDocumentSchema = Type.Object({
  id: Type.Integer(), kind: literals(KYC_DOCUMENT_KINDS), mime: literals(KYC_DOCUMENT_TYPES), size: Type.Integer(),
  sha256: Type.String({ description: 'SHA-256 (hex) of the bytes, checked again on every download' }), created_at: Type.String(),
  decision: Type.Union([literals(KYC_DECISIONS), Type.Null()], { description: 'null while waiting for review' }),
});

const viewFields = {
  kyc_status: literals(KYC_STATUSES),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'why the documents were rejected or more are needed (null otherwise)' }),
  documents: Type.Array(KycDocumentSchema, { description: 'newest first' }),
  max_bytes: Type.Integer({ description: 'largest document accepted' }),
};

export const KycViewAnswer = Envelope(Type.Object(viewFields));

export const KycUploadQuery = Type.Object({ kind: literals(KYC_DOCUMENT_KINDS, { description: 'identity: ID card, passport, driving licence; address: a recent bill or bank statement' }) });

/** The raw bytes of the file (any Content-Type: the server reads the type from the content). Checked in the handler. */
export const KycUploadBody = Type.Unsafe<Buffer>({
  type: 'string', format: 'binary', [CONTRACT_VALIDATED]: 'kyc-document',
  description: `the file's bytes: JPEG, PNG, WebP or PDF by content (magic numbers), at most ${KYC_DOCUMENT_MAX_BYTES} bytes; 4001 kyc_file_type / kyc_file_too_large (field file)`,
});

export const KycDocumentAnswer = Envelope(KycDocumentSchema);

export const KycQueueAnswer = Envelope(Type.Object({
  list: Type.Array(Type.Object({
    member_id: Type.Integer(), username: Type.String(), nickname: Type.String(), kyc_status: literals(KYC_STATUSES),
    waiting: Type.Integer(), first_waiting_at: Type.String(), last_waiting_at: Type.String(),
  })),
}));

export const KycMemberFileAnswer = Envelope(Type.Object({
  ...viewFields,
  member_id: Type.Integer(), username: Type.String(), nickname: Type.String(), verified_name: NullableString, bank_holder: Type.String(),
  reviews: Type.Array(Type.Object({
    id: Type.Integer(), decision: literals(KYC_DECISIONS), reason: NullableString, verified_name: NullableString, operator: Type.String(), created_at: Type.String(),
  }), { description: 'newest first' }),
}));

export const KycDecisionBody = Type.Object({
  decision: literals(KYC_DECISIONS),
  reason: Type.Optional(Type.String({ maxLength: KYC_REASON_MAX, description: 'required for reject and more_needed: the member reads it' })),
  verified_name: Type.Optional(Type.String({ maxLength: VERIFIED_NAME_MAX, description: 'required for approve unless one is recorded: withdrawals then pay only to that name' })),
});

export const KycIdParams = Type.Object({ id: IdInteger() });
