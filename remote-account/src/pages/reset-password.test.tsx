import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { i18n, type Result } from '@casino/shared';
import { fakeJwt, setupI18n, makeStore, renderWith } from '@casino/shared/testing';
import { accountI18nReady } from '../i18n';
import { resetPassword } from '../features/auth/api/reset-password';
import ResetPassword, { tokenFromHash } from './reset-password';
import Login from './login';

jest.mock('../features/auth/api/reset-password', () => ({ resetPassword: jest.fn() }));
const resetMock = resetPassword as jest.MockedFunction<typeof resetPassword>;
const answer = (r: Partial<Result<unknown>>): Result<unknown> => ({ ok: false, code: 0, msg: '', data: undefined, httpStatus: 200, ...r });

beforeAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
beforeEach(() => { resetMock.mockReset(); localStorage.clear(); });

const help = (name: string) => document.getElementById(`reset-password_${name}_help`);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(`reset-password-${id}`), { target: { value } });
const TOKEN = 'tok_ABC-123';

function open(path = `/reset-password#token=${TOKEN}`, store = makeStore({ keepStorage: true })) {
  return renderWith(<Routes><Route path="/reset-password" element={<ResetPassword />} /><Route path="/login" element={<Login />} /></Routes>, { path, store });
}

test('the token is read from the URL fragment', () => {
  expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
  expect(tokenFromHash('#a=1&token=x%2By')).toBe('x+y');
  expect(tokenFromHash('')).toBe('');
  expect(tokenFromHash('#token=')).toBe('');
});

test('a link without a token says so and points to the customer center; no form', () => {
  open('/reset-password');
  expect(screen.getByTestId('reset-password-missing')).toHaveTextContent('링크에 재설정 정보가 없습니다.');
  expect(screen.getByTestId('reset-password-to-support')).toHaveAttribute('href', '/support');
  expect(screen.queryByTestId('reset-password-form')).toBeNull();
});

test('the new password follows the sign-up rules; nothing is sent', async () => {
  open();
  expect(screen.getByTestId('reset-password-page')).toHaveTextContent('60분');
  await userEvent.click(screen.getByTestId('reset-password-submit'));
  await waitFor(() => expect(help('new_password')).toHaveTextContent('필수 입력 항목입니다.'));
  type('new', 'short');
  await waitFor(() => expect(help('new_password')).toHaveTextContent('비밀번호는 8~64자로 입력해 주세요.'));
  type('new', 'newsecret1');
  type('confirm', 'newsecret2');
  await waitFor(() => expect(help('new_password_confirm')).toHaveTextContent('비밀번호가 일치하지 않습니다.'));
  expect(resetMock).not.toHaveBeenCalled();
});

test.each([
  ['invalid_token', 'reset-password-invalid', '사용할 수 없는 링크입니다.'],
  ['token_expired', 'reset-password-expired', '링크의 유효 시간이 지났습니다.'],
])('%s: the page says the link cannot be used (no redirect to login) and how to get a new one', async (msg, testId, text) => {
  resetMock.mockResolvedValue(answer({ code: 4001, msg }));
  open();
  type('new', 'newsecret1');
  type('confirm', 'newsecret1');
  await userEvent.click(screen.getByTestId('reset-password-submit'));
  expect(await screen.findByTestId(testId)).toHaveTextContent(text);
  expect(screen.getByTestId(testId)).toHaveTextContent('고객센터에 새 재설정 링크를 요청해 주세요.');
  expect(screen.queryByTestId('reset-password-form')).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password$/);
});

test('a refusal the catalogue shows inline stays above the button', async () => {
  resetMock.mockResolvedValue(answer({ code: 4290, msg: 'too_many_requests' }));
  open();
  type('new', 'newsecret1');
  type('confirm', 'newsecret1');
  await userEvent.click(screen.getByTestId('reset-password-submit'));
  expect(await screen.findByTestId('reset-password-error')).toHaveTextContent(i18n.t('common:server.too_many_requests'));
});

test('success sends the token with the new password, ends this browser\'s session and shows the login page with a notice', async () => {
  resetMock.mockResolvedValue(answer({ ok: true, data: null }));
  const store = makeStore({ keepStorage: true });
  store.session.setLogin(
    { jwt: fakeJwt(), name: '홍길동', username: 'hong1234', email: 'hong@example.com', bank_code: '004', bank_account: '**********1234', bank_name: '국민은행', use_vaccount: false },
    { uid: 'hong1234', email: 'hong@example.com', auth_token: 'tok' },
  );
  open(undefined, store);
  type('new', 'newsecret1');
  type('confirm', 'newsecret1');
  await userEvent.click(screen.getByTestId('reset-password-submit'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  expect(resetMock).toHaveBeenCalledWith({ token: TOKEN, new_password: 'newsecret1', new_password_confirm: 'newsecret1' });
  expect(store.session.isLoggedIn).toBe(false);
  expect(await screen.findByTestId('password-reset-done')).toHaveTextContent('비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해 주세요.');
});
