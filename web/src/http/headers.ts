// The security headers and content security policies of each origin (as the old scripts/lib/static-server.mjs and stack.mjs set them
// before the web tier; docs/decisions/012-typed-web-tier.md).
import type { RuntimeConfig } from '../config';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The site's policy: scripts from itself and the remotes' origins, data from the API and the config service. */
export function siteCsp(runtime: RuntimeConfig, remoteUrls: readonly string[]): string {
  const remoteOrigins = remoteUrls.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins}`,
    `connect-src 'self' ${runtime.apiUrl} ${runtime.configUrl} ${remoteOrigins}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${runtime.apiUrl} ${remoteOrigins}`,
    `font-src 'self' data:`,
    `frame-src ${runtime.apiUrl}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function siteHeaders(csp: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Content-Security-Policy': csp,
  };
}

/** The back office's policy: stricter than the site's (scripts from itself only, nothing fetched but the API). */
export function backofficeCsp(apiUrl: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${apiUrl}`,
    "style-src 'self' 'unsafe-inline'", // antd's CSS-in-JS writes <style> elements at run time
    "img-src 'self' data:",
    "font-src 'self' data:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function backofficeHeaders(apiUrl: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Content-Security-Policy': backofficeCsp(apiUrl),
  };
}

/** A remote's files are public scripts, loaded by the site from another origin. */
export const REMOTE_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};
