// The registry's state model (issue 45 §1), over every sequence of up to six operations on three versions: the
// invariants hold after each accepted step, a rollback never makes a withdrawn version stable, and replaying the
// audit entries the steps wrote gives back the same state (the service judges changes from remote_audit).
import {
  initialState, replay, rollbackTarget, step, type DeliveryEntry, type DeliveryOp, type DeliveryState,
} from '../../src/domain/delivery-model';

const OPS: DeliveryOp[] = [
  { kind: 'set', version: 'a' }, { kind: 'set', version: 'b' }, { kind: 'set', version: 'c' },
  { kind: 'canary', version: 'b', percent: 10 }, { kind: 'canary', version: 'c', percent: 10 },
  { kind: 'percent', percent: 50 },
  { kind: 'promote' }, { kind: 'promote', force: true },
  { kind: 'rollback' }, { kind: 'auto_rollback' },
];
const DEPTH = 6;

const sorted = (l: readonly string[]) => [...l].sort();
const comparable = (s: DeliveryState) => ({ ...s, withdrawn: sorted(s.withdrawn), autoRolledBack: sorted(s.autoRolledBack) });
const label = (ops: DeliveryOp[]) => ops.map((o) => JSON.stringify(o)).join(' → ');

function checkInvariants(s: DeliveryState, path: DeliveryOp[]) {
  const where = label(path);
  if (s.canary === s.stable) throw new Error(`canary equals stable after ${where}`);
  if (!s.canary && s.percent !== 0) throw new Error(`a share without a canary after ${where}`);
  if (!Number.isInteger(s.percent) || s.percent < 0 || s.percent > 100) throw new Error(`share ${s.percent} after ${where}`);
  if (s.history.includes(s.stable)) throw new Error(`the stable version is in its own history after ${where}`);
  if (new Set(s.history).size !== s.history.length) throw new Error(`a version twice in the history after ${where}`);
}

describe('delivery state model', () => {
  it('holds its rules over every sequence of up to six operations', () => {
    let sequences = 0;
    let rollbacksToEarlier = 0;
    const walk = (s: DeliveryState, entries: DeliveryEntry[], path: DeliveryOp[]) => {
      sequences += 1;
      if (path.length === DEPTH) return;
      for (const op of OPS) {
        const next = step(s, op);
        const nextPath = [...path, op];
        if (!next.ok) {
          // a refused change is refused for a reason a person can read, and only for these:
          if (op.kind === 'promote' && !op.force && s.canary && s.autoRolledBack.includes(s.canary)) expect(next.reason).toMatch(/--force/);
          continue;
        }
        checkInvariants(next.state, nextPath);
        if (op.kind === 'rollback' && !s.canary) {
          // the rule that matters most: never back to a withdrawn version, only to an earlier stable one
          rollbacksToEarlier += 1;
          if (s.withdrawn.includes(next.state.stable)) throw new Error(`rollback revived withdrawn ${next.state.stable}: ${label(nextPath)}`);
          if (!s.history.includes(next.state.stable)) throw new Error(`rollback to ${next.state.stable}, never stable before: ${label(nextPath)}`);
          if (!next.state.withdrawn.includes(s.stable)) throw new Error(`the rolled-back stable is not withdrawn: ${label(nextPath)}`);
        }
        if (op.kind === 'promote' && s.canary && s.autoRolledBack.includes(s.canary) && !op.force) {
          throw new Error(`promoted an automatically rolled-back canary without force: ${label(nextPath)}`);
        }
        const written = [...entries, next.entry];
        const replayed = replay(written, { stable: next.state.stable, canary: next.state.canary, percent: next.state.percent });
        if (JSON.stringify(comparable(replayed)) !== JSON.stringify(comparable(next.state))) {
          throw new Error(`replay differs after ${label(nextPath)}:\n${JSON.stringify(comparable(replayed))}\n${JSON.stringify(comparable(next.state))}`);
        }
        walk(next.state, written, nextPath);
      }
    };
    walk(initialState('a'), [], []);
    expect(sequences).toBeGreaterThan(40_000); // accepted sequences walked (a refused step ends its branch)
    expect(rollbacksToEarlier).toBeGreaterThan(1_000);
  });

  it('a canary rolled back twice leaves the original stable, never the canary (the bug of issue 45)', () => {
    let s = initialState('1.0.0');
    const set = step(s, { kind: 'set', version: '1.0.1' });
    if (!set.ok) throw new Error(set.reason);
    s = set.state; // 1.0.0 → 1.0.1 stable; 1.0.0 is the earlier stable
    for (const op of [{ kind: 'canary', version: '1.0.2', percent: 10 }, { kind: 'rollback' }] as DeliveryOp[]) {
      const n = step(s, op);
      if (!n.ok) throw new Error(n.reason);
      s = n.state;
    }
    expect(s).toMatchObject({ stable: '1.0.1', canary: null, withdrawn: ['1.0.2'] });
    const second = step(s, { kind: 'rollback' });
    if (!second.ok) throw new Error(second.reason);
    expect(second.state.stable).toBe('1.0.0');
    expect(second.entry).toEqual({ action: 'rollback', from: '1.0.1', to: '1.0.0', percent: null });
    // and a third has nowhere left to go: 1.0.1 was withdrawn, 1.0.2 too
    expect(step(second.state, { kind: 'rollback' })).toEqual({ ok: false, reason: expect.stringMatching(/no earlier stable version/) });
  });

  it('a rollback without history is refused, and a rollback skips every withdrawn version', () => {
    expect(step(initialState('a'), { kind: 'rollback' }).ok).toBe(false);
    const s: DeliveryState = { stable: 'd', canary: null, percent: 0, history: ['a', 'b', 'c'], withdrawn: ['c'], autoRolledBack: [] };
    expect(rollbackTarget(s)).toBe('b');
    const n = step(s, { kind: 'rollback' });
    expect(n.ok && n.state).toEqual({ stable: 'b', canary: null, percent: 0, history: ['a'], withdrawn: ['c', 'd'], autoRolledBack: [] });
  });

  it('promotion after an automatic rollback needs force', () => {
    let s: DeliveryState = { ...initialState('a'), canary: 'b', percent: 10 };
    const auto = step(s, { kind: 'auto_rollback' });
    if (!auto.ok) throw new Error(auto.reason);
    s = auto.state;
    expect(s).toMatchObject({ canary: 'b', percent: 0, withdrawn: ['b'], autoRolledBack: ['b'] });
    expect(step(s, { kind: 'promote' })).toEqual({ ok: false, reason: expect.stringMatching(/rolled back automatically/) });
    const forced = step(s, { kind: 'promote', force: true });
    expect(forced.ok && forced.state).toMatchObject({ stable: 'b', canary: null, history: ['a'], withdrawn: [], autoRolledBack: [] });
  });

  it('replay ignores actions that change no version, and the registry row wins where the audit began later', () => {
    const entries: DeliveryEntry[] = [
      { action: 'canary', from: 'x', to: 'y', percent: 5 },
      { action: 'rollback', from: 'y', to: 'x', percent: 0 },
    ];
    const s = replay(entries, { stable: 'x', canary: null, percent: 0 });
    expect(s).toEqual({ stable: 'x', canary: null, percent: 0, history: [], withdrawn: ['y'], autoRolledBack: [] });
    expect(step(s, { kind: 'rollback' }).ok).toBe(false);
  });
});
