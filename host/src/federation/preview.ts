// Preview links (issue 45 §6): an operator's link opens the site with ?preview=<token>. The token moves into this
// tab's session storage (and out of the address bar, so it is not bookmarked or shared by copying the URL), goes with
// every registry read of the session, and the registry answers the previewed version of that one remote on the
// 'preview' track. The badge (components/preview-badge.tsx) shows it and exits with one click.
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry } from '@casino/shared';

const KEY = 'casino.preview';

export interface Previewed { remote: RemoteName; version: string }

let current: Previewed | null = null;
const listeners = new Set<() => void>();

function session(): Storage | null {
  try { return typeof sessionStorage === 'undefined' ? null : sessionStorage; } catch { return null; }
}

/** Moves a `preview` token from the address into the session, and takes it out of the address. */
export function takePreviewLink(location: Pick<Location, 'href'> = window.location, history: Pick<History, 'replaceState' | 'state'> = window.history): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('preview');
  if (token === null) return;
  if (token) session()?.setItem(KEY, token);
  url.searchParams.delete('preview');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The registry query parameter for this session's preview ('' without one). */
export function previewQuery(): string {
  const token = session()?.getItem(KEY);
  return token ? `&preview=${encodeURIComponent(token)}` : '';
}

/**
 * Notes what the registry answered: the remote on the 'preview' track, if any. A stored token the registry did not
 * honour (expired, withdrawn) is dropped, so the session stops sending it.
 */
export function notePreview(registry: RemoteRegistry): void {
  const name = REMOTE_NAMES.find((n) => registry.remotes?.[n]?.track === 'preview');
  const next = name ? { remote: name, version: registry.remotes[name].version } : null;
  if (!next) session()?.removeItem(KEY);
  if (next?.remote === current?.remote && next?.version === current?.version) return;
  current = next;
  for (const l of listeners) l();
}

export const previewed = (): Previewed | null => current;

export function subscribePreview(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** Ends the preview: forgets the token and loads the page again, so the registry answers the normal versions. */
export function exitPreview(reload: () => void = () => window.location.reload()): void {
  session()?.removeItem(KEY);
  current = null;
  for (const l of listeners) l();
  reload();
}
