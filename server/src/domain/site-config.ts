// The site configuration answer of `GET /api/cnf`: crypto-js AES in its passphrase form (OpenSSL "Salted__"
// header, base64). The passphrase ships inside the host bundle, so this keeps casual scrapers out and
// nothing more; never put secrets into a site config.
// By part: the AES cipher (with what it needs: EvpKDF, cipher core, base64) and UTF-8, not the whole package.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { SiteConfig } from '@casino/shared/contract';

export interface SiteConfigSource {
  title: string;
  variables: Record<string, unknown>;
  webVariables: Record<string, unknown>;
}

export const DEFAULT_WEB_VARIABLES = { theme: 'dark', style: 'modern', layout: 'list-layout' } as const;

export function buildSiteConfig(source: SiteConfigSource, publicApiUrl: string): SiteConfig {
  return {
    config: {
      VARIABLES: { ...source.variables, title: source.title },
      WEB_VARIABLES: { ...DEFAULT_WEB_VARIABLES, static_url: `${publicApiUrl}/static`, ...source.webVariables },
      front_api_domain: publicApiUrl,
    },
  };
}

export function encryptConfig(config: SiteConfig, passphrase: string): string {
  return AES.encrypt(JSON.stringify(config), passphrase).toString();
}

export function decryptConfig(cipherText: string, passphrase: string): SiteConfig {
  return JSON.parse(AES.decrypt(cipherText, passphrase).toString(Utf8)) as SiteConfig;
}

const DOMAIN_RE = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export function normaliseDomain(value: string | undefined | null): string | undefined {
  const domain = (value ?? '').trim().toLowerCase().replace(/\.$/, '');
  return domain.length > 0 && domain.length <= 253 && DOMAIN_RE.test(domain) ? domain : undefined;
}

function hostnameOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return normaliseDomain(new URL(url).hostname);
  } catch {
    return undefined;
  }
}

/** The domain a config or registry request is for: the forced `domain` parameter, else the page that asks (Origin, then Referer), else the Host the request came to. */
export function requestDomain(input: { forced?: string; origin?: string; referer?: string; host?: string }): string | undefined {
  return normaliseDomain(input.forced)
    ?? hostnameOf(input.origin)
    ?? hostnameOf(input.referer)
    ?? normaliseDomain((input.host ?? '').replace(/:\d+$/, ''));
}

/**
 * The encrypted answer per site, cached until the site's config changes: each call still reads the site's
 * row (one indexed statement, as cheap as the health check's), and the cipher text is computed again only
 * when what goes into it differs from the cached copy. AES with a random salt is the expensive part.
 */
export function createConfigCipherCache(passphrase: string, publicApiUrl: string, max = 1000) {
  const cache = new Map<string, { fingerprint: string; text: string }>();
  return {
    cipherText(site: SiteConfigSource & { domain: string }): string {
      const fingerprint = JSON.stringify([site.title, site.variables, site.webVariables]);
      const hit = cache.get(site.domain);
      if (hit && hit.fingerprint === fingerprint) return hit.text;
      const text = encryptConfig(buildSiteConfig(site, publicApiUrl), passphrase);
      if (!hit && cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(site.domain, { fingerprint, text });
      return text;
    },
    get size() { return cache.size; },
  };
}
