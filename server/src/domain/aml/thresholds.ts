// A site's AML thresholds: the stored ones (aml_settings, set by owner or compliance) over these defaults. A stored
// value that is not a whole number in its range is ignored (its default applies), so a bad row cannot switch a
// rule off by accident; to switch a rule off, set its threshold out of reach (e.g. a count of 1000).
import { AML_THRESHOLD_RANGES, type AmlThresholds } from '@casino/shared/contract';

export const DEFAULT_AML_THRESHOLDS: AmlThresholds = {
  large_deposit: 5_000_000,
  deposits_24h_count: 5,
  deposits_24h_total: 10_000_000,
  low_turnover_percent: 30,
  low_turnover_min_deposits: 100_000,
  shared_account_members: 2,
  limit_hits: 3,
  limit_hits_days: 7,
  new_login_hours: 24,
};

const KEYS = Object.keys(DEFAULT_AML_THRESHOLDS) as Array<keyof AmlThresholds>;

export const inRange = (key: keyof AmlThresholds, value: unknown): value is number => {
  const [min, max] = AML_THRESHOLD_RANGES[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
};

/** The thresholds in force: each stored value when valid, else its default. */
export function amlThresholdsOf(stored: Record<string, unknown> | null | undefined): AmlThresholds {
  const out = { ...DEFAULT_AML_THRESHOLDS };
  for (const key of KEYS) {
    const value = stored?.[key];
    if (inRange(key, value)) out[key] = value;
  }
  return out;
}

/** The first key of a PUT whose value is out of range (the route answers 4001 with it as field), or null. */
export function thresholdProblem(patch: Partial<Record<keyof AmlThresholds, unknown>>): keyof AmlThresholds | null {
  for (const key of KEYS) if (patch[key] !== undefined && !inRange(key, patch[key])) return key;
  return null;
}
