import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Result } from '@casino/shared';
import { NetworkError } from '@casino/shared';
import { setupI18n, renderWith } from '@casino/shared/testing';
import { accountI18nReady } from '../i18n';
import AccountRegister from './register';
import { register } from '../features/auth/api/register';

jest.mock('../features/auth/api/register', () => ({ register: jest.fn() }));
const registerMock = register as jest.MockedFunction<typeof register>;

const answer = <T,>(r: Partial<Result<T>>): Result<T> => ({ ok: false, code: 0, msg: '', data: undefined as T, httpStatus: 200, ...r });

beforeAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
beforeEach(() => { registerMock.mockReset(); localStorage.clear(); });

const input = (name: string) => screen.getByTestId(`register-${name}`);
const errorOf = (name: string) => document.getElementById(`register_${name}_help`);

async function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
}

async function chooseBank(name = '국민은행') {
  const select = screen.getByRole('combobox');
  fireEvent.mouseDown(select);
  const option = await screen.findByTitle(name);
  fireEvent.click(option);
}

async function fillValid(overrides: Record<string, string> = {}) {
  const v = {
    username: 'hong1234', email: 'hong@example.com', password: 'secret123', password_confirm: 'secret123', nickname: '홍길동',
    phone: '01012345678', bank_account: '12345678901234', bank_holder: '홍길동', date_of_birth: '1990-01-31', ...overrides,
  };
  for (const [k, value] of Object.entries(v)) await type(k, value);
  await chooseBank();
}

async function expectInline(name: string, text: string) {
  await waitFor(() => expect(errorOf(name)).toHaveTextContent(text));
}

test('submitting an empty form shows the translated required message under every required field', async () => {
  renderWith(<AccountRegister />, { path: '/account/register' });
  await userEvent.click(screen.getByTestId('register-submit'));
  for (const f of ['username', 'email', 'password', 'password_confirm', 'nickname', 'phone', 'bank_account', 'bank_holder', 'date_of_birth']) {
    await expectInline(f, '필수 입력 항목입니다.');
  }
  await expectInline('bank_name', '항목을 선택해 주세요.');
  expect(errorOf('referral_code')).toBeNull();
  expect(registerMock).not.toHaveBeenCalled();
});

test.each([
  ['username', 'Hong1', '영문 소문자와 숫자만 사용할 수 있습니다.'],
  ['username', 'abc', '4~16자로 입력해 주세요.'],
  ['username', 'a'.repeat(17), '4~16자로 입력해 주세요.'],
  ['email', 'hong@example', '올바른 이메일 주소를 입력해 주세요.'],
  ['email', `${'a'.repeat(95)}@x.com`, '100자 이내로 입력해 주세요.'],
  ['password', 'short12', '비밀번호는 8~64자로 입력해 주세요.'],
  ['password', 'p'.repeat(65), '비밀번호는 8~64자로 입력해 주세요.'],
  ['nickname', '홍', '닉네임은 2~12자로 입력해 주세요.'],
  ['nickname', '가'.repeat(13), '닉네임은 2~12자로 입력해 주세요.'],
  ['phone', '010-1234-5678', '숫자만 입력해 주세요.'],
  ['phone', '010123456', '휴대폰 번호는 10~11자리 숫자로 입력해 주세요.'],
  ['phone', '010123456789', '휴대폰 번호는 10~11자리 숫자로 입력해 주세요.'],
  ['referral_code', 'R'.repeat(21), '20자 이내로 입력해 주세요.'],
  ['bank_account', '123-456', '숫자만 입력해 주세요.'],
  ['bank_account', '1'.repeat(21), '20자 이내로 입력해 주세요.'],
  ['bank_holder', '가'.repeat(31), '30자 이내로 입력해 주세요.'],
])('%s %p shows “%s” inline', async (field, value, message) => {
  renderWith(<AccountRegister />, { path: '/account/register' });
  await type(field, value);
  await expectInline(field, message);
});

test('the confirmation must match the password, re-checked when the password changes', async () => {
  renderWith(<AccountRegister />, { path: '/account/register' });
  await type('password', 'secret123');
  await type('password_confirm', 'secret124');
  await expectInline('password_confirm', '비밀번호가 일치하지 않습니다.');
  await type('password', 'secret124');
  await waitFor(() => expect(errorOf('password_confirm')).toBeNull());
});

test('a valid form is sent once (busy button, no double submit) and leads to the login page with the new id', async () => {
  let resolve!: (r: Result<{ id: number; username: string }>) => void;
  registerMock.mockReturnValue(new Promise((r) => { resolve = r; }));
  const logs = [jest.spyOn(console, 'log'), jest.spyOn(console, 'info'), jest.spyOn(console, 'warn'), jest.spyOn(console, 'error'), jest.spyOn(console, 'debug')];
  logs.forEach((s) => s.mockImplementation(() => undefined));
  renderWith(<AccountRegister />, { path: '/account/register' });
  await fillValid({ referral_code: ' FRIEND1 ' });
  const submit = screen.getByTestId('register-submit');
  await userEvent.click(submit);
  await waitFor(() => expect(submit).toHaveClass('ant-btn-loading'));
  await userEvent.click(submit);
  fireEvent.submit(screen.getByTestId('register-form'));
  await waitFor(() => expect(registerMock).toHaveBeenCalledTimes(1));
  expect(registerMock).toHaveBeenCalledWith({
    username: 'hong1234', email: 'hong@example.com', password: 'secret123', password_confirm: 'secret123', nickname: '홍길동',
    phone: '01012345678', referral_code: 'FRIEND1', bank_name: '국민은행', bank_account: '12345678901234', bank_holder: '홍길동',
    date_of_birth: '1990-01-31',
  });
  await act(async () => resolve(answer({ ok: true, data: { id: 7, username: 'hong1234' } })));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  // the bank account number never reaches the console
  for (const spy of logs) expect(JSON.stringify(spy.mock.calls)).not.toContain('12345678901234');
  logs.forEach((s) => s.mockRestore());
});

test.each([
  ['duplicate_username', 'username', '이미 사용 중인 아이디입니다.'],
  ['duplicate_nickname', 'nickname', '이미 사용 중인 닉네임입니다.'],
])('the server\'s %s is shown on the %s field', async (msg, field, text) => {
  registerMock.mockResolvedValue(answer({ code: 5002, msg, field }));
  renderWith(<AccountRegister />, { path: '/account/register' });
  await fillValid();
  await userEvent.click(screen.getByTestId('register-submit'));
  await expectInline(field, text);
  expect(screen.queryByTestId('register-error')).toBeNull();
  expect(screen.getByTestId('register-submit')).not.toHaveClass('ant-btn-loading');
});

test('a server rule failure naming a field lands on it (password_mismatch on the confirmation)', async () => {
  registerMock.mockResolvedValue(answer({ code: 4001, msg: 'password_mismatch', field: 'password_confirm' }));
  renderWith(<AccountRegister />, { path: '/account/register' });
  await fillValid();
  await userEvent.click(screen.getByTestId('register-submit'));
  await expectInline('password_confirm', '비밀번호가 일치하지 않습니다.');
});

test('date of birth is a native date input; an under-age date is refused on the field before sending', async () => {
  renderWith(<AccountRegister />, { path: '/account/register' });
  expect(input('date_of_birth')).toHaveAttribute('type', 'date');
  await fillValid({ date_of_birth: '2020-05-05' });
  await userEvent.click(screen.getByTestId('register-submit'));
  await expectInline('date_of_birth', '만 19세 이상만 가입할 수 있습니다.');
  expect(registerMock).not.toHaveBeenCalled();
});

test('the server\'s underage answer lands on the date-of-birth field, translated', async () => {
  registerMock.mockResolvedValue(answer({ code: 4001, msg: 'underage', field: 'date_of_birth' }));
  renderWith(<AccountRegister />, { path: '/account/register' });
  await fillValid();
  await userEvent.click(screen.getByTestId('register-submit'));
  await expectInline('date_of_birth', '법정 연령 미만은 가입할 수 없습니다.');
});

test('a sign-up from a blocked country (4030 jurisdiction_blocked) goes to the host\'s /restricted page', async () => {
  registerMock.mockResolvedValue(answer({ code: 4030, msg: 'jurisdiction_blocked', httpStatus: 403 }));
  renderWith(<AccountRegister />, { path: '/account/register' });
  await fillValid();
  await userEvent.click(screen.getByTestId('register-submit'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/restricted$/));
});

test('a refusal without a field of the form shows above the button (rate limit); a network failure is a toast', async () => {
  registerMock.mockResolvedValueOnce(answer({ code: 4290, msg: 'too_many_requests', httpStatus: 429 }));
  registerMock.mockRejectedValueOnce(new NetworkError());
  renderWith(<AccountRegister />, { path: '/account/register' });
  await fillValid();
  await userEvent.click(screen.getByTestId('register-submit'));
  expect(await screen.findByTestId('register-error')).toHaveTextContent('시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
  await userEvent.click(screen.getByTestId('register-submit'));
  expect(await screen.findByText(/서버에 연결할 수 없습니다/)).toBeInTheDocument();
  expect(screen.queryByTestId('register-error')).toBeNull();
});

test('the bank list holds the common Korean banks', async () => {
  renderWith(<AccountRegister />, { path: '/account/register' });
  fireEvent.mouseDown(screen.getByRole('combobox'));
  const list = await screen.findByRole('listbox');
  expect(list).toBeInTheDocument();
  for (const bank of ['국민은행', '신한은행', '우리은행', '하나은행', '농협은행', '기업은행', '카카오뱅크', '토스뱅크', '케이뱅크', 'SC제일은행', '부산은행', '대구은행', '우체국']) {
    expect(screen.getByTitle(bank)).toBeInTheDocument();
  }
});
