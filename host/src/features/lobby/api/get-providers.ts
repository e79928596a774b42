import { api, Paths, type Read } from '@casino/shared';

export interface ProviderSummary { id: number; title: string; is_casino: number }

/** The lobby row's read of one category's providers (public; the home page's first screen is drawn with it). */
export const providersRead = (category: 'casino' | 'slot'): Read => ({ path: Paths.providers, params: { category } });

/** GET /game/providers — public list of providers for a category. */
export function getProviders(category: 'casino' | 'slot') {
  return api.get<{ list: ProviderSummary[] }>(Paths.providers, providersRead(category).params);
}
