// Games calls of API.md (`/game/providers`, `/game/provider`, `/game/list`, `/game/launch`), their shapes and
// the few rules both sides apply: which game category counts as a slot (spec §3), the favourites storage key
// (spec §3) and how long a launch link lives.

/** A provider's category. `is_casino` (spec §3) is 1 for casino, 0 otherwise; arcade is this product's addition. */
export const PROVIDER_CATEGORIES = ['casino', 'slot', 'arcade'] as const;
export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];

export const GAME_TAGS = ['new', 'popular'] as const;
export type GameTag = (typeof GAME_TAGS)[number];

/** `GET /game/providers` list item. `category` is sent in addition to the spec's fields. */
export interface ProviderItem { id: number; title: string; is_casino: 0 | 1; category?: ProviderCategory }
export interface ProvidersQuery { category?: 'casino' | 'slot' | 'arcade' }
export interface ProvidersResponse { list: ProviderItem[] }

/** `GET /game/provider` list item (spec §3: 'Slots' is a slot game, any other category a casino game). */
export interface GameItem { id: number; game_title: string; game_image: string; category: string; is_service: 0 | 1 }
export interface ProviderGamesQuery { provider_id: number | string }
export interface ProviderGamesResponse { list: GameItem[] }

/** `GET /game/list` list item: the game fields plus the provider (and, in addition, its title and tags). */
export interface GameListItem extends GameItem {
  provider_id: number;
  provider_title?: string;
  is_new?: 0 | 1;
  is_popular?: 0 | 1;
}
export interface GameListQuery { category?: ProviderCategory; tag?: GameTag; q?: string }
export interface GameListResponse { list: GameListItem[] }

export interface LaunchQuery { game_id: number | string; type: string }
export interface LaunchResponse { url: string }

/** The game category string that makes a game a slot (spec §3). */
export const SLOT_GAME_CATEGORY = 'Slots';

/** Card category of a game: 'Slots' → slot, anything else → casino (spec §3). */
export function gameCardCategory(category: string | null | undefined): 'slot' | 'casino' {
  return category === SLOT_GAME_CATEGORY ? 'slot' : 'casino';
}

/** Favourites are kept per user and kind (spec §3): `fav_{user}_{kind}_favorites`. */
export type FavouriteKind = 'slots' | 'casino';
export const ANONYMOUS_USER = 'anonymous';
export function favouritesKey(user: string | null | undefined, kind: FavouriteKind): string {
  return `fav_${user || ANONYMOUS_USER}_${kind}_favorites`;
}
export const favouriteKindOf = (category: 'slot' | 'casino'): FavouriteKind => (category === 'slot' ? 'slots' : 'casino');

/** A launch link is single-use and expires after this long. */
export const LAUNCH_TOKEN_TTL_MS = 5 * 60_000;

/** Extra msg key of the games calls (translated by the games namespace as `server.provider_unavailable`). */
export const GameMsg = { provider_unavailable: 'provider_unavailable' } as const;
