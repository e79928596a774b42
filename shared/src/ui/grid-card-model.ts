// The grid card of spec §2 as data: what a card shows (logo image or title text, background), how cards are
// derived from providers and games (spec §3), how many fit a row (columns 6 / sm 6 / md 3 / lg 2 of a 12-column
// grid) and how large the title is (20–36 px with the window width relative to 1200).
import { gameCardCategory, type GameItem, type ProviderItem } from '../contract/games';
import { BREAKPOINTS } from '../theme/themes';

export type CardCategory = 'casino' | 'slot';

export interface GridCardItem {
  /** Favourites toggle by id; an item without one cannot be a favourite. Provider and game ids never collide. */
  id?: string;
  name: string;
  /** An image URL, or text shown as the card's title. */
  logo?: string;
  backgroundImage?: string;
  category: CardCategory;
  is_service?: 0 | 1;
  kind: 'provider' | 'game';
  /** The provider's id (provider cards) or the game's id (game cards), as the server knows it. */
  refId: number;
  providerTitle?: string;
}

/** True when `logo` looks like an image URL: .jpeg/.jpg/.gif/.png/.webp, starts with http, or a data:image URL. */
export function isImageUrl(logo: string | null | undefined): boolean {
  if (!logo) return false;
  const text = logo.trim();
  if (/^https?:/i.test(text) || /^data:image\//i.test(text)) return true;
  return /\.(jpe?g|gif|png|webp)([?#].*)?$/i.test(text);
}

/**
 * Provider card: name from the title, drawn as the card's HTML title (no logo picture: issue 48 §3, as the home
 * page's rows), background from the static host by title (the card shows its variants made at build time, GridCard),
 * category from is_casino.
 */
export function providerCard(provider: ProviderItem, staticBase: string): GridCardItem {
  const title = encodeURIComponent(provider.title);
  return {
    id: `provider-${provider.id}`,
    refId: provider.id,
    kind: 'provider',
    name: provider.title,
    backgroundImage: `${staticBase}/common/bg/${title}.png`,
    category: Number(provider.is_casino) === 1 ? 'casino' : 'slot',
  };
}

/** Game card: the title as the card's text over the game image; 'Slots' → slot, anything else casino. */
export function gameCard(game: GameItem & { provider_title?: string }): GridCardItem {
  return {
    id: `game-${game.id}`,
    refId: game.id,
    kind: 'game',
    name: game.game_title,
    logo: game.game_title,
    backgroundImage: game.game_image || undefined,
    category: gameCardCategory(game.category),
    is_service: Number(game.is_service) === 1 ? 1 : 0,
    providerTitle: game.provider_title,
  };
}

/** The star shows only for casino items and items in service (spec §4). */
export const canFavourite = (item: GridCardItem) => Boolean(item.id) && (item.category === 'casino' || item.is_service === 1);

/** Casino items and items in service launch straight from a grid (spec §4). */
export const launchesDirectly = (item: GridCardItem) => item.kind === 'game' && (item.category === 'casino' || item.is_service === 1);

/** Columns of the 12-column grid a card spans at a window width (6 / sm 6 / md 3 / lg 2), or `fixed`. */
export function cardColumns(windowWidth: number, fixed?: number): number {
  if (fixed) return fixed;
  if (windowWidth >= BREAKPOINTS.lg) return 2;
  if (windowWidth >= BREAKPOINTS.md) return 3;
  return 6;
}

/** Cards per row: 12 / columns (2, 2, 4, 6 at xs, sm, md, lg). */
export const cardsPerRow = (windowWidth: number, fixed?: number) => Math.max(1, Math.floor(12 / cardColumns(windowWidth, fixed)));

/**
 * The same steps as CSS media queries can state them (from `minWidth` up, `perRow` cards a row): for a grid drawn
 * without a window (the server's first screen), whose width only the browser's CSS knows.
 */
export const CARD_ROW_STEPS: ReadonlyArray<{ minWidth: number; perRow: number }> = [0, BREAKPOINTS.md, BREAKPOINTS.lg]
  .map((minWidth) => ({ minWidth, perRow: cardsPerRow(minWidth) }));

export const CARD_TITLE_MIN_PX = 20;
export const CARD_TITLE_MAX_PX = 36;

/**
 * Title font size: 36 px at 1200 px of window width and above, scaling down with the width to 20 px. When the
 * card's own width is known, a title is also kept to about six letters a line of it (never below 20 px), so six
 * cards a row beside a side menu stay legible.
 */
export function cardTitleFontSize(windowWidth: number, cardWidth?: number): number {
  let scaled = (CARD_TITLE_MAX_PX * windowWidth) / 1200;
  if (cardWidth && cardWidth > 0) scaled = Math.min(scaled, cardWidth / 6);
  return Math.round(Math.min(CARD_TITLE_MAX_PX, Math.max(CARD_TITLE_MIN_PX, scaled)));
}
