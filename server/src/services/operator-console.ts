// The back office's overview pages (issue 16): the dashboard, the operator audit, the reports, and the games
// catalogue's provider and game states (each change audited in its transaction).
import { Code, Msg, type ReportKind } from '@casino/shared/contract';
import type { Queryable, Tx } from '../db/client';
import { fail, ok } from '../http/envelope';
import { addDays, seoulDate } from '../domain/seoul-calendar';
import { listOperatorAudit, type AuditFilter } from '../repositories/operator-audit-repository';
import {
  activeMembers, dailyMoney, findGameAdmin, findProviderAdmin, ggrReport, listGamesAdmin, listProvidersAdmin, pendingCounts, setGameStatus,
  setProviderStatus,
} from '../repositories/backoffice-repository';
import { HOUSE_WALLET_PROVIDER } from '../providers/house/rounds';
import { audit, type AuditedBy } from './operator-audit';

/** The rounds that record their own play (house rounds: no provider rows), for the GGR report. */
const OWN_RECORDS = { provider: HOUSE_WALLET_PROVIDER };

/** Pending requests and inquiries; today's and the last 30 Seoul days' money; active members. */
export async function dashboard(q: Queryable, now: Date) {
  const today = seoulDate(now);
  const days = await dailyMoney(q, addDays(today, -29), today);
  const active = await activeMembers(q, today);
  return { pending: await pendingCounts(q), today: days[days.length - 1]!, days, active_members: active.active, members_today: active.today };
}

export const auditPage = (q: Queryable, filter: AuditFilter) => listOperatorAudit(q, filter);

type ReportRows = Array<Record<string, string | number>>;

/** A report's rows over a checked range of Seoul days. */
export function report(q: Queryable, kind: ReportKind, from: string, to: string): Promise<ReportRows> {
  if (kind === 'daily') return dailyMoney(q, from, to) as unknown as Promise<ReportRows>;
  return ggrReport(q, from, to, kind === 'games', OWN_RECORDS) as unknown as Promise<ReportRows>;
}

export const providersAdmin = (q: Queryable) => listProvidersAdmin(q);
export const gamesAdmin = (q: Queryable, filter: { provider_id?: number; q?: string; page: number; size: number }) => listGamesAdmin(q, filter);

/** Sets a provider's status: active (listed), down (listed, launches refused), hidden (not listed). */
export async function setProviderStatusAudited(tx: Tx, by: AuditedBy, id: number, status: string) {
  const before = await findProviderAdmin(tx, id);
  if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const after = await setProviderStatus(tx, before.id, status);
  await audit(by, tx, { action: 'provider.status', targetType: 'provider', targetId: before.id, before: { status: before.status }, after: { status: after!.status } });
  return ok(after);
}

/** Hides or shows a game. */
export async function setGameStatusAudited(tx: Tx, by: AuditedBy, id: number, status: string) {
  const before = await findGameAdmin(tx, id);
  if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const after = await setGameStatus(tx, before.id, status);
  await audit(by, tx, { action: 'game.status', targetType: 'game', targetId: before.id, before: { status: before.status }, after: { status: after!.status } });
  return ok(after);
}
