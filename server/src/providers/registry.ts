// The providers this server runs, one registry per app (plugins/game-providers.ts decorates it as
// `app.providers`). Registering a provider plugs its launch adapter into the games catalogue's launch (by
// catalogue code: services/games/launch.ts asks `adapter(code)`) and its recovery into start-up. A real
// aggregator adapter is added next to the house provider (docs/providers.md "Adding a provider").
import type { Db } from '../db/client';
import { demoTableAdapter, type GameProviderAdapter } from '../services/games/providers';
import type { GameProvider, RecoveryReport } from './types';

export function createProviderRegistry() {
  const providers: GameProvider[] = [];
  const adapters = new Map<string, GameProviderAdapter>();
  return {
    register(provider: GameProvider): void {
      providers.push(provider);
      for (const code of provider.codes) adapters.set(code, provider.adapter);
    },
    /** The launch adapter of a catalogue code (`game_providers.code`): the demo table until a provider claims it. */
    adapter: (code: string): GameProviderAdapter => adapters.get(code) ?? demoTableAdapter,
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
