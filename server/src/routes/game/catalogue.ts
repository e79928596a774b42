// The catalogue calls: provider lists (public), one provider's games (members; legacy form of spec §7) and the
// filtered game list (public).
import type { FastifyInstance } from 'fastify';
import { Code, Msg, Paths, type GameItem, type GameListItem, type ProviderCategory, type ProviderItem } from '@casino/shared/contract';
import { fail, legacyJson, ok, toJson } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { gameImageUrl } from '../../services/image-files';
import { findProvider, listGames, listProviderGames, listProviders, type GameRow, type ProviderRow } from '../../repositories/games-repository';
import { createCatalogueCache } from '../../services/games/catalogue-cache';
import { GameListAnswer, GameListQuery, ProviderGamesAnswer, ProviderGamesQuery, ProvidersAnswer, ProvidersQuery } from './schemas';

const JSON_TYPE = 'application/json; charset=utf-8';

const providerItem = (p: ProviderRow): ProviderItem => ({ id: p.id, title: p.title, is_casino: p.category === 'casino' ? 1 : 0, category: p.category });

export function gameItem(g: GameRow, staticBase: string): GameItem {
  return { id: g.id, game_title: g.title, game_image: gameImageUrl(staticBase, g.provider_code, g.code), category: g.category, is_service: g.is_service ? 1 : 0 };
}

export async function publicCatalogueRoutes(app: FastifyInstance) {
  const staticBase = `${app.config.publicApiUrl}/static`;
  const cache = createCatalogueCache();

  app.get<{ Querystring: { category?: ProviderCategory } }>(Paths.providers, {
    schema: { tags: ['games'], summary: 'Game providers, optionally of one category', querystring: ProvidersQuery, response: { 200: ProvidersAnswer } },
  }, async (request) => ok({ list: (await listProviders(app.db, request.query.category)).map(providerItem) }));

  app.get<{ Querystring: { category?: ProviderCategory; tag?: 'new' | 'popular'; q?: string } }>(Paths.gameList, {
    schema: { tags: ['games'], summary: 'Games across providers: category, tag (new | popular), title search', querystring: GameListQuery, response: { 200: GameListAnswer } },
  }, async (request, reply) => {
    const { category, tag, q } = request.query;
    const key = JSON.stringify(['list', category ?? null, tag ?? null, q?.trim().toLowerCase() ?? null]);
    const answer = await cache.answer(app.db, key, request.headers['if-none-match'], async () => {
      const found = await listGames(app.db, request.query);
      const list: GameListItem[] = found.map((g) => ({
        ...gameItem(g, staticBase), provider_id: g.provider_id, provider_title: g.provider_title, is_new: g.is_new ? 1 : 0, is_popular: g.is_popular ? 1 : 0,
      }));
      return toJson(ok({ list })); // kept as text: 5,000 games are written once per catalogue version
    });
    reply.header('etag', answer.etag);
    if (answer.fresh) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(answer.value);
  });
}

export async function memberCatalogueRoutes(app: FastifyInstance) {
  const staticBase = `${app.config.publicApiUrl}/static`;
  const cache = createCatalogueCache();

  app.get<{ Querystring: { provider_id: number } }>(Paths.provider, {
    schema: {
      tags: ['games'], summary: "One provider's games (legacy RESULT/DATA form as well)", security: [{ member: [] }],
      querystring: ProviderGamesQuery, response: { 200: ProviderGamesAnswer, 403: commonResponses[403] },
    },
    config: { legacy: true },
  }, async (request, reply) => {
    // the same for every member (the member check is the scope's hook): one answer per provider and catalogue version
    const answer = await cache.answer(app.db, `provider:${request.query.provider_id}`, request.headers['if-none-match'], async () => {
      const provider = await findProvider(app.db, request.query.provider_id);
      if (!provider) return legacyJson(fail(Code.DATABASE, Msg.item_not_found));
      const games = await listProviderGames(app.db, provider.id);
      return legacyJson(ok({ list: games.map((g) => gameItem(g, staticBase)) }));
    });
    reply.header('etag', answer.etag);
    if (answer.fresh) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(answer.value);
  });
}
