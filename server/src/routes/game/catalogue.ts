// The catalogue calls: provider lists (public), one provider's games (members; legacy form of spec §7) and the
// filtered game list (public).
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, Paths } from '@casino/shared/contract';
import { fail, legacyJson, ok, toJson } from '../../http/envelope';
import { commonResponses, NotModified } from '@casino/shared/contract/schemas/common';
import { gameListItems, providerGameItems, providerItems } from '../../services/games/catalogue';
import { createCatalogueCache } from '../../services/games/catalogue-cache';
import { GameListAnswer, GameListQuery, ProviderGamesAnswer, ProviderGamesQuery, ProvidersAnswer, ProvidersQuery } from '@casino/shared/contract/schemas/games';

const JSON_TYPE = 'application/json; charset=utf-8';

export async function publicCatalogueRoutes(app: TypedApp) {
  const staticBase = `${app.config.publicApiUrl}/static`;
  const cache = createCatalogueCache();

  app.get(Paths.providers, {
    schema: { tags: ['games'], summary: 'Game providers, optionally of one category', querystring: ProvidersQuery, response: { 200: ProvidersAnswer } },
  }, async (request) => ok({ list: await providerItems(app.db, request.query.category) }));

  app.get(Paths.gameList, {
    schema: { tags: ['games'], summary: 'Games across providers: category, tag (new | popular), title search', querystring: GameListQuery, response: { 200: GameListAnswer, 304: NotModified } },
  }, async (request, reply) => {
    const { category, tag, q } = request.query;
    const key = JSON.stringify(['list', category ?? null, tag ?? null, q?.trim().toLowerCase() ?? null]);
    const answer = await cache.answer(app.db, key, request.headers['if-none-match'], async () => {
      const list = await gameListItems(app.db, request.query, staticBase);
      return toJson(ok({ list })); // kept as text: 5,000 games are written once per catalogue version
    });
    reply.header('etag', answer.etag);
    if (answer.fresh) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(answer.value);
  });
}

export async function memberCatalogueRoutes(app: TypedApp) {
  const staticBase = `${app.config.publicApiUrl}/static`;
  const cache = createCatalogueCache();

  app.get(Paths.provider, {
    schema: {
      tags: ['games'], summary: "One provider's games (legacy RESULT/DATA form as well)", security: [{ member: [] }],
      querystring: ProviderGamesQuery, response: { 200: ProviderGamesAnswer, 304: NotModified, 403: commonResponses[403] },
    },
    config: { legacy: true },
  }, async (request, reply) => {
    // the same for every member (the member check is the scope's hook): one answer per provider and catalogue version
    const answer = await cache.answer(app.db, `provider:${request.query.provider_id}`, request.headers['if-none-match'], async () => {
      const list = await providerGameItems(app.db, request.query.provider_id, staticBase);
      return legacyJson(list ? ok({ list }) : fail(Code.DATABASE, Msg.item_not_found));
    });
    reply.header('etag', answer.etag);
    if (answer.fresh) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(answer.value);
  });
}
