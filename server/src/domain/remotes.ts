// The remote registry answer: each remote's immutable, versioned manifest URL
// (`<base_url>/remote-<name>/<version>/mf-manifest.json`), so rolling one remote forward or back is a
// registry edit, never a host rebuild.
import { REMOTE_NAMES, type RemoteEntry, type RemoteName, type RemoteRegistry } from '@casino/shared/contract';

export const VERSION_RE = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9A-Za-z][0-9A-Za-z.-]{0,39})?$/;

export function isVersion(version: string): boolean {
  return VERSION_RE.test(version);
}

/** http(s) origin with an optional path prefix; no query, fragment or credentials. */
export function isBaseUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !url.username && !url.password
      && value.length <= 300;
  } catch {
    return false;
  }
}

export function manifestUrl(baseUrl: string, name: string, version: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/remote-${name}/${version}/mf-manifest.json`;
}

export function registryAnswer(rows: Array<{ name: string; baseUrl: string; version: string }>): RemoteRegistry {
  const remotes = {} as Record<RemoteName, RemoteEntry>;
  for (const name of REMOTE_NAMES) {
    const row = rows.find((r) => r.name === name);
    if (row) remotes[name] = { entry: manifestUrl(row.baseUrl, name, row.version), version: row.version };
  }
  return { remotes };
}
