// GET /game/launch: a one-time URL of the game's provider (legacy RESULT/DATA form of spec §7). The decision
// lives in services/games/launch.ts; this route only adapts it to HTTP.
import type { TypedApp } from '../../http/type-provider';
import { Paths } from '@casino/shared/contract';
import { legacy, ok, fail } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { launchGame } from '../../services/games/launch';
import { requestOrigin } from '../../services/responsible-checks';
import { pickLanguage } from '../../domain/games/demo-table-texts';
import { LaunchAnswer, LaunchQuery } from '@casino/shared/contract/schemas/games';

export async function launchRoutes(app: TypedApp) {
  app.get(Paths.launch, {
    schema: {
      tags: ['games'], summary: 'Launch URL of a game (legacy RESULT/DATA form as well)', security: [{ member: [] }],
      querystring: LaunchQuery, response: { 200: LaunchAnswer, 403: commonResponses[403] },
    },
    config: { legacy: true },
  }, async (request, reply) => {
    const outcome = await launchGame(app.db, app.providers, {
      memberId: request.member!.id,
      gameId: request.query.game_id,
      language: pickLanguage(request.headers['accept-language']),
      publicApiUrl: app.config.publicApiUrl,
      origin: requestOrigin(request.headers), // issue 10: jurisdiction (country header) and site
    });
    if (!outcome.ok) return legacy(reply, outcome.data === undefined ? fail(outcome.code, outcome.msg) : { code: outcome.code, msg: outcome.msg, data: outcome.data });
    return legacy(reply, ok({ url: outcome.url }));
  });
}
