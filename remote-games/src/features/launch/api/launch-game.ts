import { api, Paths, type LaunchResponse } from '@casino/shared';

/** GET /game/launch (member): a one-time launch URL (legacy RESULT/DATA form, normalised by the client). */
export function launchGame(gameId: number, type: string) {
  return api.request<LaunchResponse>('GET', Paths.launch, { game_id: gameId, type }, { 'Content-Type': 'application/json' });
}
