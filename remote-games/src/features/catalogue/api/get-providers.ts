import { api, Paths, type ProvidersQuery, type ProvidersResponse, type Read } from '@casino/shared';

/** The read of a category's providers (or all): what the server's first screen of a lobby page is drawn from. */
export const providersRead = (query: ProvidersQuery = {}): Read => ({ path: Paths.providers, params: { ...query } });

/** GET /game/providers (public): the providers of one category, or all. */
export function getProviders(query: ProvidersQuery = {}) {
  return api.get<ProvidersResponse>(Paths.providers, { ...query });
}
