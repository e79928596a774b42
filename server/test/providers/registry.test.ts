// The game-provider registry: one per app (app.providers), so a provider registered in one app is unknown to
// another; a catalogue code no provider claims launches the demo table.
import { createProviderRegistry } from '../../src/providers/registry';
import { demoTableAdapter, type GameProviderAdapter } from '../../src/services/games/providers';

const adapter: GameProviderAdapter = { launchUrl: async () => 'https://provider.example.test/play' };

describe('createProviderRegistry', () => {
  it('hands out the adapter of each code a provider registered, else the demo table', () => {
    const registry = createProviderRegistry();
    registry.register({ codes: ['acme', 'acme-live'], adapter });
    expect(registry.adapter('acme')).toBe(adapter);
    expect(registry.adapter('acme-live')).toBe(adapter);
    expect(registry.adapter('other')).toBe(demoTableAdapter);
    expect(registry.list()).toHaveLength(1);
  });

  it('keeps registries apart: what one app registers, another never sees', () => {
    const one = createProviderRegistry();
    const two = createProviderRegistry();
    one.register({ codes: ['acme'], adapter });
    expect(two.adapter('acme')).toBe(demoTableAdapter);
  });

  it('runs every provider\'s recovery, adding up their reports, and goes on past a failing one', async () => {
    const registry = createProviderRegistry();
    const failures: unknown[] = [];
    registry.register({ codes: ['a'], adapter, recover: async () => ({ settled: 1, rolledBack: 2, failed: 0 }) });
    registry.register({ codes: ['b'], adapter, recover: async () => { throw new Error('down'); } });
    registry.register({ codes: ['c'], adapter, recover: async () => ({ settled: 3, rolledBack: 0, failed: 1 }) });
    expect(await registry.recover({} as never, 0, (err) => failures.push(err))).toEqual({ settled: 4, rolledBack: 2, failed: 1 });
    expect(failures).toHaveLength(1);
  });
});
