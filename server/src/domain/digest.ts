// The server's one SHA-256 helper: hex of the digest of a text or bytes (tokens stored by hash, seeds' commitments,
// release files, bucket keys). The game pages run in browsers, where hashing is asynchronous: they use
// sha256HexAsync (domain/fairness/provably-fair.ts, WebCrypto) — one helper per runtime.
import crypto from 'node:crypto';

export const sha256Hex = (input: string | Uint8Array): string => crypto.createHash('sha256').update(input).digest('hex');
