// Back-office overview pages (issue 16): dashboard, the operator audit, reports (JSON and CSV) and the games
// catalogue's provider and game states.
import type { TypedApp, TypedRequest } from '../../http/type-provider';
import {
  Code, Msg, OPERATOR_PERMISSIONS, OPERATOR_ROLES, REPORT_MAX_DAYS, isIsoDate as validDay, type ReportKind,
} from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import { daysBetween } from '../../domain/seoul-calendar';
import {
  auditPage, dashboard, gamesAdmin, providersAdmin, report, setGameStatusAudited, setProviderStatusAudited,
} from '../../services/operator-console';
import {
  AUDIT_EXPORT_MAX, AuditAnswer, AuditExportQuery, AuditQuery, DailyReportAnswer, DashboardAnswer, GameAnswer, GameBody, GamesAnswer, GamesQuery, GgrReportAnswer, IdParams,
  ProviderAnswer, ProviderBody, ProvidersAnswer, ReportKindParams, ReportQuery,
} from '@casino/shared/contract/schemas/operator';

type ReportRequest = TypedRequest<{ querystring: typeof ReportQuery }>;

/**
 * RFC 4180 CSV (header row, CRLF, quotes where needed) behind a UTF-8 BOM, so that Excel reads Korean text right (issue
 * 47 §7); a leading =+-@ is neutralised against formula injection.
 */
function csv(header: string[], lines: Array<Array<string | number>>): string {
  const cell = (v: string | number) => {
    let s = String(v);
    if (typeof v === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `\uFEFF${[header, ...lines].map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

export default async function operatorConsoleRoutes(app: TypedApp) {
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });

  app.get('/dashboard', {
    config: { roles: OPERATOR_ROLES },
    schema: { tags, summary: 'Pending requests and inquiries; today\'s and the last 30 days\' cash in, cash out and GGR (Asia/Seoul days); active members', security, response: responses(DashboardAnswer) },
  }, async () => ok(await dashboard(app.db, new Date())));

  app.get('/audit', {
    config: { roles: OPERATOR_PERMISSIONS.audit },
    schema: { tags, summary: 'The operator audit, newest first, filtered by operator, member, action and Asia/Seoul days; nothing can change it', security, querystring: AuditQuery, response: responses(AuditAnswer) },
  }, async (request) => {
    const { from, to } = request.query;
    if (from && !validDay(from)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'from');
    if (to && !validDay(to)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'to');
    return ok(await auditPage(app.db, request.query));
  });

  const AUDIT_COLUMNS = ['id', 'created_at', 'operator_id', 'operator', 'role', 'action', 'target_type', 'target_id', 'member_id', 'ip', 'before', 'after'] as const;
  app.get('/audit.csv', {
    config: { roles: OPERATOR_PERMISSIONS.audit },
    schema: {
      tags, security, querystring: AuditExportQuery, produces: ['text/csv'],
      summary: `The operator audit as CSV (UTF-8 with a BOM, for Excel), newest first, the same filters as /audit, at most ${AUDIT_EXPORT_MAX} rows; 4001 envelope on a bad day`,
    },
  }, async (request, reply) => {
    const { from, to } = request.query;
    if (from && !validDay(from)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'from');
    if (to && !validDay(to)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'to');
    const { list } = await auditPage(app.db, { ...request.query, page: 1, size: AUDIT_EXPORT_MAX });
    const value = (row: (typeof list)[number], c: (typeof AUDIT_COLUMNS)[number]) => {
      const v = row[c];
      if (c === 'before' || c === 'after') return v === null ? '' : JSON.stringify(v);
      return v === null ? '' : (v as string | number);
    };
    return reply.type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="operator-audit${from ? `-${from}` : ''}${to ? `-${to}` : ''}.csv"`)
      .send(csv([...AUDIT_COLUMNS], list.map((row) => AUDIT_COLUMNS.map((c) => value(row, c)))));
  });

  /** The checked range, or a failure naming the field. */
  const range = (request: ReportRequest) => {
    const { from, to } = request.query;
    if (!validDay(from)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'from');
    if (!validDay(to) || to < from || daysBetween(from, to) > REPORT_MAX_DAYS - 1) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'to');
    return null;
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
    }, async (request) => range(request) ?? ok({ list: await report(app.db, kind, request.query.from, request.query.to) }));
  }
  app.get('/reports/:kind.csv', {
    config: { roles: OPERATOR_PERMISSIONS.reports },
    schema: {
      tags, security, params: ReportKindParams, querystring: ReportQuery, produces: ['text/csv'],
      summary: 'A report as CSV (daily | providers | games); 4001 envelope on a bad range',
    },
  }, async (request, reply) => {
    const refused = range(request);
    if (refused) return refused;
    const { kind } = request.params;
    const list = await report(app.db, kind, request.query.from, request.query.to);
    return reply.type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${kind}-${request.query.from}-${request.query.to}.csv"`)
      .send(csv(columns[kind], list.map((row) => columns[kind].map((c) => row[c] ?? ''))));
  });

  app.get('/providers', {
    config: { roles: OPERATOR_PERMISSIONS.games },
    schema: { tags, summary: 'Game providers with their status (active, down, hidden) and game counts', security, response: responses(ProvidersAnswer) },
  }, async () => ok({ list: await providersAdmin(app.db) }));

  app.put('/providers/:id', {
    config: { roles: OPERATOR_PERMISSIONS.games },
    schema: { tags, summary: 'Set a provider\'s status: active (listed), down (listed, launches refused), hidden (not listed)', security, params: IdParams, body: ProviderBody, response: responses(ProviderAnswer) },
  }, async (request) => withIdempotency(request, (tx) => setProviderStatusAudited(tx, request, request.params.id, request.body.status)));

  app.get('/games', {
    config: { roles: OPERATOR_PERMISSIONS.games },
    schema: { tags, summary: 'Games with their status, by provider and title', security, querystring: GamesQuery, response: responses(GamesAnswer) },
  }, async (request) => ok(await gamesAdmin(app.db, request.query)));

  app.put('/games/:id', {
    config: { roles: OPERATOR_PERMISSIONS.games },
    schema: { tags, summary: 'Hide or show a game', security, params: IdParams, body: GameBody, response: responses(GameAnswer) },
  }, async (request) => withIdempotency(request, (tx) => setGameStatusAudited(tx, request, request.params.id, request.body.status)));
}
