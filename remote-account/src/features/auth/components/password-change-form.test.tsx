import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, NetworkError, type Result } from '@casino/shared';
import { setupI18n, renderWith } from '@casino/shared/testing';
import { accountI18nReady } from '../../../i18n';
import { changePassword } from '../api/change-password';
import { PasswordChangeForm } from './password-change-form';

jest.mock('../api/change-password', () => ({ changePassword: jest.fn() }));
const changeMock = changePassword as jest.MockedFunction<typeof changePassword>;
const answer = (r: Partial<Result<unknown>>): Result<unknown> => ({ ok: false, code: 0, msg: '', data: undefined, httpStatus: 200, ...r });

beforeAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
beforeEach(() => changeMock.mockReset());

const help = (name: string) => document.getElementById(`password-change_${name}_help`);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(`password-change-${id}`), { target: { value } });
function fill(current = 'oldsecret1', next = 'newsecret1', confirm = next) {
  type('current', current);
  type('new', next);
  type('confirm', confirm);
}

test('every field is required; nothing is sent', async () => {
  renderWith(<PasswordChangeForm />);
  await userEvent.click(screen.getByTestId('password-change-submit'));
  for (const f of ['current_password', 'new_password', 'new_password_confirm']) {
    await waitFor(() => expect(help(f)).toHaveTextContent('필수 입력 항목입니다.'));
  }
  expect(changeMock).not.toHaveBeenCalled();
});

test('the new password follows the sign-up rules: its length and a matching confirmation', async () => {
  renderWith(<PasswordChangeForm />);
  fill('oldsecret1', 'short', 'short');
  await userEvent.click(screen.getByTestId('password-change-submit'));
  await waitFor(() => expect(help('new_password')).toHaveTextContent('비밀번호는 8~64자로 입력해 주세요.'));
  type('new', 'newsecret1');
  type('confirm', 'newsecret2');
  await waitFor(() => expect(help('new_password_confirm')).toHaveTextContent('비밀번호가 일치하지 않습니다.'));
  type('new', 'newsecret2'); // the confirmation is checked again when the password changes
  await waitFor(() => expect(help('new_password_confirm')).toBeNull());
  expect(changeMock).not.toHaveBeenCalled();
});

test('a wrong current password is shown under the current password field; typing again clears the form error', async () => {
  changeMock.mockResolvedValue(answer({ code: 4030, msg: 'wrong_password' }));
  renderWith(<PasswordChangeForm />);
  fill();
  await userEvent.click(screen.getByTestId('password-change-submit'));
  const text = i18n.t('common:server.wrong_password');
  expect(text).not.toMatch(/server\.wrong_password/); // translated in the common namespace
  await waitFor(() => expect(help('current_password')).toHaveTextContent(text));
  expect(screen.queryByTestId('password-change-error')).toBeNull();
  expect(screen.queryByTestId('password-change-done')).toBeNull();
  expect(changeMock).toHaveBeenCalledWith({ current_password: 'oldsecret1', new_password: 'newsecret1', new_password_confirm: 'newsecret1' });
});

test('a refusal about the request as a whole is shown above the button', async () => {
  changeMock.mockResolvedValue(answer({ code: 4290, msg: 'too_many_requests' }));
  renderWith(<PasswordChangeForm />);
  fill();
  await userEvent.click(screen.getByTestId('password-change-submit'));
  expect(await screen.findByTestId('password-change-error')).toHaveTextContent(i18n.t('common:server.too_many_requests'));
});

test('a network fault is a toast, the form keeps what was typed', async () => {
  changeMock.mockRejectedValue(new NetworkError());
  renderWith(<PasswordChangeForm />);
  fill();
  await userEvent.click(screen.getByTestId('password-change-submit'));
  expect(await screen.findByText(i18n.t('common:client.NETWORK_ERROR'))).toBeInTheDocument();
  expect(screen.getByTestId('password-change-current')).toHaveValue('oldsecret1');
  expect(screen.queryByTestId('password-change-done')).toBeNull();
});

test('success: one request, a notice that other devices were logged out, the fields emptied', async () => {
  let resolve!: (r: Result<unknown>) => void;
  changeMock.mockReturnValue(new Promise((r) => { resolve = r; }));
  renderWith(<PasswordChangeForm />);
  fill();
  await userEvent.click(screen.getByTestId('password-change-submit'));
  await userEvent.click(screen.getByTestId('password-change-submit')); // busy: not sent twice
  resolve(answer({ ok: true, data: null }));
  expect(await screen.findByTestId('password-change-done')).toHaveTextContent('비밀번호가 변경되었습니다. 다른 기기의 로그인은 종료되었습니다.');
  expect(changeMock).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('password-change-current')).toHaveValue('');
  expect(screen.getByTestId('password-change-new')).toHaveValue('');
});
