// Client state in localStorage. Session values are stored base64-encoded (spec §9) — that is obfuscation
// against a casual glance at devtools, not protection: anything in localStorage is readable by page scripts.
const PREFIX = 'casino.';

export function encode(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let bin = '';
  bytes.forEach((b) => { bin += String.fromCharCode(b); });
  return btoa(bin);
}

export function decode(value: string): string | null {
  try {
    const bin = atob(value);
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function store(): Storage | null {
  try { return typeof localStorage === 'undefined' ? null : localStorage; } catch { return null; }
}

export const storage = {
  getEncoded(key: string): string | null {
    const raw = store()?.getItem(PREFIX + key);
    return raw == null ? null : decode(raw);
  },
  setEncoded(key: string, value: string): void { store()?.setItem(PREFIX + key, encode(value)); },
  get(key: string): string | null { return store()?.getItem(PREFIX + key) ?? null; },
  set(key: string, value: string): void { store()?.setItem(PREFIX + key, value); },
  remove(key: string): void { store()?.removeItem(PREFIX + key); },
  getJSON<T>(key: string, fallback: T): T {
    const raw = store()?.getItem(PREFIX + key);
    if (raw == null) return fallback;
    try { return JSON.parse(raw) as T; } catch { return fallback; }
  },
  setJSON(key: string, value: unknown): void { store()?.setItem(PREFIX + key, JSON.stringify(value)); },
};

/**
 * First-party cookies the client writes for the server that draws a visitor's first screen (issue 19): never a
 * credential, only what that screen must match (the popups hidden today, the language, theme and style, whether a
 * member is signed in here). SameSite=Lax, the whole site.
 */
export const cookies = {
  set(name: string, value: string, expires: Date): void {
    if (typeof document === 'undefined') return;
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
  },
  remove(name: string): void {
    if (typeof document === 'undefined') return;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  },
};
