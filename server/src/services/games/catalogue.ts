// The catalogue's reads, shaped as the answers carry them: provider lists, one provider's games, the filtered
// game list, the look-ups behind generated images, and the one-use launch token of the demo-table page.
import type { GameItem, GameListItem, ProviderCategory, ProviderItem } from '@casino/shared/contract';
import type { Queryable } from '../../db/client';
import { gameImage } from '../../domain/images/render';
import {
  consumeLaunchToken, findGameByCodes, findProvider, listGames, listProviderGames, listProviders, providerTitleExists,
  type GameFilter, type GameRow, type ProviderRow,
} from '../../repositories/games-repository';
import { gameImageUrl, renderProviderImage, type ProviderImageKind } from '../image-files';

const providerItem = (p: ProviderRow): ProviderItem => ({ id: p.id, title: p.title, is_casino: p.category === 'casino' ? 1 : 0, category: p.category });

function gameItem(g: GameRow, staticBase: string): GameItem {
  return { id: g.id, game_title: g.title, game_image: gameImageUrl(staticBase, g.provider_code, g.code), category: g.category, is_service: g.is_service ? 1 : 0 };
}

export async function providerItems(q: Queryable, category: ProviderCategory | undefined): Promise<ProviderItem[]> {
  return (await listProviders(q, category)).map(providerItem);
}

export async function gameListItems(q: Queryable, filter: GameFilter, staticBase: string): Promise<GameListItem[]> {
  const found = await listGames(q, filter);
  return found.map((g) => ({
    ...gameItem(g, staticBase), provider_id: g.provider_id, provider_title: g.provider_title, is_new: g.is_new ? 1 : 0, is_popular: g.is_popular ? 1 : 0,
  }));
}

/** A visible provider's games; undefined when there is no such provider. */
export async function providerGameItems(q: Queryable, providerId: number, staticBase: string): Promise<GameItem[] | undefined> {
  const provider = await findProvider(q, providerId);
  if (!provider) return undefined;
  return (await listProviderGames(q, provider.id)).map((g) => gameItem(g, staticBase));
}

/** A provider picture, drawn only for a provider that exists (null otherwise). */
/** Whether a provider of that title exists (its pictures may be made). */
export const providerTitleKnown = (q: Queryable, title: string): Promise<boolean> => providerTitleExists(q, title);

export async function knownProviderImage(q: Queryable, kind: ProviderImageKind, title: string): Promise<Buffer | null> {
  return (await providerTitleExists(q, title)) ? renderProviderImage(kind, title) : null;
}

/** A game's title and its provider's title, for its thumbnails; null when there is no such game. */
export async function knownGame(q: Queryable, providerCode: string, gameCode: string): Promise<{ title: string; providerTitle: string } | null> {
  const found = await findGameByCodes(q, providerCode, gameCode);
  return found ? { title: found.title, providerTitle: found.providerTitle } : null;
}

/** A game thumbnail, drawn only for a game that exists (null otherwise). */
export async function knownGameImage(q: Queryable, providerCode: string, gameCode: string): Promise<Buffer | null> {
  const found = await findGameByCodes(q, providerCode, gameCode);
  return found ? gameImage(found.title, found.providerTitle) : null;
}

/** Uses a demo-table launch token once; undefined when it is unknown, used or expired. */
export const redeemLaunchToken = (q: Queryable, token: string) => consumeLaunchToken(q, token);
