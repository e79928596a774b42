// The member's KYC documents (issue 47 §2): his state and documents, an upload (the file's bytes; the server reads the
// type from the content), and the download of one of his own documents.
import { api, KycPaths, type KycDocument, type KycDocumentKind, type KycView, type Result } from '@casino/shared';

export const getKyc = (): Promise<Result<KycView>> => api.get<KycView>(KycPaths.mine);

export const uploadKycDocument = (kind: KycDocumentKind, file: Blob): Promise<Result<KycDocument>> => api.upload<KycDocument>(KycPaths.upload, { kind }, file);

export const downloadKycDocument = (id: number): Promise<Result<Blob | null>> => api.download(KycPaths.myFile(id));
