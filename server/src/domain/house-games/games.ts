// The house games' engines by id, each with the same shape: parseParams(body) → {ok, params, stake} | {ok:false,
// field}; play(stream, params) → the outcome with `win` (won returned, stake included); exactRtp(). The catalogue
// maps its game codes to these ids (server/src/providers/house/catalogue.ts).
import * as reels5 from './reels5';
import * as nine from './nine';
import * as baccarat from './baccarat';
import * as crash from './crash';
import type { Engine } from './types';

export const ENGINES = { reels5, nine, baccarat, crash };
export type EngineId = keyof typeof ENGINES;
export const ENGINE_IDS = Object.keys(ENGINES) as EngineId[];

export function engine(id: string): Engine | undefined {
  return Object.prototype.hasOwnProperty.call(ENGINES, id) ? (ENGINES[id as EngineId] as unknown as Engine) : undefined;
}
