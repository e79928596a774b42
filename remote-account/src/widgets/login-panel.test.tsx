import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResponse, Result } from '@casino/shared';
import { answerInit, fakeJwt, setupI18n, makeStore, renderWith } from '@casino/shared/testing';
import { accountI18nReady } from '../i18n';
import { login } from '../features/auth/api/login';
import LoginPanel from './login-panel';

jest.mock('../features/auth/api/login', () => ({ login: jest.fn() }));
const loginMock = login as jest.MockedFunction<typeof login>;

beforeAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
beforeEach(() => { loginMock.mockReset(); localStorage.clear(); });

function open(path = '/game/slot') {
  const store = makeStore({ keepStorage: true });
  store.ui.setLoginPanelOpen(true);
  const init = answerInit(store);
  renderWith(<LoginPanel />, { store, path });
  return { store, init };
}

test('the panel slides in from the right with the real login form and a link to sign up', async () => {
  const { store } = open();
  const panel = await screen.findByTestId('login-panel-form');
  expect(panel).toBeInTheDocument();
  expect(document.querySelector('.ant-drawer-right')).not.toBeNull();
  await userEvent.click(screen.getByTestId('login-panel-to-register'));
  expect(store.ui.loginPanelOpen).toBe(false);
  expect(screen.getByTestId('location')).toHaveTextContent('/account/register');
});

test('a successful login fills the shared store, refreshes the balance and closes the panel where the member is', async () => {
  const data: LoginResponse = { jwt: fakeJwt(), name: '홍길동', username: 'hong1234', email: 'h@x.kr', bank_code: '', bank_account: '******1234', bank_name: '국민은행', use_vaccount: false };
  loginMock.mockResolvedValue({ ok: true, code: 0, msg: '', data, session: { uid: 'hong1234', email: 'h@x.kr', auth_token: 'tok' }, httpStatus: 200 } as Result<LoginResponse>);
  const { store, init } = open();
  fireEvent.change(await screen.findByTestId('login-panel-username'), { target: { value: 'hong1234' } });
  fireEvent.change(screen.getByTestId('login-panel-password'), { target: { value: 'secret123' } });
  await userEvent.click(screen.getByTestId('login-panel-submit'));
  await waitFor(() => expect(store.ui.loginPanelOpen).toBe(false));
  expect(store.session.isLoggedIn).toBe(true);
  expect(init).toHaveBeenCalledWith('/main/init');
  expect(store.session.user.amount).toBe(1_250_000);
  expect(screen.getByTestId('location')).toHaveTextContent('/game/slot');
});

test('a wrong password keeps the panel open with the translated message', async () => {
  loginMock.mockResolvedValue({ ok: false, code: 4030, msg: 'auth_failed', data: null, httpStatus: 200 } as unknown as Result<LoginResponse>);
  const { store } = open();
  fireEvent.change(await screen.findByTestId('login-panel-username'), { target: { value: 'hong1234' } });
  fireEvent.change(screen.getByTestId('login-panel-password'), { target: { value: 'wrong-pass' } });
  await userEvent.click(screen.getByTestId('login-panel-submit'));
  expect(await screen.findByTestId('login-panel-error')).toHaveTextContent('아이디 또는 비밀번호가 올바르지 않습니다.');
  expect(store.ui.loginPanelOpen).toBe(true);
});

test('the forgotten-password hint leads to the customer center and closes the panel', async () => {
  const { store } = open();
  await userEvent.click(await screen.findByTestId('login-panel-forgot-link'));
  expect(store.ui.loginPanelOpen).toBe(false);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/support$/);
});
