// Loading and acting against the operator API from a component. A load is the shared read state
// (useLoadStore of @casino/shared) with the console's failures: it keeps the last data while it reloads
// (queues refresh under the operator's eyes). An action keeps one X-Sequence per attempt, so a double click
// or a retry after a lost answer is the same request to the server (idempotent).
import { useCallback, useRef, useState } from 'react';
import { useLoadStore, type LoadSnapshot, type Result } from '@casino/shared';
import { attemptOp, type OpFailure } from './failures';
import { useStores } from './stores';

export type Loaded<T> = LoadSnapshot<T, OpFailure>;

const LOAD_OPTIONS = { attempt: attemptOp };

/** `deps` name what the load depends on; a change of those values loads again. */
export function useApi<T>(load: () => Promise<Result<T>>, deps: readonly unknown[]): Loaded<T> {
  return useLoadStore<T, OpFailure>(load, JSON.stringify(deps), LOAD_OPTIONS);
}

/** Runs a change once per `key` attempt: the same key (e.g. the request id) reuses its X-Sequence until it succeeds or is given up. */
export function useAction() {
  const { client } = useStores();
  const sequences = useRef(new Map<string, string>());
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async <T,>(key: string, call: (sequence: string) => Promise<Result<T>>) => {
    let sequence = sequences.current.get(key);
    if (!sequence) { sequence = client.nextSequence(); sequences.current.set(key, sequence); }
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
  }, [client]);
  return { run, busy };
}
