// A visitor's canary bucket (issue 15): a random id kept in storage, so a visitor stays on the same remote
// versions across reloads and tabs. Not personal data: it is random and only ever sent to GET /api/remotes, by the
// page and, in the view cookie (startup/first-screen.ts), by the site's server drawing that page (decision 010).
import { storage } from '@casino/shared';

const KEY = 'client_id';

export function clientId(): string {
  const kept = storage.get(KEY);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes); // (randomUUID needs a secure context; this does not)
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  storage.set(KEY, id);
  return id;
}
