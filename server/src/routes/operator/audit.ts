// Audit of operator actions (issue 16). A service records its action with `audit(request, tx, …)`
// (services/operator-audit.ts) inside the transaction of the change. Any operator write that succeeded (code 0)
// without recording one is still audited by the scope's onSend hook (`auditFallback`), with the answer as
// `after`: no operator write goes unrecorded.
import type { FastifyRequest } from 'fastify';
import { audit } from '../../services/operator-audit';

declare module 'fastify' {
  interface FastifyRequest { audited: boolean }
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
    action: `${request.method} ${route}`, targetType: route.split('/')[2] ?? '', targetId: String(params.id ?? params.name ?? ''),
    memberId, after: answer.data,
  });
}
