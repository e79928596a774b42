// House games area (docs/providers.md, docs/games.md), registered under /house: the game pages and their API,
// the house provider's launch adapter (plugged into /game/launch through the provider registry), and the
// recovery of rounds a stop left open — at start, then every HOUSE_RECOVERY_INTERVAL_MS for rounds over a
// minute old. With several instances on one database the recovery runs on one of them at a time (advisory lock
// `house-recovery`, Database.exclusive); an instance that finds it held skips that turn.
import type { FastifyInstance } from 'fastify';
import { safeError } from '../../http/log-safe';
import { createLedgerWallet } from '../../providers/ledger-wallet';
import { createProviderRegistry } from '../../providers/registry';
import { resolveHouseConfig } from '../../providers/house/config';
import { createHouseProvider } from '../../providers/house/house-provider';
import { houseApiRoutes } from './api';
import { housePageRoutes } from './pages';

export const HOUSE_RECOVERY_JOB = 'house-recovery';

export interface HouseRoutesOptions {
  /** Where HOUSE_* and BET_POINTS_RATE_BP are read from (buildApp passes its options.env; else process.env). */
  env?: NodeJS.ProcessEnv;
}

export default async function houseRoutes(app: FastifyInstance, options: HouseRoutesOptions) {
  const config = resolveHouseConfig(options.env ?? process.env);
  const deps = { config, wallet: createLedgerWallet({ pointsRateBp: config.pointsRateBp }) };
  const registry = createProviderRegistry();
  registry.register(createHouseProvider(deps));

  await app.register(housePageRoutes);
  await app.register(houseApiRoutes, { deps, config });

  const recover = async (olderThanMs: number) => {
    const outcome = await app.database.exclusive(HOUSE_RECOVERY_JOB, () =>
      registry.recover(app.db, olderThanMs, (err) => app.log.error({ err: safeError(err) }, 'provider recovery failed')));
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
