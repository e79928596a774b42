// The remote registry as a small state machine (issue 45 §1): for one site and remote, the stable version, the
// canary and its share, the earlier stable versions a rollback may return to, and the versions that were withdrawn.
// Every registry change (set, canary, percent, promote, rollback, automatic rollback) is first asked of `step`,
// which refuses what must not happen and answers the next state and the audit entry that records it. `replay`
// rebuilds the state from those audit entries (remote_audit), so the service judges a change from the history
// the database keeps, and the model test checks that replaying what `step` wrote gives back the same state.
//
// The rule that matters most: a withdrawn release never comes back by itself. A rollback with no canary goes to
// the stable version that preceded the current one as recorded by promote/set, skipping every version that was
// withdrawn (rolled back by an operator or automatically); only an operator naming a version (set, canary,
// promote) brings one back. No I/O here.

export type DeliveryAction = 'set' | 'canary' | 'percent' | 'promote' | 'rollback' | 'auto_rollback';

export interface DeliveryState {
  stable: string;
  canary: string | null;
  /** the canary's share of buckets, 0–100 (0 without a canary) */
  percent: number;
  /** earlier stable versions, oldest first: where a rollback may go back to */
  history: readonly string[];
  /** versions rolled back, by an operator or automatically: a rollback never makes one of them stable */
  withdrawn: readonly string[];
  /** canaries the health rule rolled back: promoting one needs `force` and a reason */
  autoRolledBack: readonly string[];
}

export type DeliveryOp =
  | { kind: 'set'; version: string }
  | { kind: 'canary'; version: string; percent: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'promote'; force?: boolean }
  | { kind: 'rollback' }
  | { kind: 'auto_rollback' };

/** What an accepted change writes to remote_audit (action, from, to, percent). */
export interface DeliveryEntry { action: DeliveryAction; from: string | null; to: string | null; percent: number | null }

export type DeliveryStep = { ok: true; state: DeliveryState; entry: DeliveryEntry } | { ok: false; reason: string };

const without = (list: readonly string[], v: string) => list.filter((x) => x !== v);
const withOne = (list: readonly string[], v: string) => (list.includes(v) ? list : [...list, v]);
const refuse = (reason: string): DeliveryStep => ({ ok: false, reason });
/** The earlier stables after `old` gives way to `next`: `old` newest, and never the version now stable. */
const pushHistory = (history: readonly string[], old: string | null, next: string) =>
  (old && old !== next ? [...without(without(history, old), next), old] : without(history, next));
const validPercent = (p: number) => Number.isInteger(p) && p >= 0 && p <= 100;

export function initialState(stable: string): DeliveryState {
  return { stable, canary: null, percent: 0, history: [], withdrawn: [], autoRolledBack: [] };
}

/** Where a rollback without a canary goes: the newest earlier stable version that was not withdrawn. */
export function rollbackTarget(s: DeliveryState): string | null {
  for (let i = s.history.length - 1; i >= 0; i--) {
    const v = s.history[i]!;
    if (v !== s.stable && !s.withdrawn.includes(v)) return v;
  }
  return null;
}

/** The next state after `op`, with its audit entry, or why it is refused. */
export function step(s: DeliveryState, op: DeliveryOp): DeliveryStep {
  switch (op.kind) {
    case 'set': {
      if (op.version === s.stable) return refuse(`${op.version} is already the stable version`);
      const canary = s.canary === op.version ? null : s.canary;
      return {
        ok: true,
        state: {
          ...s, stable: op.version, canary, percent: canary ? s.percent : 0, history: pushHistory(s.history, s.stable, op.version),
          withdrawn: without(s.withdrawn, op.version), autoRolledBack: without(s.autoRolledBack, op.version),
        },
        entry: { action: 'set', from: s.stable, to: op.version, percent: null },
      };
    }
    case 'canary': {
      if (op.version === s.stable) return refuse(`${op.version} is already the stable version`);
      if (!validPercent(op.percent)) return refuse('the share must be a whole number from 0 to 100');
      if (s.canary === op.version) return step(s, { kind: 'percent', percent: op.percent });
      return {
        ok: true,
        state: { ...s, canary: op.version, percent: op.percent, withdrawn: without(s.withdrawn, op.version) },
        entry: { action: 'canary', from: s.canary ?? s.stable, to: op.version, percent: op.percent },
      };
    }
    case 'percent': {
      if (!s.canary) return refuse('there is no canary');
      if (!validPercent(op.percent)) return refuse('the share must be a whole number from 0 to 100');
      return { ok: true, state: { ...s, percent: op.percent }, entry: { action: 'percent', from: s.canary, to: s.canary, percent: op.percent } };
    }
    case 'promote': {
      if (!s.canary) return refuse('there is no canary to promote');
      if (s.autoRolledBack.includes(s.canary) && !op.force) {
        return refuse(`${s.canary} was rolled back automatically for its failure rate: promote it only with --force and a reason`);
      }
      const to = s.canary;
      return {
        ok: true,
        state: {
          stable: to, canary: null, percent: 0, history: pushHistory(s.history, s.stable, to),
          withdrawn: without(s.withdrawn, to), autoRolledBack: without(s.autoRolledBack, to),
        },
        entry: { action: 'promote', from: s.stable, to, percent: 100 },
      };
    }
    case 'rollback': {
      if (s.canary) {
        return {
          ok: true,
          state: { ...s, canary: null, percent: 0, withdrawn: withOne(s.withdrawn, s.canary) },
          entry: { action: 'rollback', from: s.canary, to: s.stable, percent: 0 },
        };
      }
      const target = rollbackTarget(s);
      if (!target) return refuse('there is no canary and no earlier stable version that was not withdrawn');
      return {
        ok: true,
        state: { ...s, stable: target, history: s.history.slice(0, s.history.lastIndexOf(target)), withdrawn: withOne(s.withdrawn, s.stable) },
        entry: { action: 'rollback', from: s.stable, to: target, percent: null },
      };
    }
    case 'auto_rollback': {
      if (!s.canary || s.percent === 0) return refuse('there is no canary serving members');
      return {
        ok: true,
        state: { ...s, percent: 0, withdrawn: withOne(s.withdrawn, s.canary), autoRolledBack: withOne(s.autoRolledBack, s.canary) },
        entry: { action: 'auto_rollback', from: s.canary, to: s.stable, percent: 0 },
      };
    }
  }
}

/**
 * The state that the audit entries of one site's remote describe, oldest first. `current` is the registry row
 * (the versions it serves now): its stable, canary and share win where the history began before the audit did.
 * Entries of other actions (publish, gate_refused, policy) are ignored.
 */
export function replay(entries: readonly DeliveryEntry[], current: { stable: string; canary: string | null; percent: number }): DeliveryState {
  let s: DeliveryState = initialState(current.stable);
  let known = false; // whether an entry has told the stable version yet
  for (const e of entries) {
    if (!e.to && e.action !== 'percent') continue;
    switch (e.action) {
      case 'set':
      case 'promote': {
        const from = known ? s.stable : e.from;
        const to = e.to!;
        const history = pushHistory(s.history, from, to);
        const canary = e.action === 'promote' || s.canary === to ? null : s.canary;
        s = { ...s, stable: to, canary, percent: canary ? s.percent : 0, history, withdrawn: without(s.withdrawn, to), autoRolledBack: without(s.autoRolledBack, to) };
        known = true;
        break;
      }
      case 'canary':
        s = { ...s, canary: e.to, percent: e.percent ?? 0, withdrawn: without(s.withdrawn, e.to!) };
        break;
      case 'percent':
        if (s.canary) s = { ...s, percent: e.percent ?? s.percent };
        break;
      case 'rollback':
        if (e.from && e.from === s.canary) {
          s = { ...s, canary: null, percent: 0, withdrawn: withOne(s.withdrawn, e.from) };
        } else if (e.from) {
          const at = s.history.lastIndexOf(e.to!);
          s = { ...s, stable: e.to!, history: at >= 0 ? s.history.slice(0, at) : s.history, withdrawn: withOne(s.withdrawn, e.from) };
          known = true;
        }
        break;
      case 'auto_rollback':
        if (e.from) s = { ...s, percent: s.canary === e.from ? 0 : s.percent, withdrawn: withOne(s.withdrawn, e.from), autoRolledBack: withOne(s.autoRolledBack, e.from) };
        break;
    }
  }
  // The row is what is served now: its versions win (a registry older than its audit, or a row inherited).
  const canary = current.canary;
  return { ...s, stable: current.stable, canary, percent: canary ? current.percent : 0, history: without(s.history, current.stable) };
}
