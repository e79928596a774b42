import { api, Paths } from '@casino/shared';

export interface ProviderSummary { id: number; title: string; is_casino: number }

/** GET /game/providers — public list of providers for a category. */
export function getProviders(category: 'casino' | 'slot') {
  return api.get<{ list: ProviderSummary[] }>(Paths.providers, { category });
}
