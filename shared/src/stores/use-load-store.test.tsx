// useLoadStore: the read state held for a component: loads on mount and on a new key, redraws on each change,
// keeps the data shown while a new key loads, and starts from a first screen's answer without asking again.
import { act, render, screen } from '@testing-library/react';
import type { Result } from '../api/client';
import { useLoadStore } from './use-load-store';

const answer = <T,>(data: T, code = 0, msg = ''): Result<T> => ({ ok: code === 0, code, msg, data, httpStatus: 200 });

function deferred() {
  const pending = new Map<string, (r: Result<string>) => void>();
  const asked: string[] = [];
  const load = (key: string) => () => new Promise<Result<string>>((resolve) => { asked.push(key); pending.set(key, resolve); });
  return { load, asked, answer: (key: string, r: Result<string>) => act(async () => { pending.get(key)!(r); }) };
}

function Shown({ k, load, seed }: { k: string; load: (key: string) => () => Promise<Result<string>>; seed?: string }) {
  const s = useLoadStore(load(k), k, seed === undefined ? {} : { data: seed });
  return <p data-testid="state">{`${s.loading ? 'loading' : 'idle'}|${s.data ?? '-'}|${s.failure?.msg ?? '-'}`}</p>;
}

it('loads on mount and on a new key, keeping the shown data while the new key loads', async () => {
  const api = deferred();
  const view = render(<Shown k="a" load={api.load} />);
  expect(screen.getByTestId('state')).toHaveTextContent('loading|-|-');
  await api.answer('a', answer('A'));
  expect(screen.getByTestId('state')).toHaveTextContent('idle|A|-');
  view.rerender(<Shown k="b" load={api.load} />);
  expect(screen.getByTestId('state')).toHaveTextContent('loading|A|-');
  await api.answer('b', answer('', 5005, 'item_not_found'));
  expect(screen.getByTestId('state')).toHaveTextContent('idle|A|item_not_found');
  expect(api.asked).toEqual(['a', 'b']);
});

it('starts from data already known and does not ask for it again', () => {
  const api = deferred();
  render(<Shown k="a" load={api.load} seed="first screen" />);
  expect(screen.getByTestId('state')).toHaveTextContent('idle|first screen|-');
  expect(api.asked).toEqual([]);
});
