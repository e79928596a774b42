// The catalogue calls: provider lists (public), one provider's games (members; legacy form of spec §7) and the
// filtered game list (public).
import type { FastifyInstance } from 'fastify';
import { Code, Msg, Paths, type GameItem, type GameListItem, type ProviderCategory, type ProviderItem } from '@casino/shared/contract';
import { legacy, ok, fail } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { gameImageUrl } from '../../services/image-files';
import { findProvider, listGames, listProviderGames, listProviders, type GameRow, type ProviderRow } from '../../repositories/games-repository';
import { GameListAnswer, GameListQuery, ProviderGamesAnswer, ProviderGamesQuery, ProvidersAnswer, ProvidersQuery } from './schemas';

const providerItem = (p: ProviderRow): ProviderItem => ({ id: p.id, title: p.title, is_casino: p.category === 'casino' ? 1 : 0, category: p.category });

export function gameItem(g: GameRow, staticBase: string): GameItem {
  return { id: g.id, game_title: g.title, game_image: gameImageUrl(staticBase, g.provider_code, g.code), category: g.category, is_service: g.is_service ? 1 : 0 };
}

export async function publicCatalogueRoutes(app: FastifyInstance) {
  const staticBase = `${app.config.publicApiUrl}/static`;

  app.get<{ Querystring: { category?: ProviderCategory } }>(Paths.providers, {
    schema: { tags: ['games'], summary: 'Game providers, optionally of one category', querystring: ProvidersQuery, response: { 200: ProvidersAnswer } },
  }, async (request) => ok({ list: (await listProviders(app.db, request.query.category)).map(providerItem) }));

  app.get<{ Querystring: { category?: ProviderCategory; tag?: 'new' | 'popular'; q?: string } }>(Paths.gameList, {
    schema: { tags: ['games'], summary: 'Games across providers: category, tag (new | popular), title search', querystring: GameListQuery, response: { 200: GameListAnswer } },
  }, async (request) => {
    const found = await listGames(app.db, request.query);
    const list: GameListItem[] = found.map((g) => ({
      ...gameItem(g, staticBase), provider_id: g.provider_id, provider_title: g.provider_title, is_new: g.is_new ? 1 : 0, is_popular: g.is_popular ? 1 : 0,
    }));
    return ok({ list });
  });
}

export async function memberCatalogueRoutes(app: FastifyInstance) {
  const staticBase = `${app.config.publicApiUrl}/static`;

  app.get<{ Querystring: { provider_id: number } }>(Paths.provider, {
    schema: {
      tags: ['games'], summary: "One provider's games (legacy RESULT/DATA form as well)", security: [{ member: [] }],
      querystring: ProviderGamesQuery, response: { 200: ProviderGamesAnswer, 403: commonResponses[403] },
    },
    config: { legacy: true },
  }, async (request, reply) => {
    const provider = await findProvider(app.db, request.query.provider_id);
    if (!provider) return legacy(reply, fail(Code.DATABASE, Msg.item_not_found));
    const games = await listProviderGames(app.db, provider.id);
    return legacy(reply, ok({ list: games.map((g) => gameItem(g, staticBase)) }));
  });
}
