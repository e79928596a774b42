// The providers this server runs. Registering one plugs its launch adapter into the games catalogue's launch
// (services/games/providers.ts: registerGameProvider, by catalogue code) and its recovery into start-up. A real
// aggregator adapter is added here next to the house provider (docs/providers.md "Adding a provider").
import type { Db } from '../db/client';
import { registerGameProvider } from '../services/games/providers';
import type { GameProvider, RecoveryReport } from './types';

export function createProviderRegistry() {
  const providers: GameProvider[] = [];
  return {
    register(provider: GameProvider): void {
      providers.push(provider);
      for (const code of provider.codes) registerGameProvider(code, provider.adapter);
    },
    list: (): readonly GameProvider[] => providers,
    /** Runs every provider's recovery; a failing provider does not stop the others. */
    async recover(db: Db, olderThanMs: number, onError: (err: unknown) => void): Promise<RecoveryReport> {
      const total: RecoveryReport = { settled: 0, rolledBack: 0, failed: 0 };
      for (const p of providers) {
        if (!p.recover) continue;
        try {
          const r = await p.recover(db, { olderThanMs });
          total.settled += r.settled;
          total.rolledBack += r.rolledBack;
          total.failed += r.failed;
        } catch (err) {
          onError(err);
        }
      }
      return total;
    },
  };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
