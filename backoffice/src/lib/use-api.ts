// Loading and acting against the operator API from a component. A load keeps the last data while it
// reloads (queues refresh under the operator's eyes); an action keeps one X-Sequence per attempt, so a
// double click or a retry after a lost answer is the same request to the server (idempotent).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result } from '@casino/shared';
import { attemptOp, type OpFailure } from './failures';
import { nextSequence } from './sequence';

export interface Loaded<T> { data: T | null; loading: boolean; failure: OpFailure | null; reload: () => Promise<void> }

export function useApi<T>(load: () => Promise<Result<T>>, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<OpFailure | null>(null);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // the caller names what the load depends on; a change of those values loads again
  const key = JSON.stringify(deps);
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    const outcome = await attemptOp(() => loadRef.current());
    if (ticket !== latest.current) return; // a newer load answered (or will answer) instead
    if (outcome.ok) { setData(outcome.data); setFailure(null); } else setFailure(outcome.failure);
    setLoading(false);
  }, []);
  useEffect(() => { void reload(); }, [reload, key]);
  return { data, loading, failure, reload };
}

/** Runs a change once per `key` attempt: the same key (e.g. the request id) reuses its X-Sequence until it succeeds or is given up. */
export function useAction() {
  const sequences = useRef(new Map<string, string>());
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async <T,>(key: string, call: (sequence: string) => Promise<Result<T>>) => {
    let sequence = sequences.current.get(key);
    if (!sequence) { sequence = nextSequence(); sequences.current.set(key, sequence); }
    const seq = sequence;
    setBusy(key);
    try {
      const outcome = await attemptOp(() => call(seq));
      // A definite answer (success or a refusal) ends this attempt; only a transport failure keeps the key for a retry.
      if (outcome.ok || !outcome.failure.client) sequences.current.delete(key);
      return outcome;
    } finally {
      setBusy(null);
    }
  }, []);
  return { run, busy };
}
