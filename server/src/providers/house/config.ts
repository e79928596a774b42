// House games settings, from the environment (docs/operations.md lists them; tests pass their own env).
export interface HouseConfig {
  /** At most one round per member per this many ms, across all house games (autoplay included). 0 = off. */
  minRoundIntervalMs: number;
  /** The game page's reality check: every this many minutes of play (0 = off, e.g. when the site shows its own). */
  realityCheckMinutes: number;
  /** A game session (after the page exchanged its launch link) lasts this long. */
  sessionTtlMinutes: number;
  /** Points earned per bet, basis points of the bet (100 = 1 %), rounded down. */
  pointsRateBp: number;
  /** How often open rounds older than a minute are settled while running (they always are at start). 0 = only at start. */
  recoveryIntervalMs: number;
}

export const HOUSE_DEFAULTS: HouseConfig = {
  minRoundIntervalMs: 2500,
  realityCheckMinutes: 30,
  sessionTtlMinutes: 12 * 60,
  pointsRateBp: 100,
  recoveryIntervalMs: 60_000,
};

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

export function resolveHouseConfig(env: NodeJS.ProcessEnv): HouseConfig {
  return {
    minRoundIntervalMs: int(env, 'HOUSE_MIN_ROUND_INTERVAL_MS', HOUSE_DEFAULTS.minRoundIntervalMs, 0, 600_000),
    realityCheckMinutes: int(env, 'HOUSE_REALITY_CHECK_MINUTES', HOUSE_DEFAULTS.realityCheckMinutes, 0, 24 * 60),
    sessionTtlMinutes: int(env, 'HOUSE_SESSION_TTL_MINUTES', HOUSE_DEFAULTS.sessionTtlMinutes, 1, 7 * 24 * 60),
    pointsRateBp: int(env, 'BET_POINTS_RATE_BP', HOUSE_DEFAULTS.pointsRateBp, 0, 10_000),
    recoveryIntervalMs: int(env, 'HOUSE_RECOVERY_INTERVAL_MS', HOUSE_DEFAULTS.recoveryIntervalMs, 0, 24 * 3_600_000),
  };
}
