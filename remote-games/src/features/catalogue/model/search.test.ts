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

  // Its speed per keystroke is measured by `npm run bench` (scripts/bench/games.mjs), never asserted here.
  it('filters 5,000 names keystroke by keystroke with the same answers as a plain scan', () => {
    const scan = (q: string) => many.filter((g) => g.name.toLowerCase().includes(q.trim().toLowerCase()));
    const many = Array.from({ length: 5000 }, (_, i) => ({ name: `Scale Game ${i + 1}` }));
    const index = searchIndex(many);
    for (const q of ['s', 'sc', 'sca', 'scal', 'scale', 'scale g', 'scale game 4', 'scale game 49', 'scale game 4', '']) {
      expect(index.filter(q)).toEqual(scan(q));
    }
    expect(index.filter('game 49').length).toBe(111); // 49, 490–499, 4900–4999
  });
});
