// Pure responsible-gaming rules (no database, no clock of their own: `now` is always passed in).
// - A stricter limit (lower, or one where none existed) applies at once; a looser one (higher, or removal)
//   only after COOLING_OFF_HOURS, so a decision taken in the heat of play cannot loosen anything at once.
// - An exclusion (time-out or self-exclusion) starts at once, ends only when its time is up, and a new one
//   may only end at the same time or later than the current one.
import {
  ageOn, COOLING_OFF_HOURS, DEFAULT_MIN_AGE, LIMIT_KINDS, SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS,
  type LimitKind, type SelfExclusionPeriod, type TimeoutPeriod,
} from '@casino/shared/contract';
import { seoulDate } from '../seoul-calendar';

export const COOLING_OFF_MS = COOLING_OFF_HOURS * 3600_000;

/** Largest accepted value per kind (won for deposits, minutes for time). */
export const LIMIT_MAX: Record<LimitKind, number> = {
  deposit_daily: 1_000_000_000_000,
  deposit_weekly: 1_000_000_000_000,
  deposit_monthly: 1_000_000_000_000,
  session_minutes: 1440,
  reality_check_minutes: 1440,
};

export const isLimitKind = (v: unknown): v is LimitKind => typeof v === 'string' && (LIMIT_KINDS as readonly string[]).includes(v);

/** A requested limit value: a positive safe integer up to the kind's maximum, or null (remove). */
export function validLimitValue(kind: LimitKind, value: unknown): value is number | null {
  if (value === null) return true;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= LIMIT_MAX[kind];
}

/** Is `next` at least as strict as `current`? (null = no limit, the loosest.) */
export function isStricter(current: number | null, next: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

export type LimitDecision = { applyNow: true; effectiveAt: Date } | { applyNow: false; effectiveAt: Date };

export function decideLimitChange(current: number | null, next: number | null, at: Date): LimitDecision {
  return isStricter(current, next)
    ? { applyNow: true, effectiveAt: at }
    : { applyNow: false, effectiveAt: new Date(at.getTime() + COOLING_OFF_MS) };
}

/** The value in force at `at`: a pending change counts once its time has come. */
export function effectiveLimit(row: { value: number | null; pendingValue: number | null; pendingEffectiveAt: Date | null }, at: Date): number | null {
  if (row.pendingEffectiveAt && row.pendingEffectiveAt.getTime() <= at.getTime()) return row.pendingValue;
  return row.value;
}

export type ExclusionKind = 'timeout' | 'self_exclusion';
export type ExclusionPeriod = TimeoutPeriod | SelfExclusionPeriod;

export function validExclusion(kind: unknown, period: unknown): { kind: ExclusionKind; period: ExclusionPeriod } | null {
  if (kind === 'timeout' && (TIMEOUT_PERIODS as readonly unknown[]).includes(period)) return { kind, period: period as TimeoutPeriod };
  if (kind === 'self_exclusion' && (SELF_EXCLUSION_PERIODS as readonly unknown[]).includes(period)) return { kind, period: period as SelfExclusionPeriod };
  return null;
}

const addMonthsUtc = (at: Date, months: number) => {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last)); // 31 Aug + 6 months = 28/29 Feb, never 3 Mar
  return d;
};

/** When an exclusion started at `at` ends; null = never (permanent). */
export function exclusionUntil(period: ExclusionPeriod, at: Date): Date | null {
  const hours = (h: number) => new Date(at.getTime() + h * 3600_000);
  switch (period) {
    case '24h': return hours(24);
    case '7d': return hours(7 * 24);
    case '30d': return hours(30 * 24);
    case '6m': return addMonthsUtc(at, 6);
    case '1y': return addMonthsUtc(at, 12);
    case '5y': return addMonthsUtc(at, 60);
    case 'permanent': return null;
  }
}

/** Would a new exclusion ending at `next` end before the current one? (null = permanent.) */
export function shortensExclusion(current: { until: Date | null } | null, next: Date | null): boolean {
  if (!current) return false;
  if (current.until === null) return next !== null;
  return next !== null && next.getTime() < current.until.getTime();
}

export function isExcluded(current: { until: Date | null } | null, at: Date): boolean {
  return current !== null && (current.until === null || current.until.getTime() > at.getTime());
}

/** Age check of sign-up: 'invalid' for a malformed or future date, 'underage', or null (fine). */
export function birthDateProblem(dateOfBirth: unknown, at: Date, minAge: number): 'missing' | 'invalid' | 'underage' | null {
  if (dateOfBirth === undefined || dateOfBirth === null || (typeof dateOfBirth === 'string' && dateOfBirth.trim() === '')) return 'missing';
  if (typeof dateOfBirth !== 'string') return 'invalid';
  const age = ageOn(dateOfBirth.trim(), seoulDate(at));
  if (age === null || age < 0 || age > 150) return 'invalid';
  return age < minAge ? 'underage' : null;
}

/** VARIABLES.min_age when it is a sensible integer, else the default (19, Korean legal age for casinos). */
export function minAgeOf(variables: Record<string, unknown> | undefined): number {
  const v = variables?.min_age;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100 ? v : DEFAULT_MIN_AGE;
}

/** VARIABLES.blocked_countries as upper-case ISO codes. */
export function blockedCountriesOf(variables: Record<string, unknown> | undefined): string[] {
  const v = variables?.blocked_countries;
  return Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string').map((c) => c.trim().toUpperCase()).filter(Boolean) : [];
}

export function isBlockedCountry(country: string | null, blocked: string[]): boolean {
  return country !== null && blocked.includes(country.toUpperCase());
}

/** The country header's value as an upper-case code, or null when absent or unusable. */
export function countryOf(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  const code = (raw ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{2}$/.test(code) ? code : null;
}

export function kycThresholdOf(variables: Record<string, unknown> | undefined, override: number | null, fallback: number): number {
  if (override !== null) return override;
  const v = variables?.kyc_withdraw_threshold;
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : fallback;
}

export type DepositWindow = 'daily' | 'weekly' | 'monthly';

/** The first deposit limit the amount would break, with what is left in its window. */
export function depositLimitBreach(
  limits: Record<DepositWindow, number | null>, usage: Record<DepositWindow, number>, amount: number,
): { window: DepositWindow; limit: number; remaining: number } | null {
  for (const window of ['daily', 'weekly', 'monthly'] as const) {
    const limit = limits[window];
    if (limit === null) continue;
    if (usage[window] + amount > limit) return { window, limit, remaining: Math.max(0, limit - usage[window]) };
  }
  return null;
}

/** Bank account holder names compare without spaces and letter case ("홍 길동" = "홍길동"). */
export function sameHolder(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, '').toLowerCase();
  return norm(a) === norm(b);
}

// ---- issue 47 §4: responsible gaming imposed by the site's team (compliance / owner)
// An imposed limit is a CEILING on the member's own limit of that kind: the member may always set a stricter
// value, never a looser one (nor remove it). The site only ever lowers its own ceiling (there is no "lift"), and an
// imposed time-out or exclusion follows the member's rule: it starts at once, never ends early, is never shortened.

/** Would the member's requested value (null = no limit) exceed the site's ceiling (null = none)? */
export function exceedsCeiling(ceiling: number | null, next: number | null): boolean {
  if (ceiling === null) return false;
  return next === null || next > ceiling;
}

export interface ImposableRow { value: number | null; pendingValue: number | null; pendingEffectiveAt: Date | null; imposedValue: number | null }

export type ImposeDecision =
  | { ok: false; problem: 'cannot_loosen' }
  | { ok: true; value: number; pendingValue: number | null; pendingEffectiveAt: Date | null; droppedPending: boolean };

/**
 * The row after the site imposes `ceiling`: the member's value is lowered to it at once (a stricter limit applies
 * at once), a waiting raise above it (or a waiting removal) is dropped, a waiting change within it stays.
 * A ceiling higher than the one in force is refused: the site never loosens what it imposed.
 */
export function decideImposedLimit(row: ImposableRow, ceiling: number): ImposeDecision {
  if (row.imposedValue !== null && ceiling > row.imposedValue) return { ok: false, problem: 'cannot_loosen' };
  const value = row.value === null ? ceiling : Math.min(row.value, ceiling);
  const waiting = row.pendingEffectiveAt !== null;
  const keep = waiting && !exceedsCeiling(ceiling, row.pendingValue);
  return {
    ok: true, value,
    pendingValue: keep ? row.pendingValue : null,
    pendingEffectiveAt: keep ? row.pendingEffectiveAt : null,
    droppedPending: waiting && !keep,
  };
}

/** A reason given by an operator: trimmed, non-empty, at most `max` characters; null when unusable. */
export function cleanReason(reason: unknown, max: number): string | null {
  if (typeof reason !== 'string') return null;
  const trimmed = reason.trim();
  return trimmed === '' || trimmed.length > max ? null : trimmed;
}
