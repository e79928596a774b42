// X-Sequence = <client id>-<counter>. The client id is random per page load (a reload must never reuse a
// counter value, or the server would answer 6000 to a new call); a retry of one call re-sends its value.
export function createSequence(random: () => string = defaultRandom) {
  const clientId = random();
  let counter = 0;
  return {
    clientId,
    next(): string {
      counter += 1;
      return `${clientId}-${counter}`;
    },
  };
}

function defaultRandom(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID().replace(/-/g, '').slice(0, 16);
  return Math.random().toString(36).slice(2, 18);
}
