import { api, Paths, type ProviderGamesResponse } from '@casino/shared';

/** GET /game/provider (member): one provider's games, legacy RESULT/DATA form (normalised by the client). */
export function getProviderGames(providerId: number) {
  return api.get<ProviderGamesResponse>(Paths.provider, { provider_id: providerId });
}
