// How a stored document leaves the server (issue 47 §2): always as an attachment, never sniffed into another type by
// the browser, never cached, and sandboxed should a browser render it anyway (no script, no same-origin access).
import type { FastifyReply } from 'fastify';

export const DOCUMENT_DOWNLOAD_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'content-security-policy': "sandbox; default-src 'none'",
};

export function sendDocument(reply: FastifyReply, file: { mime: string; bytes: Buffer; filename: string }) {
  return reply.headers(DOCUMENT_DOWNLOAD_HEADERS)
    .header('content-disposition', `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .type(file.mime)
    .send(file.bytes);
}
