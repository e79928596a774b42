// The host's only door to Module Federation: register remotes from the registry, load exposed modules,
// and re-register on retry. Tests mock this module; nothing else imports the federation runtime.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteEntry, type RemoteName, type RemoteRegistry } from '@casino/shared';
import { UNAVAILABLE } from './error-plugin';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(readonly remote: RemoteName, detail: string) {
    super(`remote ${remote} unavailable: ${detail}`);
  }
}

const registered = new Map<RemoteName, RemoteEntry>();
let registryUrl = '';

export const remoteId = (remote: RemoteName) => `remote_${remote}`;

export async function fetchRegistry(url: string): Promise<RemoteRegistry> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`registry answered ${res.status}`);
  return (await res.json()) as RemoteRegistry;
}

export function applyRegistry(registry: RemoteRegistry): void {
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes?.[name];
    if (!entry) continue;
    const previous = registered.get(name);
    if (previous && previous.entry === entry.entry) continue;
    registerRemotes([{ name: remoteId(name), entry: entry.entry }], { force: Boolean(previous) });
    registered.set(name, entry);
  }
}

/**
 * Reads the registry (no-store) and registers every remote it names. `fetched` is the same request already
 * under way (start-up requests it together with the site config, issue 19).
 */
export async function initRemotes(url: string, fetched?: Promise<RemoteRegistry>): Promise<RemoteRegistry> {
  registryUrl = url;
  const registry = await (fetched ?? fetchRegistry(url));
  applyRegistry(registry);
  return registry;
}

/** Which remote owns a path (the remote routes of app/router.tsx). */
const REMOTE_PREFIXES: ReadonlyArray<[RegExp, RemoteName]> = [
  [/^\/login\/?$/, 'account'], [/^\/account(\/|$)/, 'account'], [/^\/wallet(\/|$)/, 'wallet'],
  [/^\/supports(\/|$)/, 'support'], [/^\/game(\/|$)/, 'games'],
];
export const remoteForPath = (pathname: string): RemoteName | undefined => REMOTE_PREFIXES.find(([re]) => re.test(pathname))?.[1];

/**
 * Starts loading the remote that owns `pathname` (manifest, remoteEntry.js, its route table) before React
 * asks for it; RemoteModule's own load then finds it under way. A failure here is ignored: the page's load
 * reports it through the usual REMOTE_UNAVAILABLE path.
 */
export function preloadRemoteFor(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (remote && registered.has(remote)) loadRemoteModule(remote, './routes').catch(() => undefined);
}

export function registeredVersion(remote: RemoteName): string | undefined {
  return registered.get(remote)?.version;
}

export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  let mod: unknown;
  try {
    mod = await loadRemote<T>(`${remoteId(remote)}/${expose.replace(/^\.\//, '')}`);
  } catch (e) {
    throw new RemoteUnavailableError(remote, e instanceof Error ? e.message : String(e));
  }
  if (!mod || (mod as Record<string, unknown>)[UNAVAILABLE]) throw new RemoteUnavailableError(remote, 'stand-in module');
  return mod as T;
}

/**
 * Retry after a failure: read the registry again (the operator may have rolled the remote back) and
 * re-register the remote with force, which drops the runtime's cached entry, manifest and failed script.
 */
export async function retryRemote(remote: RemoteName): Promise<void> {
  let entry = registered.get(remote);
  if (registryUrl) {
    try {
      const registry = await fetchRegistry(registryUrl);
      entry = registry.remotes?.[remote] ?? entry;
    } catch { /* keep the entry we had */ }
  }
  if (!entry) return;
  registerRemotes([{ name: remoteId(remote), entry: entry.entry }], { force: true });
  registered.set(remote, entry);
}
