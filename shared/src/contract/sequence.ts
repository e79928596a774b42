// The one X-Sequence generator (issue 46): the member client and the back office (both on api/client.ts) and the
// house game pages (server/src/house-games/pages/api.ts, which import this file alone: `@casino/shared/sequence`,
// browser-free and dependency-free, so their bundle stays small) use it.
// X-Sequence = <client id>-<counter>. The client id is random per page load (a reload must never reuse a
// counter value, or the server would answer 6000 to a new call); a retry of one call re-sends its value.
// If the server still finds a value used by another request (6001 sequence_reused), renew() draws a new
// client id, so that the following calls no longer collide.
export interface Sequence {
  readonly clientId: string;
  next(): string;
  renew(): void;
}

export function createSequence(random: () => string = defaultRandom): Sequence {
  let clientId = random();
  let counter = 0;
  return {
    get clientId() { return clientId; },
    next(): string {
      counter += 1;
      return `${clientId}-${counter}`;
    },
    renew(): void {
      clientId = random();
      counter = 0;
    },
  };
}

function defaultRandom(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID().replace(/-/g, '').slice(0, 16);
  return Math.random().toString(36).slice(2, 18);
}
