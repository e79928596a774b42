import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Memo } from '@casino/shared';
import { failResult, initCalls, makeStore, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureSupportNamespace } from '../../../i18n';
import { deleteMemo } from '../api/delete-memo';
import { deleteReadMemos } from '../api/delete-read-memos';
import { getMemos } from '../api/get-memos';
import { readAllMemos } from '../api/read-all-memos';
import { readMemo } from '../api/read-memo';
import { MemoBox } from './memo-box';

jest.mock('../api/get-memos');
jest.mock('../api/read-memo');
jest.mock('../api/delete-memo');
jest.mock('../api/read-all-memos');
jest.mock('../api/delete-read-memos');
const mockedGet = jest.mocked(getMemos);

const memo = (over: Partial<Memo>): Memo => ({
  id: 1, title: '쪽지', content: '내용', created_at: '2026-03-01T01:00:00.000Z', read: false, broadcast: false, ...over,
});

function setup(list: Memo[], unread: number) {
  mockedGet.mockResolvedValue(okResult({ list, total: list.length, unread }));
  const store = makeStore({ member: true, user: { unread_memo: unread } });
  renderWith(<MemoBox />, { store });
  return { store, refreshes: () => initCalls(store) };
}


beforeEach(async () => {
  await setupI18n('ko', ensureSupportNamespace, ['support']);
  jest.resetAllMocks();
});

test('opening an unread memo marks it read and refreshes the session (app bar badge)', async () => {
  jest.mocked(readMemo).mockResolvedValue(okResult({}));
  const { refreshes } = setup([memo({ id: 5, title: '환영합니다', content: '첫 줄\n둘째 줄' }), memo({ id: 4, read: true, broadcast: true })], 1);
  const item = await screen.findByTestId('memo-5');
  expect(item).toHaveAttribute('data-read', 'false');
  expect(within(item).getByTestId('memo-state')).toHaveTextContent('안 읽음');
  expect(screen.getByTestId('memo-unread-count')).toHaveTextContent('읽지 않은 쪽지: 1');
  expect(within(screen.getByTestId('memo-4')).getByText('전체 발송')).toBeInTheDocument();

  await userEvent.click(within(item).getByTestId('memo-title'));
  await waitFor(() => expect(readMemo).toHaveBeenCalledWith(5));
  expect(await screen.findByTestId('memo-content-5')).toHaveTextContent('첫 줄');
  await waitFor(() => expect(screen.getByTestId('memo-5')).toHaveAttribute('data-read', 'true'));
  expect(screen.getByTestId('memo-unread-count')).toHaveTextContent('읽지 않은 쪽지: 0');
  expect(refreshes()).toBeGreaterThan(0);

  // opening a read memo calls nothing
  await userEvent.click(within(screen.getByTestId('memo-4')).getByTestId('memo-title'));
  expect(readMemo).toHaveBeenCalledTimes(1);
});

test('delete asks first, reloads the list and refreshes the session', async () => {
  jest.mocked(deleteMemo).mockResolvedValue(okResult({}));
  const { refreshes } = setup([memo({ id: 8 })], 1);
  await userEvent.click(await screen.findByTestId('memo-delete-8'));
  await screen.findByText('이 쪽지를 삭제할까요?');
  mockedGet.mockResolvedValue(okResult({ list: [], total: 0, unread: 0 }));
  await userEvent.click(screen.getAllByRole('button', { name: '삭제' }).at(-1)!);
  await waitFor(() => expect(deleteMemo).toHaveBeenCalledWith(8));
  expect(await screen.findByText('받은 쪽지가 없습니다.')).toBeInTheDocument();
  expect(refreshes()).toBeGreaterThan(0);
  expect(await screen.findByText('쪽지를 삭제했습니다.')).toBeInTheDocument();
});

test('a failed delete is explained (spec §8), translated', async () => {
  jest.mocked(deleteMemo).mockResolvedValue(failResult(5005, 'item_not_found'));
  setup([memo({ id: 9 })], 1);
  await userEvent.click(await screen.findByTestId('memo-delete-9'));
  await screen.findByText('이 쪽지를 삭제할까요?');
  await userEvent.click(screen.getAllByRole('button', { name: '삭제' }).at(-1)!);
  expect(await screen.findByText('쪽지를 삭제하지 못했습니다. 항목을 찾을 수 없습니다.')).toBeInTheDocument();
});

test('mark all read and delete all read act on the current tab', async () => {
  jest.mocked(readAllMemos).mockResolvedValue(okResult({ count: 1 }));
  jest.mocked(deleteReadMemos).mockResolvedValue(okResult({ count: 2 }));
  const { refreshes } = setup([memo({ id: 1 }), memo({ id: 2, read: true })], 1);
  await screen.findByTestId('memo-1');
  await userEvent.click(screen.getByTestId('memo-tab-personal'));
  await waitFor(() => expect(mockedGet).toHaveBeenLastCalledWith({ kind: 'personal', page: 1, size: 10 }));
  await userEvent.click(screen.getByTestId('memo-read-all'));
  await waitFor(() => expect(readAllMemos).toHaveBeenCalledWith('personal'));
  await userEvent.click(screen.getByTestId('memo-delete-read'));
  await screen.findByText('읽은 쪽지를 모두 삭제할까요?');
  await userEvent.click(screen.getAllByRole('button', { name: '삭제' }).at(-1)!);
  await waitFor(() => expect(deleteReadMemos).toHaveBeenCalledWith('personal'));
  expect(await screen.findByText('삭제한 읽은 쪽지: 2')).toBeInTheDocument();
  expect(refreshes()).toBe(2);
});

test('a list that cannot load says so (spec §8)', async () => {
  mockedGet.mockResolvedValue(failResult(5000, 'internal_error'));
  renderWith(<MemoBox />, { store: makeStore({ member: true }) });
  expect(await screen.findByTestId('memo-load-failed')).toHaveTextContent('쪽지를 불러오지 못했습니다.');
});

test('a new memo reported by the init poll reloads the list', async () => {
  const { store } = setup([memo({ id: 1, read: true })], 0);
  await screen.findByTestId('memo-1');
  mockedGet.mockResolvedValue(okResult({ list: [memo({ id: 2, title: '새 쪽지' }), memo({ id: 1, read: true })], total: 2, unread: 1 }));
  act(() => store.session.setUser({ unread_memo: 1 }));
  expect(await screen.findByTestId('memo-2')).toHaveTextContent('새 쪽지');
});
