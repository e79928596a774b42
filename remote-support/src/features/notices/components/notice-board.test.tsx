import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notice } from '@casino/shared';
import { failResult, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureSupportNamespace } from '../../../i18n';
import { getNotice } from '../api/get-notice';
import { getNotices } from '../api/get-notices';
import { NoticeBoard } from './notice-board';

jest.mock('../api/get-notices');
jest.mock('../api/get-notice');
const mockedList = jest.mocked(getNotices);

const notice = (id: number): Notice => ({ id, title: `공지 ${id}`, content: `내용 ${id}\n둘째 줄`, created_at: '2026-03-01T01:00:00.000Z', popup: id === 30 });


beforeEach(async () => {
  await setupI18n('ko', ensureSupportNamespace, ['support']);
  jest.resetAllMocks();
  mockedList.mockImplementation(async ({ page }) => okResult({ list: page === 1 ? [notice(30), notice(29)] : [notice(3)], total: 12 }));
});

test('lists notices, pages, and opens one with its text', async () => {
  renderWith(<NoticeBoard />);
  expect(await screen.findByTestId('notice-30')).toHaveTextContent('중요');
  await userEvent.click(screen.getByTitle('2'));
  expect(await screen.findByTestId('notice-3')).toBeInTheDocument();
  expect(mockedList).toHaveBeenLastCalledWith({ page: 2, size: 10 });
  await userEvent.click(screen.getByTestId('notice-3'));
  expect(await screen.findByTestId('notice-detail-title')).toHaveTextContent('공지 3');
  expect(screen.getByTestId('notice-detail-content').textContent).toBe('내용 3\n둘째 줄');
  await userEvent.click(screen.getByTestId('notice-back'));
  expect(await screen.findByTestId('notice-3')).toBeInTheDocument();
});

test('a link to one notice (?id=) fetches it', async () => {
  jest.mocked(getNotice).mockResolvedValue(okResult(notice(99)));
  renderWith(<NoticeBoard />, { path: '/supports/noticepage?id=99' });
  expect(await screen.findByTestId('notice-detail-title')).toHaveTextContent('공지 99');
});

test('load failures are explained', async () => {
  mockedList.mockResolvedValue(failResult(5000, 'internal_error'));
  renderWith(<NoticeBoard />);
  expect(await screen.findByTestId('notice-load-failed')).toHaveTextContent('공지사항을 불러오지 못했습니다.');
  mockedList.mockResolvedValue(okResult({ list: [notice(1)], total: 1 }));
  await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  await waitFor(() => expect(screen.getByTestId('notice-1')).toBeInTheDocument());
});
