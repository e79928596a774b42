// Audit of operator actions (issue 16). A route records its action with `audit(request, tx, …)` inside the
// transaction of the change (before/after as the route knows them). Any operator write that succeeded (code 0)
// without recording one is still audited by the scope's onSend hook (`auditFallback`), with the answer as
// `after`: no operator write goes unrecorded.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { recordAudit, type AuditEntry } from '../../repositories/operator-audit-repository';

declare module 'fastify' {
  interface FastifyRequest { audited: boolean }
}

type Action = Omit<AuditEntry, 'operatorId' | 'operator' | 'role' | 'ip'>;

export async function audit(request: FastifyRequest, q: Queryable, action: Action): Promise<void> {
  request.audited = true;
  const op = request.operator;
  await recordAudit(q, { ...action, operatorId: op?.id ?? null, operator: op?.username ?? '', role: op?.role ?? '', ip: request.ip });
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function auditFallback(request: FastifyRequest, statusCode: number, payload: unknown): Promise<void> {
  if (!MUTATING.has(request.method) || request.audited || statusCode !== 200 || !request.operator || typeof payload !== 'string') return;
  let answer: { code?: number; data?: unknown };
  try { answer = JSON.parse(payload) as typeof answer; } catch { return; }
  if (answer.code !== 0) return;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const route = request.routeOptions.url ?? request.url;
  const memberId = route.startsWith('/operator/members/:id') ? Number(params.id) : undefined;
  await audit(request, request.server.db, {
    action: `${request.method} ${route}`, targetType: route.split('/')[2] ?? '', targetId: params.id === undefined ? '' : String(params.id ?? params.name),
    memberId, after: answer.data,
  });
}
