// X-Sequence values for the operator API's idempotency (operator, X-Sequence): one fresh value per action,
// kept by the caller across retries of that same action, so a repeated click or a retry after a lost answer
// is recognised (6000) instead of being done twice.
let clientId = randomId();
let counter = 0;

function randomId(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return `bo${c.randomUUID().replace(/-/g, '').slice(0, 14)}`;
  return `bo${Math.random().toString(36).slice(2, 16)}`;
}

export function nextSequence(): string {
  counter += 1;
  return `${clientId}-${counter}`;
}

/** After 6001 (the value belonged to another request) the following calls use a new client id. */
export function renewSequence(): void {
  clientId = randomId();
  counter = 0;
}
