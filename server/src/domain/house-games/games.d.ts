// Types of games.js.
import type * as reels5 from './reels5';
import type * as nine from './nine';
import type * as baccarat from './baccarat';
import type * as crash from './crash';
import type { Engine } from './types';

export declare const ENGINES: { reels5: typeof reels5; nine: typeof nine; baccarat: typeof baccarat; crash: typeof crash };
export type EngineId = keyof typeof ENGINES;
export declare const ENGINE_IDS: EngineId[];
export declare function engine(id: string): Engine | undefined;
