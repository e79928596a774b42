import { performance } from 'node:perf_hooks';
import { filterByName, searchIndex } from './search';

const items = ['Golden Koi', 'Lightning Roulette', 'Speed Baccarat', 'BACCARAT A', 'Crash Rocket'].map((name) => ({ name }));

describe('SEARCH', () => {
  it('filters by a case-insensitive substring of the name', () => {
    expect(filterByName(items, 'bacc').map((i) => i.name)).toEqual(['Speed Baccarat', 'BACCARAT A']);
    expect(filterByName(items, 'ROUL').map((i) => i.name)).toEqual(['Lightning Roulette']);
    expect(filterByName(items, 'ket').map((i) => i.name)).toEqual(['Crash Rocket']);
    expect(filterByName(items, 'nothing')).toEqual([]);
  });

  it('shows everything for an empty or blank query and ignores surrounding spaces', () => {
    expect(filterByName(items, '')).toHaveLength(5);
    expect(filterByName(items, '   ')).toHaveLength(5);
    expect(filterByName(items, ' koi ').map((i) => i.name)).toEqual(['Golden Koi']);
  });

  it('filters 5,000 names well within one frame', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ name: `Scale Game ${i + 1}` }));
    const index = searchIndex(many);
    const started = performance.now();
    for (const q of ['s', 'sc', 'sca', 'scal', 'scale', 'scale g', 'scale game 4', 'scale game 49']) index.filter(q);
    const perKeystroke = (performance.now() - started) / 8;
    expect(index.filter('game 49').length).toBe(111); // 49, 490–499, 4900–4999
    expect(perKeystroke).toBeLessThan(16);
  });
});
