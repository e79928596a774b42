import { useEffect, useState } from 'react';
import { providerCard, useStores, type GridCardItem, type ProviderCategory } from '@casino/shared';
import { getProviders } from '../api/get-providers';

export type ProvidersState =
  | { status: 'loading' }
  | { status: 'ready'; cards: GridCardItem[] }
  | { status: 'empty' }
  | { status: 'error' };

/** Images of providers come from the static content host of the front API (spec §7). */
export const staticBaseOf = (apiBase: string | undefined) => `${(apiBase ?? '').replace(/\/+$/, '')}/static`;

/** The provider cards of a category (or all); an empty or missing list is its own state (an error alert). */
export function useProviders(category?: ProviderCategory): ProvidersState {
  const { api } = useStores();
  const base = staticBaseOf(api.baseURL);
  const [state, setState] = useState<ProvidersState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getProviders(category ? { category } : {}).then(
      (res) => {
        if (!live) return;
        if (!res.ok) { setState({ status: 'error' }); return; }
        const list = Array.isArray(res.data?.list) ? res.data.list : [];
        setState(list.length === 0 ? { status: 'empty' } : { status: 'ready', cards: list.map((p) => providerCard(p, base)) });
      },
      () => { if (live) setState({ status: 'error' }); },
    );
    return () => { live = false; };
  }, [category, base]);
  return state;
}
