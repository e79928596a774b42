// The transaction history's read state (the shared LoadStore): pages append by cursor, a new range replaces them,
// and the last load asked for wins — a "load more" of the old range answering late is never appended to the new one.
import type { Result, TransactionPage, TransactionQuery } from '@casino/shared';
import { TransactionStore } from './transaction-store';

const mockCalls: Array<{ query: TransactionQuery; answer: (r: Result<TransactionPage>) => void }> = [];
jest.mock('../api/get-transactions', () => ({
  getTransactions: (query: TransactionQuery) => new Promise<Result<TransactionPage>>((answer) => { mockCalls.push({ query, answer }); }),
}));

const row = (id: number) => ({ id, type: 'deposit', amount: 10_000, before: 0, after: 10_000, date: '2026-12-01T00:00:00Z' }) as unknown as TransactionPage['list'][number];
const page = (ids: number[], next: string | null): Result<TransactionPage> => ({ ok: true, code: 0, msg: '', data: { list: ids.map(row), next_cursor: next }, httpStatus: 200 });

beforeEach(() => { mockCalls.length = 0; });

test('the first page of the range, then the next appended by its cursor', async () => {
  const store = new TransactionStore(new Date('2026-12-02T03:00:00Z'), 2);
  const first = store.fetch();
  expect(mockCalls[0]!.query).toEqual({ from: '2026-11-26', to: '2026-12-02', cursor: undefined, size: 2 });
  mockCalls[0]!.answer(page([9, 8], 'c8'));
  await first;
  const more = store.loadMore();
  expect(mockCalls[1]!.query).toMatchObject({ from: '2026-11-26', to: '2026-12-02', cursor: 'c8' });
  mockCalls[1]!.answer(page([7], null));
  await more;
  expect(store.list.map((r) => r.id)).toEqual([9, 8, 7]);
  expect(store.nextCursor).toBeNull();
  expect(store.shown).toEqual({ from: '2026-11-26', to: '2026-12-02' });
});

test('a new range asked while a "load more" of the old one is on its way: the late page is dropped', async () => {
  const store = new TransactionStore(new Date('2026-12-02T03:00:00Z'), 2);
  const first = store.fetch();
  mockCalls[0]!.answer(page([9, 8], 'c8'));
  await first;
  const more = store.loadMore();
  store.setFrom('2026-12-01');
  const fresh = store.fetch();
  mockCalls[2]!.answer(page([5], null));
  await fresh;
  mockCalls[1]!.answer(page([7], 'c7'));
  await more;
  expect(store.list.map((r) => r.id)).toEqual([5]);
  expect(store.shown).toEqual({ from: '2026-12-01', to: '2026-12-02' });
  expect(store.nextCursor).toBeNull();
});

test('a failed page keeps the rows shown and tells the failure', async () => {
  const store = new TransactionStore(new Date('2026-12-02T03:00:00Z'), 2);
  const first = store.fetch();
  mockCalls[0]!.answer(page([9, 8], 'c8'));
  await first;
  const more = store.loadMore();
  mockCalls[1]!.answer({ ok: false, code: 5000, msg: 'internal_error', data: undefined as never, httpStatus: 500 });
  await more;
  expect(store.list.map((r) => r.id)).toEqual([9, 8]);
  expect(store.failure).not.toBeNull();
});
