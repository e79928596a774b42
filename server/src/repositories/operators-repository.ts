import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { OperatorRole } from '@casino/shared/contract';
import type { Queryable } from '../db/client';
import { operatorRecoveryCodes, operatorSettings, operators } from '../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByUsername(q: Queryable, username: string): Promise<OperatorRow | undefined> {
  const [row] = await q.select().from(operators).where(eq(operators.username, username)).limit(1);
  return row;
}

export async function touchOperatorLogin(q: Queryable, id: number): Promise<void> {
  await q.update(operators).set({ lastLoginAt: sql`now()` }).where(eq(operators.id, id));
}

export async function findOperatorById(q: Queryable, id: number): Promise<OperatorRow | undefined> {
  const [row] = await q.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row;
}

export async function lockOperator(q: Queryable, id: number): Promise<OperatorRow | undefined> {
  const [row] = await q.select().from(operators).where(eq(operators.id, id)).for('update').limit(1);
  return row;
}

export async function listOperators(q: Queryable): Promise<OperatorRow[]> {
  return q.select().from(operators).orderBy(operators.id);
}

/** Answers the new row, or undefined when the username is taken. */
export async function insertOperator(
  q: Queryable, input: { username: string; passwordHash: string; role: OperatorRole; mustChangePassword?: boolean },
): Promise<OperatorRow | undefined> {
  const [row] = await q.insert(operators).values(input).onConflictDoNothing().returning();
  return row;
}

export async function updateOperator(
  q: Queryable, id: number,
  set: Partial<Pick<OperatorRow, 'role' | 'status' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep' | 'passwordHash' | 'mustChangePassword'>>,
): Promise<OperatorRow | undefined> {
  const [row] = await q.update(operators).set(set).where(eq(operators.id, id)).returning();
  return row;
}

/** Accepts a TOTP time step once: answers false when this step (or a later one) was already used. */
export async function useTotpStep(q: Queryable, id: number, step: number): Promise<boolean> {
  const done = await q.update(operators).set({ totpLastStep: step })
    .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return done.length > 0;
}

export async function countActiveOwners(q: Queryable): Promise<number> {
  const [row] = await q.select({ n: sql<number>`count(*)::int` }).from(operators).where(and(eq(operators.role, 'owner'), eq(operators.status, 'active')));
  return Number(row?.n ?? 0);
}

export interface OperatorSettingsRow { totpRequired: boolean; idleMinutes: number }

export async function readOperatorSettings(q: Queryable): Promise<OperatorSettingsRow> {
  const [row] = await q.select().from(operatorSettings).limit(1);
  return { totpRequired: row?.totpRequired ?? false, idleMinutes: row?.idleMinutes ?? 30 };
}

export async function writeOperatorSettings(q: Queryable, set: Partial<OperatorSettingsRow>, operatorId: number): Promise<OperatorSettingsRow> {
  await q.insert(operatorSettings).values({ id: 1, ...set, updatedBy: operatorId })
    .onConflictDoUpdate({ target: operatorSettings.id, set: { ...set, updatedBy: operatorId, updatedAt: sql`now()` } });
  return readOperatorSettings(q);
}

/** Operators whose TOTP secret (or pending one) is still stored in clear text (before issue 44) or sealed. */
export async function listOperatorTotpSecrets(q: Queryable): Promise<Pick<OperatorRow, 'id' | 'totpSecret' | 'totpPendingSecret'>[]> {
  return q.select({ id: operators.id, totpSecret: operators.totpSecret, totpPendingSecret: operators.totpPendingSecret })
    .from(operators).where(or(sql`${operators.totpSecret} IS NOT NULL`, sql`${operators.totpPendingSecret} IS NOT NULL`));
}

/** Replaces the operator's recovery codes (hashes) with a new set. */
export async function replaceRecoveryCodes(q: Queryable, operatorId: number, codeHashes: string[]): Promise<void> {
  await q.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  if (codeHashes.length > 0) await q.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
}

/** Uses one unused recovery code; answers false when there is no such unused code. */
export async function useRecoveryCode(q: Queryable, operatorId: number, codeHash: string): Promise<boolean> {
  const done = await q.update(operatorRecoveryCodes).set({ usedAt: sql`now()` })
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), eq(operatorRecoveryCodes.codeHash, codeHash), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  return done.length > 0;
}

export async function countUnusedRecoveryCodes(q: Queryable, operatorId: number): Promise<number> {
  const [row] = await q.select({ n: sql<number>`count(*)::int` }).from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
