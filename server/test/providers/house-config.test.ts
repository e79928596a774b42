import { HOUSE_DEFAULTS, resolveHouseConfig } from '../../src/providers/house/config';

describe('house configuration', () => {
  it('defaults: 2.5 s between rounds, a reality check every 30 minutes, 1 % points', () => {
    expect(resolveHouseConfig({})).toEqual(HOUSE_DEFAULTS);
    expect(HOUSE_DEFAULTS).toMatchObject({ minRoundIntervalMs: 2500, realityCheckMinutes: 30, pointsRateBp: 100 });
  });

  it('reads the environment and refuses nonsense', () => {
    expect(resolveHouseConfig({ HOUSE_MIN_ROUND_INTERVAL_MS: '0', HOUSE_REALITY_CHECK_MINUTES: '0', BET_POINTS_RATE_BP: '250', HOUSE_SESSION_TTL_MINUTES: '60' }))
      .toMatchObject({ minRoundIntervalMs: 0, realityCheckMinutes: 0, pointsRateBp: 250, sessionTtlMinutes: 60 });
    expect(() => resolveHouseConfig({ HOUSE_MIN_ROUND_INTERVAL_MS: '-1' })).toThrow('HOUSE_MIN_ROUND_INTERVAL_MS');
    expect(() => resolveHouseConfig({ BET_POINTS_RATE_BP: '1.5' })).toThrow('BET_POINTS_RATE_BP');
    expect(() => resolveHouseConfig({ HOUSE_SESSION_TTL_MINUTES: '0' })).toThrow('HOUSE_SESSION_TTL_MINUTES');
  });
});
