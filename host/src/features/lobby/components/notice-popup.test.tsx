import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_HIDDEN_COOKIE, registerNamespace, seedFirstScreen, type Notice } from '@casino/shared';
import { makeStore, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { getPopupNotices, popupNoticesRead } from '../api/get-notices';
import { forgetClosedThisVisit, hideToday, isHiddenToday } from '../lib/popup-flags';
import { NoticePopup } from './notice-popup';

jest.mock('../api/get-notices', () => ({ ...jest.requireActual('../api/get-notices'), getPopupNotices: jest.fn() }));
const mockedGet = jest.mocked(getPopupNotices);

const notice = (id: number, title: string): Notice => ({ id, title, content: `${title} 내용\n둘째 줄`, created_at: '2026-03-01T01:00:00.000Z', popup: true });

const clearCookies = () => { for (const c of document.cookie.split('; ')) if (c) document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`; };

beforeEach(async () => {
  forgetClosedThisVisit();
  seedFirstScreen({}, 0);
  await setupI18n('ko', () => registerNamespace('host', (lng) => import(`../../../locales/${lng}.json`)), ['host']);
  jest.resetAllMocks();
  localStorage.clear();
  clearCookies();
  mockedGet.mockResolvedValue(okResult({ list: [notice(12, '점검 안내'), notice(11, '입출금 안내')], total: 2 }));
});

test('asks for the newest popup notices and shows them one at a time, with their place in the queue', async () => {
  renderWith(<NoticePopup />);
  expect(await screen.findByTestId('notice-popup-title')).toHaveTextContent('점검 안내');
  expect(mockedGet).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('notice-popup-content').textContent).toBe('점검 안내 내용\n둘째 줄');
  expect(screen.getByText('1 / 2')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('notice-popup-close'));
  expect(await screen.findByText('입출금 안내')).toBeInTheDocument();
  expect(screen.getByText('2 / 2')).toBeInTheDocument();
});

test('"don\'t show again today" stores notice_flag per notice id and date, and the cookie the server reads; the next day it shows again', async () => {
  const { unmount } = renderWith(<NoticePopup />);
  await screen.findByTestId('notice-popup-title');
  await userEvent.click(screen.getByText('오늘 하루 보지 않기'));
  await waitFor(() => expect(screen.getByTestId('notice-popup-title')).toHaveTextContent('입출금 안내'));
  await userEvent.click(screen.getByTestId('notice-popup-hide-today'));
  await waitFor(() => expect(screen.queryByTestId('notice-popup')).not.toBeInTheDocument());
  const flags = JSON.parse(localStorage.getItem('casino.notice_flag')!);
  expect(Object.keys(flags).sort()).toEqual(['11', '12']);
  expect(Object.values(flags)[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(document.cookie).toContain(`${POPUP_HIDDEN_COOKIE}=11.12`);
  unmount();

  // same day: nothing
  renderWith(<NoticePopup />);
  await waitFor(() => expect(mockedGet).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.getByTestId('notice-popup-state')).toHaveAttribute('data-state', 'loaded'));
  expect(screen.getByTestId('notice-popup-state')).toHaveAttribute('data-due', '0');
  expect(screen.queryByTestId('notice-popup')).not.toBeInTheDocument();

  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  expect(isHiddenToday(12)).toBe(true);
  expect(isHiddenToday(12, tomorrow)).toBe(false);
  hideToday(5, tomorrow); // writing on a later day drops yesterday's entries
  expect(JSON.parse(localStorage.getItem('casino.notice_flag')!)).toEqual({ 5: expect.any(String) });
});

test('logout clears the popup state, the server\'s cookie too (spec §9)', async () => {
  const store = makeStore({ member: true });
  hideToday(12);
  expect(localStorage.getItem('casino.notice_flag')).not.toBeNull();
  expect(document.cookie).toContain(POPUP_HIDDEN_COOKIE);
  store.session.clear();
  expect(localStorage.getItem('casino.notice_flag')).toBeNull();
  expect(document.cookie).not.toContain(POPUP_HIDDEN_COOKIE);
  expect(isHiddenToday(12)).toBe(false);
});

test('a notice title with HTML is shown as text', async () => {
  mockedGet.mockResolvedValue(okResult({ list: [notice(1, '<img src=x onerror=alert(1)>')], total: 1 }));
  renderWith(<NoticePopup />);
  expect((await screen.findByTestId('notice-popup-title')).textContent).toBe('<img src=x onerror=alert(1)>');
  expect(document.querySelector('img')).toBeNull();
});

test('the answer the first screen was drawn with is the first render\'s, without asking again; a stale one is asked again', async () => {
  seedFirstScreen({ '/support/notices?page=1&popup=true&size=3': { list: [notice(7, '서버가 그린 공지')], total: 1 } });
  const first = renderWith(<NoticePopup />);
  // drawn in the first render: no loading state in between
  expect(screen.getByTestId('notice-popup-title')).toHaveTextContent('서버가 그린 공지');
  await act(async () => { await Promise.resolve(); });
  expect(mockedGet).not.toHaveBeenCalled();
  first.unmount();
  // used once: the home page opened again (the visitor came back to it) asks
  const again = renderWith(<NoticePopup />);
  expect(await screen.findByTestId('notice-popup-title')).toHaveTextContent('점검 안내');
  expect(mockedGet).toHaveBeenCalledTimes(1);
  again.unmount();
  mockedGet.mockClear();

  seedFirstScreen({ '/support/notices?page=1&popup=true&size=3': { list: [notice(7, '서버가 그린 공지')], total: 1 } }, Date.now() - 60_000);
  renderWith(<NoticePopup />);
  expect(screen.queryByTestId('notice-popup')).not.toBeInTheDocument();
  expect(await screen.findByTestId('notice-popup-title')).toHaveTextContent('점검 안내');
  expect(mockedGet).toHaveBeenCalledTimes(1);
  expect(popupNoticesRead.params).toEqual({ page: 1, size: 3, popup: true });
});
