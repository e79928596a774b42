// Loads once per key for small read-only widgets; a failed load is a Failure of the catalogue (the widget
// shows it inline: it has nowhere else to go). With `read`, the first render starts from the answer the page's
// first screen was drawn with (../api/first-screen.ts), and that first load is not asked again. The state is
// the one read state of every app (stores/load-store.ts), held by useLoadStore.
import { useState } from 'react';
import type { Result } from '../api/client';
import { firstScreenAnswer, forgetFirstScreenAnswer, type Read } from '../api/first-screen';
import { useLoadStore } from '../stores/use-load-store';
import type { Failure } from './failure';

export interface LoadState<T> { data?: T; failure?: Failure; loading: boolean }

export function useLoad<T>(load: () => Promise<Result<T>>, key: string, read?: Read): LoadState<T> {
  // the first screen's answer is looked up once, for the first render
  const [seed] = useState(() => (read ? firstScreenAnswer<T>(read) : undefined));
  const state = useLoadStore(load, key, seed === undefined ? {} : { data: seed, onSeedUsed: () => { if (read) forgetFirstScreenAnswer(read); } });
  return { data: state.data ?? undefined, failure: state.failure ?? undefined, loading: state.loading };
}
