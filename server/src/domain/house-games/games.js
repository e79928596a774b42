// The house games' engines by id, each with the same shape: parseParams(body) → {ok, params, stake} | {ok:false,
// field}; play(stream, params) → the outcome with `win` (won returned, stake included); exactRtp(). The catalogue
// maps its game codes to these ids (server/src/providers/house/catalogue.ts).
import * as reels5 from './reels5.js';
import * as nine from './nine.js';
import * as baccarat from './baccarat.js';
import * as crash from './crash.js';

export const ENGINES = { reels5, nine, baccarat, crash };
export const ENGINE_IDS = Object.keys(ENGINES);

export function engine(id) {
  return Object.prototype.hasOwnProperty.call(ENGINES, id) ? ENGINES[id] : undefined;
}
