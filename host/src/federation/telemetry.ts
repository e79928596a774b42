// Remote health from this browser (issue 15): per remote and version, each successful mount, load failure
// (the runtime plugin's errorLoadRemote), render error (the remote's error boundary) and fallback to the stable
// version. Reports are counted, batched for a moment and sent with navigator.sendBeacon to POST /api/telemetry
// (and whatever is left when the page is hidden). No personal data: each line carries the signed assignment that
// GET /api/remotes gave this browser for that remote and version (the server counts a report only under it, issue
// 45 §2), the kind and the count. A version this page was not assigned is not reported.
export type TelemetryKind = 'mount' | 'load_failure' | 'render_error' | 'fallback';

const BATCH_MS = 1_500;
const MAX_EVENTS = 40;

let endpoint = '';
const versions = new Map<string, string>();
/** "<remote> <version>" → the server's signed assignment for it (kept after a fallback: the failed one is reported). */
const assignments = new Map<string, string>();
const pending = new Map<string, { remote: string; version: string; assignment: string; kind: TelemetryKind; count: number }>();
let timer: ReturnType<typeof setTimeout> | undefined;
/**
 * Per remote, the modules ("remote_wallet/routes") whose load failure is already reported for the version
 * registered now. The start-up preload and the page's own load of the same module fail together: one failed
 * load, not two (a failure rate judged on doubled counts would end a canary early). A retry registers the
 * remote again and is counted afresh.
 */
const failedModules = new Map<string, Set<string>>();

/** Where to send reports; called once at start-up. */
export function configureTelemetry(url: string): void {
  endpoint = url;
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flushTelemetry);
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flushTelemetry(); });
  }
}

/**
 * The version of a remote this page loads now (kept by the registry module, read when a report names none), with the
 * server's signed assignment for it.
 */
export function setRemoteVersion(remote: string, version: string, assignment?: string): void {
  versions.set(remote, version);
  if (assignment) assignments.set(`${remote} ${version}`, assignment);
  failedModules.delete(remote);
}

export function remoteVersionOf(remote: string): string | undefined {
  return versions.get(remote);
}

export function reportRemote(remote: string, kind: TelemetryKind, version = versions.get(remote)): void {
  const assignment = version && assignments.get(`${remote} ${version}`);
  if (!version || !assignment) return;
  const key = `${remote} ${version} ${kind}`;
  const current = pending.get(key);
  if (current) current.count = Math.min(50, current.count + 1);
  else pending.set(key, { remote, version, assignment, kind, count: 1 });
  if (pending.size >= MAX_EVENTS) { flushTelemetry(); return; }
  timer ??= setTimeout(flushTelemetry, BATCH_MS);
}

/** A load failure seen by errorLoadRemote: the id is "remote_<name>" or "remote_<name>/<expose>". */
export function reportLoadFailure(id: string): void {
  const match = /^remote_([a-z]+)/.exec(id);
  if (!match) return;
  const remote = match[1]!;
  const failed = failedModules.get(remote) ?? new Set<string>();
  if (failed.has(id)) return;
  failedModules.set(remote, failed.add(id));
  reportRemote(remote, 'load_failure');
}

export function flushTelemetry(): void {
  if (timer !== undefined) { clearTimeout(timer); timer = undefined; }
  if (pending.size === 0 || !endpoint) return;
  const events = [...pending.values()].map(({ assignment, kind, count }) => ({ assignment, kind, count }));
  pending.clear();
  const body = JSON.stringify({ events });
  // A string goes as text/plain: a simple request, no preflight, and it survives the page being closed.
  const sent = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body);
  if (!sent) void fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
}

/** Tests: what is waiting to be sent. */
export function pendingTelemetry() {
  return [...pending.values()];
}
