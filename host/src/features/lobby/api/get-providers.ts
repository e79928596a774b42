import { api, Paths } from '@casino/shared';

export interface ProviderSummary { id: number; title: string; is_casino: number }

/** GET /game/providers — public list of providers for a category. */
export async function getProviders(category: 'casino' | 'slot'): Promise<ProviderSummary[]> {
  const res = await api.get<{ list: ProviderSummary[] }>(Paths.providers, { category });
  if (!res.ok) throw new Error(res.msg || 'unknown_error');
  return res.data?.list ?? [];
}
