// Responsible gaming of a logged-in member (issue 10, contract: shared/src/contract/responsible.ts):
// GET/PUT /account/limits, POST /account/exclusion, GET /account/session-summary (member routes, registered in
// the member scope), and POST /account/password (issue 44: the member's own password change). The rules live in
// domain/responsible; the wallet, launch and bet policies enforce them. Registering this plugin also sets the
// process-wide compliance settings (COUNTRY_HEADER, KYC_WITHDRAW_THRESHOLD) from the app's environment.
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, Paths } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import { requestOrigin } from '../../services/responsible-checks';
import { validExclusion, validLimitValue } from '../../domain/responsible/rules';
import { configureResponsible } from '../../domain/responsible/settings';
import { ExclusionAnswer, ExclusionBody, LimitsAnswer, SessionSummaryAnswer, SetLimitAnswer, SetLimitBody } from '@casino/shared/contract/schemas/account';
import {
  changeLimit, changeMemberPassword, checkMemberPassword, limitsView, newPasswordViolation, sessionSummary, startExclusion,
} from '../../services/account-service';
import { PasswordChangeAnswer, PasswordChangeBody } from '@casino/shared/contract/schemas/auth';
import { refuseLogin } from '../../security/login-guard';

export default async function accountRoutes(app: TypedApp, opts: { env?: NodeJS.ProcessEnv }) {
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

  app.post(Paths.accountPassword, {
    schema: {
      tags, summary: 'Change my password (current one required); my other sessions end, this one stays', security, body: PasswordChangeBody,
      response: { ...responses(PasswordChangeAnswer), 429: commonResponses[429] },
    },
  }, async (request, reply) => {
    const { id, sessionId } = request.member!;
    if (!request.body.current_password) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'current_password');
    const violation = newPasswordViolation(request.body);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const checked = await checkMemberPassword(app.db, app.passwords, id, request.ip, request.body.current_password);
    if (checked.outcome === 'missing') return fail(Code.DATABASE, Msg.item_not_found);
    if (checked.outcome === 'refused') refuseLogin(reply, checked.retryAfter);
    if (checked.outcome !== 'success') return fail(Code.AUTH_FAILED, Msg.wrong_password, 'current_password');
    const passwordHash = await app.passwords.hash(request.body.new_password);
    return withIdempotency(request, (tx) => changeMemberPassword(tx, id, sessionId, passwordHash));
  });

  app.put(Paths.limits, {
    schema: { tags, summary: 'Set a limit: stricter at once, looser after a 24-hour cooling-off', security, body: SetLimitBody, response: responses(SetLimitAnswer) },
  }, async (request) => {
    const { kind, value } = request.body;
    if (!validLimitValue(kind, value)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'value');
    const memberId = request.member!.id;
    return withIdempotency(request, (tx) => changeLimit(tx, memberId, kind, value, { kind: 'member', id: memberId }));
  });

  app.post(Paths.exclusion, {
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
