import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notice } from '@casino/shared';
import { makeStore, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureSupportNamespace } from '../../../i18n';
import { getNotices } from '../api/get-notices';
import { forgetClosedThisVisit, hideToday, isHiddenToday } from '../stores/popup-flags';
import { NoticePopup, PREFETCH_FRESH_MS, prefetchPopupNotices } from './notice-popup';

jest.mock('../api/get-notices');
const mockedGet = jest.mocked(getNotices);

const notice = (id: number, title: string): Notice => ({ id, title, content: `${title} 내용\n둘째 줄`, created_at: '2026-03-01T01:00:00.000Z', popup: true });

// jsdom has no pseudo-element styles (antd's modal measures the scrollbar with one)
const computed = window.getComputedStyle.bind(window);


beforeEach(async () => {
  forgetClosedThisVisit();
  await setupI18n('ko', ensureSupportNamespace, ['support']);
  jest.resetAllMocks();
  jest.spyOn(window, 'getComputedStyle').mockImplementation((el) => computed(el));
  localStorage.clear();
  mockedGet.mockResolvedValue(okResult({ list: [notice(12, '점검 안내'), notice(11, '입출금 안내')], total: 2 }));
});

test('asks for the newest popup notices and shows them one at a time', async () => {
  renderWith(<NoticePopup />);
  expect(await screen.findByTestId('notice-popup-title')).toHaveTextContent('점검 안내');
  expect(mockedGet).toHaveBeenCalledWith({ page: 1, size: 3, popup: true });
  expect(screen.getByTestId('notice-popup-content').textContent).toBe('점검 안내 내용\n둘째 줄');
  await userEvent.click(screen.getByTestId('notice-popup-close'));
  expect(await screen.findByText('입출금 안내')).toBeInTheDocument();
});

test('"don\'t show again today" stores notice_flag per notice id and date; the next day it shows again', async () => {
  const { unmount } = renderWith(<NoticePopup />);
  await screen.findByTestId('notice-popup-title');
  await userEvent.click(screen.getByText('오늘 하루 보지 않기'));
  await waitFor(() => expect(screen.getByTestId('notice-popup-title')).toHaveTextContent('입출금 안내'));
  await userEvent.click(screen.getByTestId('notice-popup-hide-today'));
  await waitFor(() => expect(screen.queryByTestId('notice-popup')).not.toBeInTheDocument());
  const flags = JSON.parse(localStorage.getItem('casino.notice_flag')!);
  expect(Object.keys(flags).sort()).toEqual(['11', '12']);
  expect(Object.values(flags)[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  unmount();

  // same day: nothing
  renderWith(<NoticePopup />);
  await waitFor(() => expect(mockedGet).toHaveBeenCalledTimes(2));
  await act(async () => { await new Promise((r) => setTimeout(r, 50)); });
  expect(screen.queryByTestId('notice-popup')).not.toBeInTheDocument();

  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  expect(isHiddenToday(12)).toBe(true);
  expect(isHiddenToday(12, tomorrow)).toBe(false);
  hideToday(5, tomorrow); // writing on a later day drops yesterday's entries
  expect(JSON.parse(localStorage.getItem('casino.notice_flag')!)).toEqual({ 5: expect.any(String) });
});

test('logout clears the popup state (spec §9)', async () => {
  const store = makeStore({ member: true });
  hideToday(12);
  expect(localStorage.getItem('casino.notice_flag')).not.toBeNull();
  store.session.clear();
  expect(localStorage.getItem('casino.notice_flag')).toBeNull();
  expect(isHiddenToday(12)).toBe(false);
});

test('a notice title with HTML is shown as text', async () => {
  mockedGet.mockResolvedValue(okResult({ list: [notice(1, '<img src=x onerror=alert(1)>')], total: 1 }));
  renderWith(<NoticePopup />);
  expect((await screen.findByTestId('notice-popup-title')).textContent).toBe('<img src=x onerror=alert(1)>');
  expect(document.querySelector('img')).toBeNull();
});

test('a prefetched list (the host preloading the widget) is the first popup\'s request; a later popup asks again', async () => {
  prefetchPopupNotices();
  prefetchPopupNotices(); // a second preload does not ask twice
  expect(mockedGet).toHaveBeenCalledTimes(1);
  expect(mockedGet).toHaveBeenCalledWith({ page: 1, size: 3, popup: true });
  const first = renderWith(<NoticePopup />);
  expect(await screen.findByTestId('notice-popup-title')).toHaveTextContent('점검 안내');
  expect(mockedGet).toHaveBeenCalledTimes(1);
  first.unmount();
  renderWith(<NoticePopup />);
  await waitFor(() => expect(mockedGet).toHaveBeenCalledTimes(2));
});

test('a prefetched list older than PREFETCH_FRESH_MS is not shown: the popup asks again', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  try {
    prefetchPopupNotices();
    expect(mockedGet).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + PREFETCH_FRESH_MS);
    renderWith(<NoticePopup />);
    await waitFor(() => expect(mockedGet).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('notice-popup-title')).toHaveTextContent('점검 안내');
  } finally {
    now.mockRestore();
  }
});
