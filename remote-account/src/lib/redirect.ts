// Where to go after login. The host sends expired sessions to /login?redirect=<path>; only a same-site
// relative path is honoured (never an absolute or protocol-relative URL, which would be an open redirect).
export const HOME = '/home';
const BASE = 'http://same-site.invalid';
const NO_RETURN = ['/login', '/account/register'];

/** A backslash, a C0 control character (U+0000–U+001F) or DEL (U+007F) anywhere in `s`. */
function hasBackslashOrControl(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c === 0x5c || c <= 0x1f || c === 0x7f) return true;
  }
  return false;
}

export function safeRedirect(raw: string | null | undefined, fallback = HOME): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Backslashes and control characters: browsers normalise `/\evil.com` into `//evil.com`.
  if (hasBackslashOrControl(raw)) return fallback;
  let url: URL;
  try { url = new URL(raw, BASE); } catch { return fallback; }
  if (url.origin !== BASE) return fallback;
  if (NO_RETURN.includes(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The login page for a member who wants `path` (e.g. a protected page they opened while logged out). */
export function loginPathFor(path: string): string {
  const target = safeRedirect(path, '');
  return target ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
