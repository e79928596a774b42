// The host's only door to Module Federation: register remotes from the registry, load exposed modules,
// and re-register on retry. Tests mock this module; nothing else imports the federation runtime.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRootStore, REMOTE_NAMES, type RemoteEntry, type RemoteName, type RemoteRegistry } from '@casino/shared';
import { UNAVAILABLE } from './error-plugin';
import { flushTelemetry, reportRemote, setRemoteVersion } from './telemetry';
import { notePreview } from './preview';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(readonly remote: RemoteName, detail: string) {
    super(`remote ${remote} unavailable: ${detail}`);
  }
}

const registered = new Map<RemoteName, RemoteEntry>();
/** Remotes that already fell back from their assigned (canary) version to stable on this page. */
const fellBack = new Set<RemoteName>();
let registryUrl = '';
let registryHeaders: () => Record<string, string> = () => ({});

/** The signed-in member's credential goes with every registry read (the member's canary bucket). */
export function setRegistryHeaders(headers: () => Record<string, string>): void {
  registryHeaders = headers;
}

/** Modules already here, by the remote's registered entry and the expose: a render can draw them at once. */
const loadedModules = new Map<string, unknown>();
const loadedKey = (remote: RemoteName, expose: string) => `${registered.get(remote)?.entry ?? ''}|${expose}`;

function register(name: RemoteName, entry: RemoteEntry, force: boolean): void {
  const previous = registered.get(name);
  if (previous) for (const key of [...loadedModules.keys()]) if (key.startsWith(`${previous.entry}|`)) loadedModules.delete(key);
  registerRemotes([{ name: remoteId(name), entry: entry.entry }], { force });
  registered.set(name, entry);
  setRemoteVersion(name, entry.version, entry.assignment);
}

export const remoteId = (remote: RemoteName) => `remote_${remote}`;

export async function fetchRegistry(url: string): Promise<RemoteRegistry> {
  const res = await fetch(url, { cache: 'no-store', headers: registryHeaders() });
  if (!res.ok) throw new Error(`registry answered ${res.status}`);
  return (await res.json()) as RemoteRegistry;
}

/** This tab's record of a canary version that failed here (the fallback reloads the page onto stable). */
const failedKey = (remote: RemoteName) => `casino.delivery_failed_${remote}`;
function session(): Storage | null {
  try { return typeof sessionStorage === 'undefined' ? null : sessionStorage; } catch { return null; }
}

/** The registry's entry, or its stable version when this tab already saw the assigned canary fail. */
function effectiveEntry(name: RemoteName, entry: RemoteEntry): RemoteEntry {
  const failed = session()?.getItem(failedKey(name));
  if (failed && failed !== entry.version) session()?.removeItem(failedKey(name)); // another version now: judge it afresh
  if (entry.track === 'canary' && entry.stable && failed === entry.version) {
    fellBack.add(name);
    return { entry: entry.stable.entry, version: entry.stable.version, track: 'stable', assignment: entry.stable.assignment };
  }
  return entry;
}

export function applyRegistry(registry: RemoteRegistry): void {
  notePreview(registry);
  for (const name of REMOTE_NAMES) {
    const assigned = registry.remotes?.[name];
    if (!assigned) continue;
    const entry = effectiveEntry(name, assigned);
    const previous = registered.get(name);
    if (previous && previous.entry === entry.entry) continue;
    register(name, entry, Boolean(previous));
  }
}

/**
 * Last known good: when the assigned (canary) version of a remote failed to load or threw while rendering,
 * register its stable version instead, once per page. Reports the fallback against the failed version.
 * Returns false when there is nothing to fall back to (already stable, or already fell back).
 */
export function fallBackToStable(remote: RemoteName): boolean {
  const entry = registered.get(remote);
  if (!entry?.stable || entry.track !== 'canary' || fellBack.has(remote)) return false;
  fellBack.add(remote);
  reportRemote(remote, 'fallback', entry.version);
  console.warn(`[federation] remote ${remote} ${entry.version} failed; falling back to stable ${entry.stable.version}`);
  // A fresh page, not an in-page swap: the federation runtime keeps the failed version's container
  // initialised under the same name, and the stable one then never finishes loading. The tab remembers the
  // failed version, so the next start registers stable directly (and the reports go out on pagehide).
  session()?.setItem(failedKey(remote), entry.version);
  flushTelemetry();
  window.location.reload();
  return true;
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
 * Starts loading one exposed module of a registered remote (a page's widget) before it is rendered. A widget
 * module may export `prefetch()`: it is called once the module is here, so the widget's first data request
 * starts now rather than when it mounts (docs/architecture.md, Module Federation, "Widgets").
 */
export function preloadRemoteModule(remote: RemoteName, expose: string): void {
  if (!registered.has(remote)) return;
  // The module's files and its translations in the page's language, all asked for when the remote's manifest
  // arrives (a remote's translation chunks are `i18n-<namespace>-<language>-json.<hash>.js`), instead of the
  // translations after the module has arrived and run (issue 19).
  const language = getRootStore().prefs.language;
  void preloadRemote([{
    nameOrAlias: remoteId(remote), exposes: [expose], resourceCategory: 'all', filter: (url) => keepForLanguage(url, language),
  }]).catch(() => undefined);
  loadRemoteModule<{ prefetch?: unknown }>(remote, expose)
    .then((mod) => { if (typeof mod.prefetch === 'function') mod.prefetch(); })
    .catch(() => undefined);
}

/** An expose's file to preload for this language: not another language's translations. */
export function keepForLanguage(url: string, language: string): boolean {
  return !/\/i18n-[^/]+-json\.[0-9a-f]+\.js$/.test(url) || url.includes(`-${language}-json.`);
}

export function registeredVersion(remote: RemoteName): string | undefined {
  return registered.get(remote)?.version;
}

/**
 * A module of the registered version that has already loaded (a render then draws it without a loading state:
 * the server's first screen is replaced in one go, decision 010); undefined otherwise.
 */
export function loadedRemoteModule<T>(remote: RemoteName, expose: string): T | undefined {
  return loadedModules.get(loadedKey(remote, expose)) as T | undefined;
}

export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const key = loadedKey(remote, expose);
  let mod: unknown;
  try {
    mod = await loadRemote<T>(`${remoteId(remote)}/${expose.replace(/^\.\//, '')}`);
  } catch (e) {
    throw new RemoteUnavailableError(remote, e instanceof Error ? e.message : String(e));
  }
  if (!mod || (mod as Record<string, unknown>)[UNAVAILABLE]) throw new RemoteUnavailableError(remote, 'stand-in module');
  if (key === loadedKey(remote, expose)) loadedModules.set(key, mod);
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
  // Once fell back on this page, stay on stable: the canary already failed here.
  if (fellBack.has(remote) && entry.track === 'canary' && entry.stable) entry = { entry: entry.stable.entry, version: entry.stable.version, track: 'stable', assignment: entry.stable.assignment };
  register(remote, entry, true);
}
