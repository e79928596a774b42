// A remote release's server pages (`<version>/server/pages.cjs`, scripts/webpack/server-pages.cjs), loaded only
// when this tier can trust them (issue 45 §7, docs/decisions/012-typed-web-tier.md "Fetched code"):
//   - built locally: the release is in this tier's own WEB_ROOT (remote-<name>/dist/<version>/), because the
//     registry's entry names this tier's own origin for that remote; or
//   - fetched from an https origin on the site's allow-list (SERVER_PAGES_ORIGINS), with a size cap, no
//     redirects, and a time limit;
// and in both cases only when the file's SHA-256 is the one the release record (release.json, written by
// scripts/webpack/release-record.cjs after the build) publishes for `server/pages.cjs`. The registry's entry
// (`base_url`) is untrusted input: it only ever selects among those. A fetched build, once verified, is written
// to a local folder and loaded from there like a local one: as a CommonJS module whose `require` answers the
// host's own packages (SERVER_PROVIDED) and nothing else. Whatever is refused, the page is served plain.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as mobx from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import * as i18next from 'i18next';
import * as reactI18next from 'react-i18next';
import * as reactRouterDom from 'react-router-dom';
import * as shared from '@casino/shared';
import type { ServerPages } from '@casino/shared';

/** The file of a remote release's server pages, beside its manifest. */
export const SERVER_PAGES_FILE = 'server/pages.cjs';
const RECORD_FILE = 'release.json';
const VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/**
 * What a remote's server pages may import from the host (scripts/webpack/server-pages.cjs `SERVER_SHARED`, which
 * keeps them out of the remote's build): one React, one MobX store, one i18n, one router, one @casino/shared.
 */
export const SERVER_PROVIDED: Readonly<Record<string, unknown>> = Object.fromEntries(Object.entries({
  react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDOM, mobx, 'mobx-react-lite': mobxReactLite, i18next,
  'react-i18next': reactI18next, 'react-router-dom': reactRouterDom, '@casino/shared': shared,
}).map(([name, ns]) => [name, { __esModule: true, ...ns }]));

/** A reason the server pages are not used (the page is then served plain). */
export class Refused extends Error {}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Loads a CommonJS file from disk as `require` would, except that its own `require` answers SERVER_PROVIDED only.
 * The bytes must have `digest`: they are read, checked and compiled from the same buffer.
 */
export function loadVerifiedFile(file: string, digest: string): ServerPages {
  const bytes = readFileSync(file);
  if (sha256(bytes) !== digest) throw new Refused(`${file} does not match its release record's SHA-256`);
  const mod = new Module(file) as Module & { _compile(code: string, filename: string): unknown };
  mod.filename = file;
  mod.paths = [];
  mod.require = ((name: string) => {
    if (name in SERVER_PROVIDED) return SERVER_PROVIDED[name];
    throw new Refused(`${file} requires ${name}, which the host does not provide to server pages`);
  }) as NodeJS.Require;
  mod._compile(bytes.toString('utf8'), file);
  return mod.exports as ServerPages;
}

/** The digest a release record publishes for the server pages. */
function recordDigest(recordBytes: Buffer, where: string): string {
  let record: { files?: Record<string, unknown> };
  try { record = JSON.parse(recordBytes.toString('utf8')) as typeof record; } catch { throw new Refused(`${where} is not JSON`); }
  const digest = record.files?.[SERVER_PAGES_FILE];
  if (typeof digest !== 'string' || !/^[0-9a-f]{64}$/.test(digest)) throw new Refused(`${where} publishes no SHA-256 for ${SERVER_PAGES_FILE}`);
  return digest;
}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Extra certificate authorities (tests: a self-signed origin). */
  ca?: string | Buffer;
}

/** An https GET: 200 only (a redirect is refused, never followed), at most `maxBytes`, within `timeoutMs`. */
export function fetchCapped(url: URL, { maxBytes, timeoutMs, ca }: FetchLimits): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    if (url.protocol !== 'https:') { reject(new Refused(`${url.href} is not https`)); return; }
    const req = https.get(url, { timeout: timeoutMs, ...(ca ? { ca } : {}) }, (res) => {
      const status = res.statusCode ?? 0;
      if (status === 404) { res.resume(); resolve(null); return; }
      if (status >= 300 && status < 400) { res.resume(); reject(new Refused(`${url.href} redirects (${status}); redirects are not followed`)); return; }
      if (status !== 200) { res.resume(); reject(new Error(`${url.href} answered ${status}`)); return; }
      if (Number(res.headers['content-length'] ?? 0) > maxBytes) { res.destroy(); reject(new Refused(`${url.href} is larger than ${maxBytes} bytes`)); return; }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) { res.destroy(); reject(new Refused(`${url.href} is larger than ${maxBytes} bytes`)); return; }
        chunks.push(chunk);
      });
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url.href} did not answer within ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

export interface ServerPagesOptions {
  /** Where remote-<name>/dist/<version>/ are (WEB_ROOT). */
  webRoot: string;
  /** This tier's own origin for each remote: an entry there is read from WEB_ROOT, never fetched. */
  localRemotes: Readonly<Record<string, string>>;
  /** The https origins each site (its host name, or '*') may fetch server pages from. */
  allowedOrigins: Readonly<Record<string, readonly string[]>>;
  /** Where verified fetched builds are written before they are loaded. */
  cacheDir?: string;
  maxBytes?: number;
  timeoutMs?: number;
  ca?: string | Buffer;
  warn?: (message: string) => void;
}

/** The release an entry names: its base address and version (null: not a release's manifest). */
function releaseOf(entry: string): { url: URL; base: URL; version: string } | null {
  let url: URL;
  try { url = new URL(entry); } catch { return null; }
  const parts = url.pathname.split('/');
  const version = parts.at(-2) ?? '';
  if (parts.at(-1) !== 'mf-manifest.json' || !VERSION_RE.test(version) || url.search || url.hash || url.username || url.password) return null;
  return { url, base: new URL('./', url), version };
}

export function createServerPagesLoader(o: ServerPagesOptions) {
  const limits: FetchLimits = { maxBytes: o.maxBytes ?? 2 * 1024 * 1024, timeoutMs: o.timeoutMs ?? 10_000, ca: o.ca };
  const cacheDir = o.cacheDir ?? path.join(os.tmpdir(), `casino-web-${process.getuid?.() ?? 'user'}`, 'server-pages');
  const warn = o.warn ?? ((m: string) => console.warn(`[site] ${m}`));
  /** By entry: a release never changes, so its answer (pages, or none) is kept; a failure to reach it is not. */
  const loaded = new Map<string, Promise<ServerPages | null>>();

  function local(owner: string, version: string): ServerPages | null {
    const dir = path.join(o.webRoot, `remote-${owner}`, 'dist', version);
    const file = path.join(dir, SERVER_PAGES_FILE);
    if (!existsSync(file)) return null; // a release without server pages (an older build): served plain
    const record = path.join(dir, RECORD_FILE);
    if (!existsSync(record)) throw new Refused(`${record} is missing: ${file} cannot be checked`);
    return loadVerifiedFile(file, recordDigest(readFileSync(record), record));
  }

  async function fetched(hostname: string, base: URL): Promise<ServerPages | null> {
    if (base.protocol !== 'https:') throw new Refused(`${base.href} is not https`);
    const allowed = [...(o.allowedOrigins[hostname] ?? []), ...(o.allowedOrigins['*'] ?? [])];
    if (!allowed.includes(base.origin)) throw new Refused(`${base.origin} is not on ${hostname}'s allow-list for server pages`);
    const recordBytes = await fetchCapped(new URL(RECORD_FILE, base), { ...limits, maxBytes: 1024 * 1024 });
    if (!recordBytes) throw new Refused(`${base.href}${RECORD_FILE} is missing`);
    const digest = recordDigest(recordBytes, `${base.href}${RECORD_FILE}`);
    const bytes = await fetchCapped(new URL(SERVER_PAGES_FILE, base), limits);
    if (!bytes) return null;
    if (sha256(bytes) !== digest) throw new Refused(`${base.href}${SERVER_PAGES_FILE} does not match its release record's SHA-256`);
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    const file = path.join(cacheDir, `${digest}.cjs`);
    writeFileSync(file, bytes, { mode: 0o600 });
    return loadVerifiedFile(file, digest);
  }

  async function load(entry: string, owner: string, hostname: string): Promise<ServerPages | null> {
    const release = releaseOf(entry);
    if (!release) throw new Refused(`${entry} is not a release's manifest address`);
    const own = o.localRemotes[owner];
    const isLocal = own !== undefined && new URL(own).origin === release.url.origin && release.url.pathname === `/remote-${owner}/${release.version}/mf-manifest.json`;
    return isLocal ? local(owner, release.version) : fetched(hostname, release.base);
  }

  return {
    /** The server pages of the release `entry` names for `owner`, for the site `hostname`; null: serve it plain. */
    pagesFor(entry: string, owner: string, hostname: string): Promise<ServerPages | null> {
      const key = `${hostname}|${owner}|${entry}`;
      let p = loaded.get(key);
      if (!p) {
        if (loaded.size >= 20) loaded.delete(loaded.keys().next().value!);
        p = load(entry, owner, hostname).catch((e: unknown) => {
          warn(`${entry}: server pages not used: ${e instanceof Error ? e.message : String(e)}`);
          if (!(e instanceof Refused)) loaded.delete(key); // unreachable now: asked again by the next request
          return null;
        });
        loaded.set(key, p);
      }
      return p;
    },
  };
}

export type ServerPagesLoader = ReturnType<typeof createServerPagesLoader>;
