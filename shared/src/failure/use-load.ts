// Loads once per key for small read-only widgets; a failed load is a Failure of the catalogue (the widget
// shows it inline: it has nowhere else to go). With `read`, the first render starts from the answer the page's
// first screen was drawn with (../api/first-screen.ts), and that first load is not asked again.
import { useEffect, useRef, useState } from 'react';
import type { Result } from '../api/client';
import { firstScreenAnswer, forgetFirstScreenAnswer, type Read } from '../api/first-screen';
import { attempt, type Failure } from './failure';

export interface LoadState<T> { data?: T; failure?: Failure; loading: boolean }

export function useLoad<T>(load: () => Promise<Result<T>>, key: string, read?: Read): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>(() => {
    const data = read ? firstScreenAnswer<T>(read) : undefined;
    return data === undefined ? { loading: true } : { data, loading: false };
  });
  const seeded = useRef(state.data !== undefined);
  useEffect(() => {
    // drawn from the first screen's answer: that answer is used once, this first load is not asked again
    if (seeded.current) { seeded.current = false; if (read) forgetFirstScreenAnswer(read); return undefined; }
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
