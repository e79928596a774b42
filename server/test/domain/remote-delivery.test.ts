import {
  bucketOf, DEFAULT_POLICY, gateProblems, MAX_VOTES_PER_SOURCE, parseRecord, rollbackReason, sourceOf, tallyHealth, trackFor, worseThanStable,
  type Health, type ReleaseRecord, type ReporterTally,
} from '../../src/domain/remote-delivery';

const HOST = {
  contractVersion: '1.0.0',
  shared: { react: { requiredVersion: '^19.3.1', version: '19.3.1' }, mobx: { requiredVersion: '^7.1.3', version: '7.1.3' } },
};
const digest = (c: string) => c.repeat(64);
const record = (over: Partial<ReleaseRecord> = {}): ReleaseRecord => ({
  schema: 1, app: 'wallet', version: '1.4.0', commit: 'abc', builtAt: '2026-11-25T00:00:00Z', contractVersion: '1.0.0',
  shared: { react: { requiredVersion: '^19.3.1', version: '19.3.1' }, mobx: { requiredVersion: '^7.1.0', version: '7.1.3' }, '@casino/shared': { requiredVersion: '^1.0.0', version: '1.0.0' } },
  files: { 'mf-manifest.json': digest('a'), 'remoteEntry.js': digest('b') },
  ...over,
});
const served = (r: ReleaseRecord) => new Map(Object.entries(r.files));

describe('bucketing', () => {
  const ids = Array.from({ length: 1000 }, (_, i) => `m${i + 1}`);

  test('10 % of 1,000 synthetic member ids land in a 10 % canary (± 3 %), each always in the same bucket', () => {
    const canary = { version: '1.4.0', percent: 10, members: [] };
    const inCanary = ids.filter((id) => trackFor('wallet', canary, { memberId: Number(id.slice(1)) }) === 'canary');
    expect(inCanary.length).toBeGreaterThanOrEqual(70);
    expect(inCanary.length).toBeLessThanOrEqual(130);
    for (const id of ids) expect(bucketOf('wallet', id)).toBe(bucketOf('wallet', id));
    // the same on every server, restart and release: a pure function of "<remote>:<id>", no salt and no state
    expect([bucketOf('wallet', 'm1'), bucketOf('wallet', 'm2'), bucketOf('wallet', 'm1000')]).toEqual([537, 2789, 4201]);
    const again = ids.filter((id) => trackFor('wallet', canary, { memberId: Number(id.slice(1)) }) === 'canary');
    expect(again).toEqual(inCanary);
  });

  test('buckets spread over 0–9999 and differ between remotes', () => {
    const buckets = ids.map((id) => bucketOf('wallet', id));
    expect(buckets.every((b) => Number.isInteger(b) && b >= 0 && b < 10_000)).toBe(true);
    // spread: each tenth of the range holds some of the 1,000 ids (about 100 each)
    expect(new Set(buckets.map((b) => Math.floor(b / 1_000))).size).toBe(10);
    const same = ids.filter((id) => bucketOf('wallet', id) === bucketOf('games', id)).length;
    expect(same).toBeLessThan(5);
  });

  test('named members always get the canary; 0 % and 100 % are exact; visitors bucket by client id; nobody without an id', () => {
    expect(trackFor('wallet', { version: '2.0.0', percent: 0, members: [7] }, { memberId: 7 })).toBe('canary');
    expect(trackFor('wallet', { version: '2.0.0', percent: 0, members: [7] }, { memberId: 8 })).toBe('stable');
    expect(ids.every((id) => trackFor('wallet', { version: '2.0.0', percent: 100, members: [] }, { clientId: id }) === 'canary')).toBe(true);
    expect(trackFor('wallet', { version: null, percent: 100, members: [1] }, { memberId: 1 })).toBe('stable');
    expect(trackFor('wallet', { version: '2.0.0', percent: 50, members: [] }, {})).toBe('stable');
  });
});

describe('compatibility gate', () => {
  test('a compatible release with every file served as recorded passes', () => {
    expect(gateProblems(record(), HOST, served(record()))).toEqual([]);
  });

  test('a singleton range the host does not satisfy is refused, naming the package and both ranges', () => {
    const r = record({ shared: { ...record().shared, react: { requiredVersion: '^18.2.0', version: '18.3.1' } } });
    expect(gateProblems(r, HOST, served(r))).toEqual([{ kind: 'singleton', package: 'react', required: '^18.2.0', provided: '19.3.1', providedRange: '^19.3.1' }]);
  });

  test('a package the host does not provide at all is refused', () => {
    const r = record({ shared: { ...record().shared, zustand: { requiredVersion: '^5.0.0', version: '5.0.0' } } });
    expect(gateProblems(r, HOST, served(r))).toEqual([expect.objectContaining({ kind: 'singleton', package: 'zustand', provided: 'nothing' })]);
  });

  test('another contract major is refused; a minor is not', () => {
    expect(gateProblems(record({ contractVersion: '2.0.0' }), HOST, served(record()))).toEqual([{ kind: 'contract', required: '2.0.0', provided: '1.0.0' }]);
    expect(gateProblems(record({ contractVersion: '1.3.0' }), HOST, served(record()))).toEqual([]);
  });

  test('a missing file or another digest is refused', () => {
    const r = record();
    expect(gateProblems(r, HOST, new Map([['mf-manifest.json', digest('a')], ['remoteEntry.js', null]]))).toEqual([{ kind: 'file', file: 'remoteEntry.js', problem: 'missing' }]);
    expect(gateProblems(r, HOST, new Map([['mf-manifest.json', digest('c')], ['remoteEntry.js', digest('b')]]))).toEqual([{ kind: 'file', file: 'mf-manifest.json', problem: 'digest' }]);
  });

  test('records are checked field by field', () => {
    expect(typeof parseRecord(record())).toBe('object');
    expect(parseRecord({ ...record(), files: { '../etc/passwd': digest('a') } })).toMatch(/malformed/);
    expect(parseRecord({ ...record(), contractVersion: 'one' })).toMatch(/contractVersion/);
    expect(parseRecord(null)).toMatch(/not a JSON object/);
  });
});

describe('automatic rollback', () => {
  /** n reporters on n different networks, `failing` of them saw the version fail (one load each). */
  const spread = (n: number, failing: number): Health => tallyHealth(Array.from({ length: n }, (_, i): ReporterTally => ({
    reporter: `r${i}`, source: `net${i}`, loads: 1, failures: i < failing ? 1 : 0,
  })));

  test('defaults: > 5 % of ≥ 10 reporters over ≥ 20 loads, and worse than stable', () => {
    expect(DEFAULT_POLICY).toEqual({ maxFailureRate: 0.05, minLoads: 20, windowMinutes: 10, minReporters: 10 });
    const healthy = spread(100, 0);
    expect(rollbackReason(spread(19, 19), healthy, DEFAULT_POLICY)).toBeNull(); // 19 loads: too few
    expect(rollbackReason(spread(20, 1), healthy, DEFAULT_POLICY)).toBeNull(); // exactly 5 %
    expect(rollbackReason(spread(20, 2), healthy, DEFAULT_POLICY)).toMatch(/^failure rate 10\.0 % \(2 of 20 reporters, 2 of 20 loads in 10 min\) above 5\.0 % and worse than stable 0\.0 % \(0 of 100 reporters\)$/);
    expect(rollbackReason(spread(20, 2), spread(100, 20), DEFAULT_POLICY)).toBeNull(); // stable is worse
  });

  test('one browser sending a burst is one reporter: it can neither decide a rollback nor prevent one', () => {
    const burst: ReporterTally = { reporter: 'x', source: 'attacker', loads: 500, failures: 500 };
    const one = tallyHealth([burst]);
    expect(one).toEqual({ loads: 500, failures: 500, reporters: 1, failingReporters: 1 });
    expect(rollbackReason(one, spread(100, 0), DEFAULT_POLICY)).toBeNull(); // 1 of the 10 reporters needed
    // a failing canary with 20 real reporters, and one browser flooding mounts: still 19 of 21 failing
    const real = Array.from({ length: 20 }, (_, i): ReporterTally => ({ reporter: `r${i}`, source: `net${i}`, loads: 1, failures: i < 18 ? 1 : 0 }));
    const flooded = tallyHealth([...real, { reporter: 'y', source: 'attacker', loads: 5000, failures: 0 }]);
    expect(rollbackReason(flooded, spread(100, 0), DEFAULT_POLICY)).toMatch(/18 of 21 reporters/);
  });

  test('many identities from one network weigh as MAX_VOTES_PER_SOURCE reporters, in proportion to their failures', () => {
    const sybils = Array.from({ length: 50 }, (_, i): ReporterTally => ({ reporter: `s${i}`, source: 'one-net', loads: 1, failures: 1 }));
    expect(tallyHealth(sybils)).toEqual({ loads: 50, failures: 50, reporters: MAX_VOTES_PER_SOURCE, failingReporters: MAX_VOTES_PER_SOURCE });
    expect(rollbackReason(tallyHealth(sybils), spread(100, 0), DEFAULT_POLICY)).toBeNull();
    const mixed = Array.from({ length: 30 }, (_, i): ReporterTally => ({ reporter: `m${i}`, source: 'office', loads: 1, failures: i < 10 ? 1 : 0 }));
    expect(tallyHealth(mixed)).toMatchObject({ reporters: 3, failingReporters: 1 });
  });

  test('promotion health: worse than stable only with reporters who saw it fail more often', () => {
    expect(worseThanStable(spread(10, 0), spread(10, 0), 10)).toBeNull();
    expect(worseThanStable(spread(0, 0), spread(10, 5), 10)).toBeNull(); // no reporters: nothing against it
    expect(worseThanStable(spread(10, 2), spread(10, 1), 10)).toBe('20.0 % of its reporters saw it fail in 10 min (2 of 10), against 10.0 % for stable (1 of 10)');
  });

  test('a report\'s network: an IPv4 /24 or IPv6 /48, hashed', () => {
    expect(sourceOf('203.0.113.7')).toBe(sourceOf('203.0.113.200'));
    expect(sourceOf('::ffff:203.0.113.9')).toBe(sourceOf('203.0.113.7'));
    expect(sourceOf('203.0.114.7')).not.toBe(sourceOf('203.0.113.7'));
    expect(sourceOf('2001:db8:1:2::5')).toBe(sourceOf('2001:db8:1:ffff::1'));
    expect(sourceOf('2001:db8:2::1')).not.toBe(sourceOf('2001:db8:1::1'));
    expect(sourceOf('203.0.113.7')).toMatch(/^[0-9a-f]{16}$/);
  });
});
