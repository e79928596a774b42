import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGOUT_FLAG_KEYS, storage, type RootStore } from '@casino/shared';
import { answerInit, fakeJwt, setupI18n, makeStore, renderWith, USER_INFO } from '@casino/shared/testing';
import { accountI18nReady } from '../i18n';
import AccountMypagelist from './my-page';

beforeAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
beforeEach(() => localStorage.clear());

function loggedIn(): RootStore {
  const store = makeStore({ keepStorage: true });
  store.session.setLogin(
    { jwt: fakeJwt(), name: '홍길동', username: 'hong1234', email: 'hong@example.com', bank_code: '004', bank_account: '**********1234', bank_name: '국민은행', use_vaccount: false },
    { uid: 'hong1234', email: 'hong@example.com', auth_token: 'tok' },
  );
  return store;
}

test('a visitor sees "login required"; its button leads to /login and back here afterwards', async () => {
  renderWith(<AccountMypagelist />, { path: '/account/mypagelist' });
  expect(screen.getByTestId('login-required')).toHaveTextContent('로그인이 필요합니다');
  await userEvent.click(screen.getByRole('button', { name: /로그인/ }));
  expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Faccount%2Fmypagelist');
});

test('a member sees the profile of spec §3 from the shared store, dates in Seoul time, the account masked', async () => {
  const store = loggedIn();
  const init = answerInit(store);
  renderWith(<AccountMypagelist />, { store, path: '/account/mypagelist' });
  await waitFor(() => expect(screen.getByTestId('profile-nickname')).toHaveTextContent('홍길동'));
  expect(init).toHaveBeenCalledWith('/main/init'); // fresh numbers on opening
  expect(screen.getByTestId('profile-createAt')).toHaveTextContent('2025-03-01 14:05'); // Seoul time, in every language
  expect(screen.getByTestId('profile-balance')).toHaveTextContent('1,250,000원');
  expect(screen.getByTestId('profile-points')).toHaveTextContent('35,000 P');
  expect(screen.getByTestId('profile-bankName')).toHaveTextContent('국민은행');
  expect(screen.getByTestId('profile-bankAccount')).toHaveTextContent('**********1234');
  expect(screen.getByTestId('profile-bankHolder')).toHaveTextContent('홍길동');
  expect(screen.getByTestId('profile-lastLogin')).toHaveTextContent('2025-03-02 19:30');
  expect(screen.getByTestId('mypage').textContent).not.toMatch(/\d{5,}1234/);
});

test('the profile follows the shared store when the host\'s polling brings new numbers', async () => {
  const store = loggedIn();
  answerInit(store);
  renderWith(<AccountMypagelist />, { store, path: '/account/mypagelist' });
  await waitFor(() => expect(screen.getByTestId('profile-balance')).toHaveTextContent('1,250,000원'));
  store.session.setUser({ ...USER_INFO, amount: 2_000_000, point: 0 });
  await waitFor(() => expect(screen.getByTestId('profile-balance')).toHaveTextContent('2,000,000원'));
  expect(screen.getByTestId('profile-points')).toHaveTextContent('0 P');
});

test('logout revokes on the server, clears the stored session and flags, then goes to /login', async () => {
  const store = loggedIn();
  const init = answerInit(store);
  const post = jest.spyOn(store.api, 'post').mockResolvedValue({ ok: true, code: 0, msg: '', data: {}, httpStatus: 200 });
  for (const k of LOGOUT_FLAG_KEYS) storage.set(k, '1');
  renderWith(<AccountMypagelist />, { store, path: '/account/mypagelist' });
  await waitFor(() => expect(init).toHaveBeenCalled());
  await userEvent.click(screen.getByTestId('mypage-logout'));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  expect(post).toHaveBeenCalledWith('/auth/logout');
  expect(store.session.isLoggedIn).toBe(false);
  for (const k of ['jwt', 'name', 'email', 'bank_code', 'bank_account', 'bank_name', 'auth_token', ...LOGOUT_FLAG_KEYS]) {
    expect(localStorage.getItem(`casino.${k}`)).toBeNull();
  }
});

test('the buttons lead to the info dialog and the settlement details', async () => {
  const store = loggedIn();
  answerInit(store);
  renderWith(<AccountMypagelist />, { store, path: '/account/mypagelist' });
  await userEvent.click(await screen.findByTestId('mypage-open-info'));
  expect(screen.getByTestId('location').textContent).toBe('/account/modal-mypage-info');
});

describe('in English', () => {
  beforeAll(() => setupI18n('en', () => accountI18nReady, ['account']));
  afterAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
  test('labels are English; money and dates read as in Korean', async () => {
    const store = loggedIn();
    answerInit(store);
    renderWith(<AccountMypagelist />, { store, path: '/account/mypagelist' });
    await waitFor(() => expect(screen.getByTestId('profile-balance')).toHaveTextContent('₩1,250,000'));
    expect(screen.getByText('Joined')).toBeInTheDocument();
    expect(screen.getByTestId('profile-createAt')).toHaveTextContent('2025-03-01 14:05');
  });
});
