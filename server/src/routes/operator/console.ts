// Back-office overview pages (issue 16): dashboard, the operator audit, reports (JSON and CSV) and the games
// catalogue's provider and game states.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Code, Msg, OPERATOR_PERMISSIONS, OPERATOR_ROLES, REPORT_MAX_DAYS, type ReportKind,
} from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { seoulDate } from '../../domain/responsible/seoul';
import { listOperatorAudit, type AuditFilter } from '../../repositories/operator-audit-repository';
import {
  activeMembers, dailyMoney, findGameAdmin, findProviderAdmin, ggrReport, listGamesAdmin, listProvidersAdmin, pendingCounts, setGameStatus,
  setProviderStatus,
} from '../../repositories/backoffice-repository';
import {
  AuditAnswer, AuditQuery, DailyReportAnswer, DashboardAnswer, GameAnswer, GameBody, GamesAnswer, GamesQuery, GgrReportAnswer, IdParams,
  ProviderAnswer, ProviderBody, ProvidersAnswer, ReportKindParams, ReportQuery,
} from '../../http/route-schemas/operator';
import { HOUSE_WALLET_PROVIDER } from '../../providers/house/rounds';
import { audit } from './audit';

/** The rounds that record their own play (house rounds: no provider rows), for the GGR report. */
const OWN_RECORDS = { provider: HOUSE_WALLET_PROVIDER };

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const validDay = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

type ReportRequest = FastifyRequest<{ Querystring: { from: string; to: string } }>;

/** RFC 4180 CSV (header row, CRLF, quotes where needed); a leading =+-@ is neutralised against formula injection. */
function csv(header: string[], lines: Array<Array<string | number>>): string {
  const cell = (v: string | number) => {
    let s = String(v);
    if (typeof v === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [header, ...lines].map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n';
}

export default async function operatorConsoleRoutes(app: FastifyInstance) {
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });

  app.get('/dashboard', {
    config: { roles: OPERATOR_ROLES },
    schema: { tags, summary: 'Pending requests and inquiries; today\'s and the last 30 days\' cash in, cash out and GGR (Asia/Seoul days); active members', security, response: responses(DashboardAnswer) },
  }, async () => {
    const today = seoulDate(new Date());
    const days = await dailyMoney(app.db, addDays(today, -29), today);
    const active = await activeMembers(app.db, today);
    return ok({ pending: await pendingCounts(app.db), today: days[days.length - 1]!, days, active_members: active.active, members_today: active.today });
  });

  app.get<{ Querystring: AuditFilter }>('/audit', {
    config: { roles: OPERATOR_PERMISSIONS.audit },
    schema: { tags, summary: 'The operator audit, newest first, filtered by operator, member, action and Asia/Seoul days; nothing can change it', security, querystring: AuditQuery, response: responses(AuditAnswer) },
  }, async (request) => {
    const { from, to } = request.query;
    if (from && !validDay(from)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'from');
    if (to && !validDay(to)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'to');
    return ok(await listOperatorAudit(app.db, request.query));
  });

  /** The checked range, or a failure naming the field. */
  const range = (request: ReportRequest) => {
    const { from, to } = request.query;
    if (!validDay(from)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'from');
    if (!validDay(to) || to < from || Date.parse(to) - Date.parse(from) > (REPORT_MAX_DAYS - 1) * DAY_MS) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'to');
    return null;
  };
  const reports: Record<ReportKind, (from: string, to: string) => Promise<Array<Record<string, string | number>>>> = {
    daily: (from, to) => dailyMoney(app.db, from, to) as unknown as Promise<Array<Record<string, string | number>>>,
    providers: (from, to) => ggrReport(app.db, from, to, false, OWN_RECORDS) as unknown as Promise<Array<Record<string, string | number>>>,
    games: (from, to) => ggrReport(app.db, from, to, true, OWN_RECORDS) as unknown as Promise<Array<Record<string, string | number>>>,
  };
  const columns: Record<ReportKind, string[]> = {
    daily: ['day', 'cash_in', 'cash_out', 'bets', 'wins', 'ggr'],
    providers: ['day', 'provider', 'bets', 'wins', 'ggr', 'rounds'],
    games: ['day', 'provider', 'game_code', 'bets', 'wins', 'ggr', 'rounds'],
  };
  for (const kind of ['daily', 'providers', 'games'] as const) {
    app.get(`/reports/${kind}`, {
      config: { roles: OPERATOR_PERMISSIONS.reports },
      schema: {
        tags, security, querystring: ReportQuery, response: responses(kind === 'daily' ? DailyReportAnswer : GgrReportAnswer),
        summary: kind === 'daily' ? 'Cash in, cash out, bets, wins and GGR per Asia/Seoul day (from the ledger)' : `Bets, wins and GGR per day and ${kind === 'games' ? 'game' : 'provider'}`,
      },
    }, async (request: ReportRequest) => range(request) ?? ok({ list: await reports[kind](request.query.from, request.query.to) }));
  }
  app.get('/reports/:kind.csv', {
    config: { roles: OPERATOR_PERMISSIONS.reports },
    schema: {
      tags, security, params: ReportKindParams, querystring: ReportQuery, produces: ['text/csv'],
      summary: 'A report as CSV (daily | providers | games); 4001 envelope on a bad range',
    },
  }, async (request: FastifyRequest<{ Params: { kind: ReportKind }; Querystring: { from: string; to: string } }>, reply: FastifyReply) => {
    const refused = range(request);
    if (refused) return refused;
    const { kind } = request.params;
    const list = await reports[kind](request.query.from, request.query.to);
    return reply.type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${kind}-${request.query.from}-${request.query.to}.csv"`)
      .send(csv(columns[kind], list.map((row) => columns[kind].map((c) => row[c] ?? ''))));
  });

  app.get('/providers', {
    config: { roles: OPERATOR_PERMISSIONS.games },
    schema: { tags, summary: 'Game providers with their status (active, down, hidden) and game counts', security, response: responses(ProvidersAnswer) },
  }, async () => ok({ list: await listProvidersAdmin(app.db) }));

  app.put('/providers/:id', {
    config: { roles: OPERATOR_PERMISSIONS.games },
    schema: { tags, summary: 'Set a provider\'s status: active (listed), down (listed, launches refused), hidden (not listed)', security, params: IdParams, body: ProviderBody, response: responses(ProviderAnswer) },
  }, async (request: FastifyRequest<{ Params: { id: number }; Body: { status: string } }>) => withIdempotency(request, async (tx) => {
    const before = await findProviderAdmin(tx, request.params.id);
    if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    const after = await setProviderStatus(tx, before.id, request.body.status);
    await audit(request, tx, { action: 'provider.status', targetType: 'provider', targetId: before.id, before: { status: before.status }, after: { status: after!.status } });
    return ok(after);
  }));

  app.get<{ Querystring: { provider_id?: number; q?: string; page: number; size: number } }>('/games', {
    config: { roles: OPERATOR_PERMISSIONS.games },
    schema: { tags, summary: 'Games with their status, by provider and title', security, querystring: GamesQuery, response: responses(GamesAnswer) },
  }, async (request) => ok(await listGamesAdmin(app.db, request.query)));

  app.put('/games/:id', {
    config: { roles: OPERATOR_PERMISSIONS.games },
    schema: { tags, summary: 'Hide or show a game', security, params: IdParams, body: GameBody, response: responses(GameAnswer) },
  }, async (request: FastifyRequest<{ Params: { id: number }; Body: { status: string } }>) => withIdempotency(request, async (tx) => {
    const before = await findGameAdmin(tx, request.params.id);
    if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    const after = await setGameStatus(tx, before.id, request.body.status);
    await audit(request, tx, { action: 'game.status', targetType: 'game', targetId: before.id, before: { status: before.status }, after: { status: after!.status } });
    return ok(after);
  }));
}
