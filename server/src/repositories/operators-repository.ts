import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { operators } from '../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByUsername(q: Queryable, username: string): Promise<OperatorRow | undefined> {
  const [row] = await q.select().from(operators).where(eq(operators.username, username)).limit(1);
  return row;
}

export async function touchOperatorLogin(q: Queryable, id: number): Promise<void> {
  await q.update(operators).set({ lastLoginAt: sql`now()` }).where(eq(operators.id, id));
}
