// The house games in the catalogue and the engine behind each game code. The games seed always has the `house`
// provider (casino category) with its tables; the house slots and the arcade game need providers of those
// categories to appear on the slot, nine-slot (new slots) and arcade pages, so seed-house adds two more house
// providers. Codes without an engine (house roulette, blackjack, …) still open the demo table.
import type { ProviderCategory } from '@casino/shared/contract';
import type { EngineId } from '../../domain/house-games/games';

export const HOUSE_PROVIDER = 'house';

export interface HouseProviderEntry { code: string; title: string; category: ProviderCategory; sort: number }
export interface HouseGameEntry {
  provider: string; code: string; title: string; category: string; engine: EngineId; isNew: boolean; isPopular: boolean;
}

/** Providers the house seed inserts when missing (`house` itself comes from the games seed). */
export const HOUSE_EXTRA_PROVIDERS: HouseProviderEntry[] = [
  { code: 'house-slots', title: 'House Slots', category: 'slot', sort: 901 },
  { code: 'house-arcade', title: 'House Arcade', category: 'arcade', sort: 902 },
];

/** The four games of the house provider (issue 8); `house-baccarat` already exists in the `house` provider. */
export const HOUSE_GAMES: HouseGameEntry[] = [
  { provider: 'house-slots', code: 'house-reels', title: 'Fortune Reels', category: 'Slots', engine: 'reels5', isNew: false, isPopular: true },
  { provider: 'house-slots', code: 'house-nine', title: 'Lucky Nine', category: 'Slots', engine: 'nine', isNew: true, isPopular: false },
  { provider: 'house', code: 'house-baccarat', title: 'House Baccarat', category: 'Table', engine: 'baccarat', isNew: false, isPopular: true },
  { provider: 'house-arcade', code: 'house-rocket', title: 'Rocket Crash', category: 'Arcade', engine: 'crash', isNew: true, isPopular: false },
];

/** Catalogue codes of the house providers that the engines serve (older house entries map onto the same engines). */
export const ENGINE_OF_CODE: Readonly<Record<string, EngineId>> = {
  ...Object.fromEntries(HOUSE_GAMES.map((g) => [g.code, g.engine])),
  'house-slot': 'reels5',
  'house-fruits': 'nine',
  'house-crash': 'crash',
};

export const HOUSE_PROVIDER_CODES = [HOUSE_PROVIDER, ...HOUSE_EXTRA_PROVIDERS.map((p) => p.code)];

export function engineOfCode(code: string): EngineId | undefined {
  return Object.prototype.hasOwnProperty.call(ENGINE_OF_CODE, code) ? ENGINE_OF_CODE[code] : undefined;
}
