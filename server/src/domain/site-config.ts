// The site configuration answer of `GET /api/cnf`: crypto-js AES in its passphrase form (OpenSSL "Salted__"
// header, base64). The passphrase ships inside the host bundle, so this keeps casual scrapers out and
// nothing more; never put secrets into a site config.
import CryptoJS from 'crypto-js';
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
  return CryptoJS.AES.encrypt(JSON.stringify(config), passphrase).toString();
}

export function decryptConfig(cipherText: string, passphrase: string): SiteConfig {
  return JSON.parse(CryptoJS.AES.decrypt(cipherText, passphrase).toString(CryptoJS.enc.Utf8)) as SiteConfig;
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
