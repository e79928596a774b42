// Loads once per key for small read-only widgets; a failed load is a Failure of the catalogue (the widget
// shows it inline: it has nowhere else to go).
import { useEffect, useState } from 'react';
import type { Result } from '../api/client';
import { attempt, type Failure } from './failure';

export interface LoadState<T> { data?: T; failure?: Failure; loading: boolean }

export function useLoad<T>(load: () => Promise<Result<T>>, key: string): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    void attempt(load).then((res) => {
      if (!live) return;
      setState(res.ok ? { data: res.data, loading: false } : { failure: res.failure, loading: false });
    });
    return () => { live = false; };
    // The key names what is loaded; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
