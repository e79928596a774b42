import { api, Paths, type ProvidersQuery, type ProvidersResponse } from '@casino/shared';

/** GET /game/providers (public): the providers of one category, or all. */
export function getProviders(query: ProvidersQuery = {}) {
  return api.get<ProvidersResponse>(Paths.providers, { ...query });
}
