import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decode, OfflineError, type LoginResponse, type Result } from '@casino/shared';
import { answerInit, fakeJwt, setupI18n, makeStore, renderWith } from '@casino/shared/testing';
import { accountI18nReady } from '../i18n';
import { login } from '../features/auth/api/login';
import Login from './login';
import { LoginStore } from '../features/auth/stores/login-store';

jest.mock('../features/auth/api/login', () => ({ login: jest.fn() }));
const loginMock = login as jest.MockedFunction<typeof login>;

const answer = <T,>(r: Partial<Result<T>>): Result<T> => ({ ok: false, code: 0, msg: '', data: undefined as T, httpStatus: 200, ...r });
const data: LoginResponse = {
  jwt: fakeJwt(), name: '홍길동', username: 'hong1234', email: 'hong@example.com', bank_code: '004', bank_account: '**********1234',
  bank_name: '국민은행', use_vaccount: false,
};
const success = () => answer<LoginResponse>({ ok: true, data, session: { uid: 'hong1234', email: 'hong@example.com', auth_token: 'opaque-token' } });

beforeAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
beforeEach(() => { loginMock.mockReset(); localStorage.clear(); });

function setup(path = '/login') {
  const store = makeStore({ keepStorage: true });
  const refresh = answerInit(store);
  const view = renderWith(<Login />, { store, path });
  return { ...view, refresh };
}

async function submit(username = 'hong1234', password = 'secret123') {
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  await userEvent.click(screen.getByTestId('login-submit'));
}

test('both fields are required, with translated inline messages', async () => {
  setup();
  await userEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(document.getElementById('login_username_help')).toHaveTextContent('필수 입력 항목입니다.'));
  expect(document.getElementById('login_password_help')).toHaveTextContent('필수 입력 항목입니다.');
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'x'.repeat(65) } });
  await waitFor(() => expect(document.getElementById('login_username_help')).toHaveTextContent('64자 이내로 입력해 주세요.'));
  expect(loginMock).not.toHaveBeenCalled();
});

test('a successful login stores the session base64-encoded, refreshes the balance and goes to /home', async () => {
  loginMock.mockResolvedValue(success());
  const { store, refresh } = setup();
  await submit(' hong1234 ');
  expect(loginMock).toHaveBeenCalledWith({ username: 'hong1234', password: 'secret123' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
  expect(store.session.isLoggedIn).toBe(true);
  expect(store.session.info).toMatchObject({ name: '홍길동', auth_token: 'opaque-token', bank_account: '**********1234' });
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(refresh).toHaveBeenCalledWith('/main/init');
  expect(store.session.user.amount).toBe(1_250_000); // the app bar's balance, without waiting for the next poll
  const raw = localStorage.getItem('casino.name')!;
  expect(raw).not.toContain('홍길동');
  expect(decode(raw)).toBe('홍길동');
});

test('the submit button is busy while sending and a second submit sends nothing', async () => {
  let resolve!: (r: Result<LoginResponse>) => void;
  loginMock.mockReturnValue(new Promise((r) => { resolve = r; }));
  const submits = jest.spyOn(LoginStore.prototype, 'submit');
  try {
    setup();
    await submit();
    const button = screen.getByTestId('login-submit');
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    fireEvent.submit(screen.getByTestId('login-form'));
    await userEvent.click(button);
    // the second submit has passed the form's validation and reached the store, which sends nothing
    await waitFor(() => expect(submits.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(loginMock).toHaveBeenCalledTimes(1);
    await act(async () => resolve(success()));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
  } finally {
    submits.mockRestore();
  }
});

test.each([
  ['/login?redirect=%2Fwallet%2Fdepositpage', '/wallet/depositpage'],
  ['/login?redirect=%2Faccount%2Fmypagelist%3Ftab%3D2', '/account/mypagelist?tab=2'],
  ['/login?redirect=https%3A%2F%2Fevil.example%2F', '/home'],
  ['/login?redirect=%2F%2Fevil.example', '/home'],
])('after login %s leads to %s', async (path, expected) => {
  loginMock.mockResolvedValue(success());
  setup(path);
  await submit();
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(expected));
});

test.each<[Result<LoginResponse>, string]>([
  [answer({ code: 4030, msg: 'auth_failed' }), '아이디 또는 비밀번호가 올바르지 않습니다.'],
  [answer({ code: 4290, msg: 'too_many_requests', httpStatus: 429 }), '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.'],
  [answer({ code: 4030, msg: 'account_suspended' }), '이용이 정지된 계정입니다. 고객센터로 문의해 주세요.'],
  [answer({ code: 4030, msg: 'self_excluded' }), '자기 제한 기간 중에는 이용할 수 없습니다.'],
])('a refused login shows the translated server message (%#)', async (res, text) => {
  loginMock.mockResolvedValue(res);
  const { store, refresh } = setup();
  await submit();
  expect(await screen.findByTestId('login-error')).toHaveTextContent(text);
  expect(store.session.isLoggedIn).toBe(false);
  expect(refresh).not.toHaveBeenCalled();
  expect(screen.getByTestId('login-submit')).not.toHaveClass('ant-btn-loading');
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  // typing again clears the message
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'another1' } });
  await waitFor(() => expect(screen.queryByTestId('login-error')).toBeNull());
});

test('a login from a country where the service is not offered (4030 jurisdiction_blocked) goes to /restricted', async () => {
  loginMock.mockResolvedValue(answer({ code: 4030, msg: 'jurisdiction_blocked' }));
  const { store } = setup();
  store.ui.setLoginPanelOpen(true);
  await submit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/restricted$/));
  expect(store.session.isLoggedIn).toBe(false);
  expect(store.ui.loginPanelOpen).toBe(false);
});

test('a transport failure shows the client message as a toast (the failure catalogue), not above the button', async () => {
  loginMock.mockRejectedValue(new OfflineError());
  setup();
  await submit();
  expect(await screen.findByText('인터넷에 연결되어 있지 않습니다.')).toBeInTheDocument();
  expect(screen.queryByTestId('login-error')).toBeNull();
});

test('a member who is already logged in is sent to /home', async () => {
  const store = makeStore({ keepStorage: true });
  store.session.setLogin(data, { uid: 'hong1234', email: '', auth_token: 't' });
  renderWith(<Login />, { store, path: '/login?redirect=%2Fwallet%2Fdepositpage' });
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'));
});

test('after sign-up the new account id is filled in and a confirmation is shown', async () => {
  renderWith(<Login />, { path: '/login', state: { registered: 'newbie99' } });
  expect(screen.getByTestId('register-done')).toHaveTextContent('회원가입이 완료되었습니다. 로그인해 주세요.');
  expect(screen.getByTestId('login-username')).toHaveValue('newbie99');
});

test('the link to sign up keeps where the member was going', () => {
  setup('/login?redirect=%2Fwallet%2Fhistory');
  expect(screen.getByTestId('login-to-register')).toHaveAttribute('href', '/account/register?redirect=%2Fwallet%2Fhistory');
});

describe('in English', () => {
  beforeAll(() => setupI18n('en', () => accountI18nReady, ['account']));
  afterAll(() => setupI18n('ko', () => accountI18nReady, ['account']));

  test('labels, validation and server errors are English', async () => {
    loginMock.mockResolvedValue(answer({ code: 4030, msg: 'auth_failed' }));
    setup();
    expect(screen.getByLabelText('Account ID')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(document.getElementById('login_username_help')).toHaveTextContent('This field is required.'));
    await submit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Wrong username or password.');
  });
});

test('a forgotten password: the hint under the form points to the customer center, where support issues a reset link', () => {
  setup();
  expect(screen.getByTestId('login-forgot')).toHaveTextContent('비밀번호를 잊으셨나요? 고객센터(1:1 문의)로 연락해 주시면 본인 확인 후 재설정 링크를 보내 드립니다.');
  expect(screen.getByTestId('login-forgot-link')).toHaveAttribute('href', '/support');
});
