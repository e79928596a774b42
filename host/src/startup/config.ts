// Start-up steps 1–2 (spec §4): the host's runtime config, then the site config (encrypted base64 text).
// By part (issue 19): AES and UTF-8 only, not the whole of crypto-js (24 KiB).
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { ConfigFailedError, Paths, type SiteConfig } from '@casino/shared';
import type { RuntimeConfig } from './site';

const BASE64_RE = /^[A-Za-z0-9+/]+={0,2}$/;

/** The runtime config the static server inlines into index.html (issue 19), if it did. */
function inlineRuntimeConfig(): RuntimeConfig | null {
  const el = typeof document === 'undefined' ? null : document.getElementById('runtime-config');
  if (!el?.textContent) return null;
  try { return JSON.parse(el.textContent) as RuntimeConfig; } catch { return null; }
}

/** Inline in index.html when served by the web tier (web/src/origins/site.ts); otherwise /runtime-config.json (dev server). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let cfg = inlineRuntimeConfig();
  if (!cfg) {
    const res = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (!res.ok) throw new ConfigFailedError('runtime-config.json missing');
    cfg = (await res.json()) as RuntimeConfig;
  }
  if (!cfg.apiUrl || !cfg.configUrl || !cfg.configKey) throw new ConfigFailedError('runtime-config.json incomplete');
  return cfg;
}

/** The payload must be base64 text; it decrypts with the passphrase to {config:{…}} holding an API domain. */
export function decryptSiteConfig(payload: string, key: string): SiteConfig['config'] {
  const text = payload.trim();
  if (!text || !BASE64_RE.test(text)) throw new ConfigFailedError('config payload is not base64');
  let json: string;
  try {
    json = AES.decrypt(text, key).toString(Utf8);
  } catch {
    throw new ConfigFailedError('config payload does not decrypt');
  }
  let parsed: SiteConfig;
  try { parsed = JSON.parse(json) as SiteConfig; } catch { throw new ConfigFailedError('config payload is not JSON'); }
  if (!parsed?.config?.front_api_domain) throw new ConfigFailedError('no API domain');
  return parsed.config;
}

export async function loadSiteConfig(runtime: RuntimeConfig, domain: string): Promise<SiteConfig['config']> {
  const url = `${runtime.configUrl}${Paths.config}?domain=${encodeURIComponent(runtime.domain || domain)}`;
  let res: Response;
  try { res = await fetch(url, { cache: 'no-store' }); } catch { throw new ConfigFailedError('config service unreachable'); }
  if (!res.ok) throw new ConfigFailedError(`config service answered ${res.status}`);
  return decryptSiteConfig(await res.text(), runtime.configKey);
}
