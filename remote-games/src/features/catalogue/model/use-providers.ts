import { useMemo } from 'react';
import {
  firstScreenAnswer, providerCard, useLoad, useStores, type GridCardItem, type ProviderCategory, type ProvidersResponse,
} from '@casino/shared';
import { getProviders, providersRead } from '../api/get-providers';

export type ProvidersState =
  | { status: 'loading' }
  | { status: 'ready'; cards: GridCardItem[] }
  | { status: 'empty' }
  | { status: 'error' };

/** A prefetched list older than this is not used: the page asks again (a member who came back much later). */
export const PREFETCH_FRESH_MS = 30_000;
let prefetched: { category: ProviderCategory | undefined; request: ReturnType<typeof getProviders>; at: number } | null = null;

const readOf = (category?: ProviderCategory) => providersRead(category ? { category } : {});

/**
 * Starts a category's provider list before its page mounts (issue 19): the host calls it, through the route
 * table's `prefetch`, as soon as this remote's routes are here for the page it opens, so the list is on its way
 * while the page's own chunks load. The first useProviders of that category within PREFETCH_FRESH_MS takes it.
 * Nothing is asked when the server's first screen was drawn from that list (its answer is in the page).
 */
export function prefetchProviders(category?: ProviderCategory): void {
  if (firstScreenAnswer(readOf(category)) !== undefined) return;
  if (prefetched && prefetched.category === category && Date.now() - prefetched.at < PREFETCH_FRESH_MS) return;
  const request = getProviders(category ? { category } : {});
  request.catch(() => undefined); // a failure is the page's to show, when it takes the request
  prefetched = { category, request, at: Date.now() };
}

function takePrefetched(category: ProviderCategory | undefined): ReturnType<typeof getProviders> | null {
  const taken = prefetched;
  if (!taken || taken.category !== category) return null;
  prefetched = null;
  return Date.now() - taken.at < PREFETCH_FRESH_MS ? taken.request : null;
}

/** Images of providers come from the static content host of the front API (spec §7). */
export const staticBaseOf = (apiBase: string | undefined) => `${(apiBase ?? '').replace(/\/+$/, '')}/static`;

function stateOf(data: ProvidersResponse | undefined, base: string): ProvidersState {
  const list = Array.isArray(data?.list) ? data.list : [];
  return list.length === 0 ? { status: 'empty' } : { status: 'ready', cards: list.map((p) => providerCard(p, base)) };
}

/**
 * The provider cards of a category (or all); an empty or missing list is its own state (an error alert). The
 * first render starts from the list the server's first screen was drawn with, when there is one (useLoad's `read`,
 * decision 010): that answer is used once, and the list is not asked again.
 */
export function useProviders(category?: ProviderCategory): ProvidersState {
  const { api } = useStores();
  const base = staticBaseOf(api.baseURL);
  const load = useLoad(() => takePrefetched(category) ?? getProviders(category ? { category } : {}), `providers:${category ?? 'all'}`, readOf(category));
  return useMemo<ProvidersState>(
    () => (load.loading ? { status: 'loading' } : load.failure ? { status: 'error' } : stateOf(load.data, base)),
    [load, base],
  );
}
