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
 * The encrypted answer per site, kept until the site's row changes: each call reads only the row's revision
 * (moved by a trigger on every UPDATE, migration 0011), and the row is read and encrypted again only when the
 * revision differs from the kept one. AES with a random salt, and the row's JSON documents, are the costs.
 */
export function createConfigCipherCache(passphrase: string, publicApiUrl: string, max = 1000) {
  const cache = new Map<string, { revision: number; text: string }>();
  return {
    /** The kept text of `domain` when it was made from this revision of the row; otherwise undefined. */
    current(domain: string, revision: number): string | undefined {
      const hit = cache.get(domain);
      return hit && hit.revision === revision ? hit.text : undefined;
    },
    /** Encrypts a site's row and keeps the text under the row's revision. */
    cipherText(site: SiteConfigSource & { domain: string; revision: number }): string {
      const text = encryptConfig(buildSiteConfig(site, publicApiUrl), passphrase);
      if (!cache.has(site.domain) && cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(site.domain, { revision: site.revision, text });
      return text;
    },
    get size() { return cache.size; },
  };
}
