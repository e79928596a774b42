import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerInit, fakeJwt, setupI18n, makeStore, renderWith } from '@casino/shared/testing';
import { accountI18nReady } from '../i18n';
import AccountModalMypageInfo from './my-info-dialog';
import AccountSubModalMypageInfo from './my-info-sub-dialog';

beforeAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
beforeEach(() => localStorage.clear());

function loggedIn() {
  const store = makeStore({ keepStorage: true });
  store.session.setLogin(
    { jwt: fakeJwt(), name: '홍길동', username: 'hong1234', email: 'hong@example.com', bank_code: '004', bank_account: '**********1234', bank_name: '국민은행', use_vaccount: false },
    { uid: 'hong1234', email: 'hong@example.com', auth_token: 'tok' },
  );
  answerInit(store);
  return store;
}

test('my info is a dialog with account, wallet and settlement account; close goes back to my page', async () => {
  renderWith(<AccountModalMypageInfo />, { store: loggedIn(), path: '/account/modal-mypage-info' });
  const dialog = screen.getByRole('dialog', { name: '내 정보' });
  expect(dialog).toHaveStyle({ maxWidth: '800px', minHeight: '650px' });
  await waitFor(() => expect(screen.getByTestId('profile-username')).toHaveTextContent('hong1234'));
  expect(screen.getByTestId('profile-email')).toHaveTextContent('hong@example.com');
  expect(screen.getByTestId('profile-rolling')).toHaveTextContent('30,000원');
  expect(screen.getByTestId('profile-unreadMemo')).toHaveTextContent('2');
  expect(screen.getByTestId('profile-bankAccount')).toHaveTextContent('**********1234');
  await userEvent.click(screen.getByTestId('mypage-info-close'));
  expect(screen.getByTestId('location').textContent).toBe('/account/mypagelist');
});

test('Escape closes the dialog; the settlement link opens the sub-dialog', async () => {
  renderWith(<AccountModalMypageInfo />, { store: loggedIn(), path: '/account/modal-mypage-info' });
  await userEvent.click(await screen.findByTestId('info-open-settlement'));
  expect(screen.getByTestId('location').textContent).toBe('/account/sub-modal-mypage-info');
});

test('Escape leaves the dialog', async () => {
  renderWith(<AccountModalMypageInfo />, { store: loggedIn(), path: '/account/modal-mypage-info' });
  fireEvent.keyDown(window, { key: 'Escape' });
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/mypagelist'));
});

test('the dialog fills the screen on phones', () => {
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({ ...original(q), matches: q.includes('max-width: 767px') })) as typeof window.matchMedia;
  try {
    renderWith(<AccountModalMypageInfo />, { store: loggedIn(), path: '/account/modal-mypage-info' });
    expect(screen.getByRole('dialog')).toHaveStyle({ minHeight: '100vh', maxWidth: 'none' });
  } finally {
    window.matchMedia = original;
  }
});

test('a visitor sees "login required" inside the dialog', async () => {
  renderWith(<AccountModalMypageInfo />, { path: '/account/modal-mypage-info' });
  expect(screen.getByTestId('login-required')).toBeInTheDocument();
  expect(screen.queryByTestId('mypage-info-logout')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: /로그인/ }));
  expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Faccount%2Fmodal-mypage-info');
});

test('the settlement sub-dialog shows the bank, its code, the masked account, the holder and the rules', async () => {
  renderWith(<AccountSubModalMypageInfo />, { store: loggedIn(), path: '/account/sub-modal-mypage-info' });
  expect(screen.getByRole('dialog', { name: '출금 계좌 정보' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('profile-bankName')).toHaveTextContent('국민은행'));
  expect(screen.getByTestId('settlement-bank-code')).toHaveTextContent('은행 코드: 004');
  expect(screen.getByTestId('profile-bankAccount')).toHaveTextContent('**********1234');
  expect(screen.getByTestId('profile-bankHolder')).toHaveTextContent('홍길동');
  expect(screen.getByTestId('settlement-notes')).toHaveTextContent('23:50~00:30');
  expect(screen.getByTestId('settlement-to-inquiry')).toHaveAttribute('href', '/supports/counselpage');
  await userEvent.click(screen.getByTestId('mypage-settlement-back'));
  expect(screen.getByTestId('location').textContent).toBe('/account/modal-mypage-info');
});
