import { api, Paths, type GameListQuery, type GameListResponse } from '@casino/shared';

/** GET /game/list (public): games across providers by category, tag (new | popular) or title. */
export function getGameList(query: GameListQuery = {}) {
  return api.get<GameListResponse>(Paths.gameList, { ...query });
}
