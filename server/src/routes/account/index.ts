// Responsible gaming of a logged-in member (issue 10, contract: shared/src/contract/responsible.ts):
// GET/PUT /account/limits, POST /account/exclusion, GET /account/session-summary (member routes, registered in
// the member scope). The rules live in
// domain/responsible; the wallet, launch and bet policies enforce them. Registering this plugin also sets the
// process-wide compliance settings (COUNTRY_HEADER, KYC_WITHDRAW_THRESHOLD) from the app's environment.
import type { FastifyInstance } from 'fastify';
import { Code, Msg, Paths, type LimitKind } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { requestOrigin } from '../../services/responsible-checks';
import { validExclusion, validLimitValue } from '../../domain/responsible/rules';
import { configureResponsible } from '../../domain/responsible/settings';
import { ExclusionAnswer, ExclusionBody, LimitsAnswer, SessionSummaryAnswer, SetLimitAnswer, SetLimitBody } from '../../http/route-schemas/account';
import { changeLimit, limitsView, sessionSummary, startExclusion } from '../../services/account-service';

export default async function accountRoutes(app: FastifyInstance, opts: { env?: NodeJS.ProcessEnv }) {
  configureResponsible(opts.env ?? process.env);
  const tags = ['account'];
  const security = [{ member: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });

  app.get(Paths.limits, {
    schema: { tags, summary: 'Limits in force, pending raises, exclusion, KYC status, deposit usage, minutes of play today, legal age', security, response: responses(LimitsAnswer) },
  }, async (request) => {
    const view = await limitsView(app.db, request.member!.id, requestOrigin(request.headers).domain);
    return view ? ok(view) : fail(Code.DATABASE, Msg.item_not_found);
  });

  app.put<{ Body: { kind: LimitKind; value: number | null } }>(Paths.limits, {
    schema: { tags, summary: 'Set a limit: stricter at once, looser after a 24-hour cooling-off', security, body: SetLimitBody, response: responses(SetLimitAnswer) },
  }, async (request) => {
    const { kind, value } = request.body;
    if (!validLimitValue(kind, value)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'value');
    const memberId = request.member!.id;
    return withIdempotency(request, (tx) => changeLimit(tx, memberId, kind, value, { kind: 'member', id: memberId }));
  });

  app.post<{ Body: { kind: string; period: string } }>(Paths.exclusion, {
    schema: { tags, summary: 'Start a time-out or self-exclusion (at once; never ends early; may only be extended)', security, body: ExclusionBody, response: responses(ExclusionAnswer) },
  }, async (request) => {
    const wanted = validExclusion(request.body.kind, request.body.period);
    if (!wanted) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'period');
    const memberId = request.member!.id;
    return withIdempotency(request, (tx) => startExclusion(tx, memberId, wanted.kind, wanted.period));
  });

  app.get(Paths.sessionSummary, {
    schema: { tags, summary: 'Reality check: time since login, bets, wins and net result since login', security, response: responses(SessionSummaryAnswer) },
  }, async (request) => {
    const summary = await sessionSummary(app.db, request.member!.sessionId, request.member!.id);
    return summary ? ok(summary) : fail(Code.DATABASE, Msg.item_not_found);
  });
}
