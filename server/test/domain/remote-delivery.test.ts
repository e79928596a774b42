import { bucketOf, DEFAULT_POLICY, gateProblems, parseRecord, rollbackReason, trackFor, type ReleaseRecord } from '../../src/domain/remote-delivery';

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
    expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...buckets)).toBeLessThan(10_000);
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
  test('defaults: > 5 % over ≥ 20 loads and worse than stable', () => {
    expect(DEFAULT_POLICY).toEqual({ maxFailureRate: 0.05, minLoads: 20, windowMinutes: 10 });
    expect(rollbackReason({ loads: 19, failures: 19 }, { loads: 100, failures: 0 }, DEFAULT_POLICY)).toBeNull();
    expect(rollbackReason({ loads: 20, failures: 1 }, { loads: 100, failures: 0 }, DEFAULT_POLICY)).toBeNull(); // exactly 5 %
    expect(rollbackReason({ loads: 20, failures: 2 }, { loads: 100, failures: 0 }, DEFAULT_POLICY)).toMatch(/failure rate 10\.0 % \(2 of 20 loads in 10 min\)/);
    expect(rollbackReason({ loads: 20, failures: 2 }, { loads: 100, failures: 20 }, DEFAULT_POLICY)).toBeNull(); // stable is worse
  });
});
