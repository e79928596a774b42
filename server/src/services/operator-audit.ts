// Audit of operator actions (issue 16). A service records its action with `audit(by, tx, …)` inside the
// transaction of the change (before/after as it knows them). `by` is the operator's request as far as the audit
// reads it (a Fastify request fits): who, from where, and the flag that tells the scope's onSend hook
// (routes/operator/audit.ts, `auditFallback`) that this write was recorded.
import type { Queryable } from '../db/client';
import { recordAudit, type AuditEntry } from '../repositories/operator-audit-repository';

export interface AuditedBy {
  readonly operator: { id: number; username: string; role: string } | null;
  readonly ip: string;
  audited: boolean;
}

export type AuditAction = Omit<AuditEntry, 'operatorId' | 'operator' | 'role' | 'ip'>;

export async function audit(by: AuditedBy, q: Queryable, action: AuditAction): Promise<void> {
  by.audited = true;
  const op = by.operator;
  await recordAudit(q, { ...action, operatorId: op?.id ?? null, operator: op?.username ?? '', role: op?.role ?? '', ip: by.ip });
}
