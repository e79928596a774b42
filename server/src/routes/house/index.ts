// House games area (docs/providers.md, docs/games.md): the game pages under /house, the page's session exchange,
// the house provider (its launch adapter goes into the app's provider registry, `app.providers`, which
// /game/launch asks), and the recovery of rounds a stop left open — at start, then every
// HOUSE_RECOVERY_INTERVAL_MS for rounds over a minute old. With several instances on one database the recovery
// runs on one of them at a time (advisory lock `house-recovery`, Database.exclusive); an instance that finds it
// held skips that turn. The game API the pages call with their session token (houseApiRoutes) is registered in
// the member scope (app.ts).
import type { TypedApp } from '../../http/type-provider';
import { safeError } from '../../http/log-safe';
import { createLedgerWallet } from '../../providers/ledger-wallet';
import { resolveHouseConfig } from '../../providers/house/config';
import { createHouseProvider } from '../../providers/house/house-provider';
import { houseApiRoutes, houseSessionRoutes, type HouseApiOptions } from './api';
import { housePageRoutes } from './pages';

export { houseApiRoutes };

export const HOUSE_RECOVERY_JOB = 'house-recovery';

/** The house settings and round dependencies, read once from HOUSE_* and BET_POINTS_RATE_BP of `env`. */
export function houseSetup(env: NodeJS.ProcessEnv): HouseApiOptions {
  const config = resolveHouseConfig(env);
  return { config, deps: { config, wallet: createLedgerWallet({ pointsRateBp: config.pointsRateBp }) } };
}

export default async function houseRoutes(app: TypedApp, house: HouseApiOptions) {
  const { config, deps } = house;
  app.providers.register(createHouseProvider(deps));

  await app.register(housePageRoutes, { prefix: '/house' });
  await app.register(houseSessionRoutes, house);

  const recover = async (olderThanMs: number) => {
    const outcome = await app.database.exclusive(HOUSE_RECOVERY_JOB, () =>
      app.providers.recover(app.db, olderThanMs, (err) => app.log.error({ err: safeError(err) }, 'provider recovery failed')));
    if (!outcome.ran) return;
    const report = outcome.value;
    if (report.settled || report.rolledBack || report.failed) app.log.warn({ report }, 'open game rounds recovered');
  };
  app.addHook('onReady', async () => {
    // a round left open by a stop is settled before members play again; a failure is logged, start-up goes on
    await recover(0).catch((err) => app.log.error({ err: safeError(err) }, 'provider recovery failed'));
  });
  const every = Math.min(config.recoveryIntervalMs, app.config.housekeepingIntervalMs);
  if (every > 0) {
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      running ??= recover(60_000).catch(() => undefined).finally(() => { running = undefined; });
    }, every);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
}
