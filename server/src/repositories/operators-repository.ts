import type { OperatorRole, OperatorStatus } from '@casino/shared/contract';
import { columns, execute, firstRow, rows, sql, type Queryable, type SQL } from '../db/client';
import { toNumber } from '../db/values';

/** An operator's row (db/migrations: 0001, 0008 back office, 0013 access safety). Times as PostgreSQL text. */
export interface OperatorRow {
  id: number; username: string; passwordHash: string; status: OperatorStatus; createdAt: string; lastLoginAt: string | null;
  role: OperatorRole; totpSecret: string | null; totpPendingSecret: string | null; totpLastStep: number | null;
  // issue 44: an owner reset the password; the next sessions must change it first
  mustChangePassword: boolean;
  // issue 45: the remotes a release operator owns (empty for the other roles)
  remotes: string[];
}

type Row = Record<string, unknown>;
const text = (value: unknown): string | null => (value == null ? null : String(value));

const OPERATOR_COLUMNS = columns([
  'id', 'username', 'password_hash', 'status', 'created_at', 'last_login_at', 'role', 'totp_secret', 'totp_pending_secret',
  'totp_last_step', 'must_change_password', 'remotes',
]);

const operatorRow = (r: Row): OperatorRow => ({
  id: toNumber(r.id), username: String(r.username), passwordHash: String(r.password_hash), status: String(r.status) as OperatorStatus,
  createdAt: String(r.created_at), lastLoginAt: text(r.last_login_at), role: String(r.role) as OperatorRole,
  totpSecret: text(r.totp_secret), totpPendingSecret: text(r.totp_pending_secret),
  totpLastStep: r.totp_last_step == null ? null : toNumber(r.totp_last_step), mustChangePassword: Boolean(r.must_change_password),
  remotes: Array.isArray(r.remotes) ? r.remotes.map(String) : typeof r.remotes === 'string' ? (JSON.parse(r.remotes) as unknown[]).map(String) : [],
});

export async function findOperatorByUsername(q: Queryable, username: string): Promise<OperatorRow | undefined> {
  const row = await firstRow<Row>(q, sql`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE username = ${username} LIMIT 1`);
  return row && operatorRow(row);
}

export async function touchOperatorLogin(q: Queryable, id: number): Promise<void> {
  await execute(q, sql`UPDATE operators SET last_login_at = now() WHERE id = ${id}`);
}

export async function findOperatorById(q: Queryable, id: number): Promise<OperatorRow | undefined> {
  const row = await firstRow<Row>(q, sql`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = ${id}`);
  return row && operatorRow(row);
}

export async function lockOperator(q: Queryable, id: number): Promise<OperatorRow | undefined> {
  const row = await firstRow<Row>(q, sql`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = ${id} FOR UPDATE`);
  return row && operatorRow(row);
}

export async function listOperators(q: Queryable): Promise<OperatorRow[]> {
  return (await rows<Row>(q, sql`SELECT ${OPERATOR_COLUMNS} FROM operators ORDER BY id`)).map(operatorRow);
}

/** Answers the new row, or undefined when the username is taken. */
export async function insertOperator(
  q: Queryable, input: { username: string; passwordHash: string; role: OperatorRole; mustChangePassword?: boolean },
): Promise<OperatorRow | undefined> {
  const mustChange = input.mustChangePassword === undefined ? sql`DEFAULT` : sql`${input.mustChangePassword}`;
  const row = await firstRow<Row>(q, sql`
    INSERT INTO operators (username, password_hash, role, must_change_password) VALUES (${input.username}, ${input.passwordHash}, ${input.role}, ${mustChange})
    ON CONFLICT DO NOTHING RETURNING ${OPERATOR_COLUMNS}`);
  return row && operatorRow(row);
}

type OperatorChange = Partial<Pick<OperatorRow, 'role' | 'status' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep' | 'passwordHash' | 'mustChangePassword'>>;

/** The column each changeable field is stored in. */
const CHANGE_COLUMNS: Record<keyof OperatorChange, string> = {
  role: 'role', status: 'status', totpSecret: 'totp_secret', totpPendingSecret: 'totp_pending_secret', totpLastStep: 'totp_last_step',
  passwordHash: 'password_hash', mustChangePassword: 'must_change_password',
};

/** Sets the fields given (an undefined one is left as it is; null clears it); undefined when there is no such operator. */
export async function updateOperator(q: Queryable, id: number, set: OperatorChange): Promise<OperatorRow | undefined> {
  const assignments: SQL[] = [];
  for (const [key, column] of Object.entries(CHANGE_COLUMNS) as [keyof OperatorChange, string][]) {
    if (set[key] !== undefined) assignments.push(sql`${columns([column])} = ${set[key]}`);
  }
  if (assignments.length === 0) throw new Error('No values to set');
  const row = await firstRow<Row>(q, sql`UPDATE operators SET ${sql.join(assignments, sql`, `)} WHERE id = ${id} RETURNING ${OPERATOR_COLUMNS}`);
  return row && operatorRow(row);
}

/** Accepts a TOTP time step once: answers false when this step (or a later one) was already used. */
export async function useTotpStep(q: Queryable, id: number, step: number): Promise<boolean> {
  const done = await rows(q, sql`
    UPDATE operators SET totp_last_step = ${step}
    WHERE id = ${id} AND (totp_last_step IS NULL OR totp_last_step < ${step}) RETURNING id`);
  return done.length > 0;
}

export async function countActiveOwners(q: Queryable): Promise<number> {
  const row = await firstRow<{ n: unknown }>(q, sql`SELECT count(*)::int AS n FROM operators WHERE role = 'owner' AND status = 'active'`);
  return toNumber(row?.n);
}

export interface OperatorSettingsRow { totpRequired: boolean; idleMinutes: number }

export async function readOperatorSettings(q: Queryable): Promise<OperatorSettingsRow> {
  const row = await firstRow<{ totp_required: boolean; idle_minutes: unknown }>(q, sql`SELECT totp_required, idle_minutes FROM operator_settings LIMIT 1`);
  return { totpRequired: row?.totp_required ?? false, idleMinutes: row ? toNumber(row.idle_minutes) : 30 };
}

/** The column each setting is stored in. */
const SETTING_COLUMNS: Record<keyof OperatorSettingsRow, string> = { totpRequired: 'totp_required', idleMinutes: 'idle_minutes' };

/** Writes the settings given (the others keep their value, or the table's default on the first write). */
export async function writeOperatorSettings(q: Queryable, set: Partial<OperatorSettingsRow>, operatorId: number): Promise<OperatorSettingsRow> {
  const given = (Object.keys(SETTING_COLUMNS) as (keyof OperatorSettingsRow)[]).filter((key) => set[key] !== undefined);
  const names = columns(['id', ...given.map((key) => SETTING_COLUMNS[key]), 'updated_by']);
  const values = sql.join([sql`1`, ...given.map((key) => sql`${set[key]}`), sql`${operatorId}`], sql`, `);
  const updates = sql.join([...given.map((key) => SETTING_COLUMNS[key]), 'updated_by'].map((column) => sql`${columns([column])} = excluded.${columns([column])}`), sql`, `);
  await execute(q, sql`INSERT INTO operator_settings (${names}) VALUES (${values}) ON CONFLICT (id) DO UPDATE SET ${updates}, updated_at = now()`);
  return readOperatorSettings(q);
}

/** Operators whose TOTP secret (or pending one) is still stored in clear text (before issue 44) or sealed. */
export async function listOperatorTotpSecrets(q: Queryable): Promise<Pick<OperatorRow, 'id' | 'totpSecret' | 'totpPendingSecret'>[]> {
  const found = await rows<Row>(q, sql`
    SELECT id, totp_secret, totp_pending_secret FROM operators WHERE totp_secret IS NOT NULL OR totp_pending_secret IS NOT NULL`);
  return found.map((r) => ({ id: toNumber(r.id), totpSecret: text(r.totp_secret), totpPendingSecret: text(r.totp_pending_secret) }));
}

/** Replaces the operator's recovery codes (hashes) with a new set. */
export async function replaceRecoveryCodes(q: Queryable, operatorId: number, codeHashes: string[]): Promise<void> {
  await execute(q, sql`DELETE FROM operator_recovery_codes WHERE operator_id = ${operatorId}`);
  if (codeHashes.length === 0) return;
  const values = sql.join(codeHashes.map((codeHash) => sql`(${operatorId}, ${codeHash})`), sql`, `);
  await execute(q, sql`INSERT INTO operator_recovery_codes (operator_id, code_hash) VALUES ${values}`);
}

/** Uses one unused recovery code; answers false when there is no such unused code. */
export async function useRecoveryCode(q: Queryable, operatorId: number, codeHash: string): Promise<boolean> {
  const done = await rows(q, sql`
    UPDATE operator_recovery_codes SET used_at = now()
    WHERE operator_id = ${operatorId} AND code_hash = ${codeHash} AND used_at IS NULL RETURNING id`);
  return done.length > 0;
}

export async function countUnusedRecoveryCodes(q: Queryable, operatorId: number): Promise<number> {
  const row = await firstRow<{ n: unknown }>(q, sql`SELECT count(*)::int AS n FROM operator_recovery_codes WHERE operator_id = ${operatorId} AND used_at IS NULL`);
  return toNumber(row?.n);
}

/** The remotes a release operator owns (issue 45): replaces the list; undefined when there is no such operator. */
export async function setOperatorRemotes(q: Queryable, id: number, remotes: readonly string[]): Promise<OperatorRow | undefined> {
  const row = await firstRow<Row>(q, sql`UPDATE operators SET remotes = ${JSON.stringify([...new Set(remotes)].sort())}::jsonb WHERE id = ${id} RETURNING ${OPERATOR_COLUMNS}`);
  return row && operatorRow(row);
}
