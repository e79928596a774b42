// X-Sequence (API.md): `<client id>-<counter>`, the same value on a retry of the same call. The server only
// needs it to be a bounded printable token; it is the idempotency key of mutating member calls.
const SEQUENCE_RE = /^[\x21-\x7e]{1,128}$/;

/** undefined: header absent; null: present but unusable. */
export function parseSequence(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return undefined;
  return SEQUENCE_RE.test(value) ? value : null;
}
