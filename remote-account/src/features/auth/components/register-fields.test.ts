import { validateRegister } from '@casino/shared';
import { checkDateOfBirth, checkRegister, localToday, toRegisterRequest, type RegisterValues } from './register-fields';

const valid: RegisterValues = {
  username: 'hong1234', email: 'hong@example.com', password: 'secret123', password_confirm: 'secret123', nickname: '홍길동',
  phone: '01012345678', referral_code: '', bank_name: '국민은행', bank_account: '12345678901234', bank_holder: '홍길동',
  date_of_birth: '1990-01-31',
};
const first = (patch: RegisterValues, field: string) => checkRegister({ ...valid, ...patch })[field];

test('a complete, valid form has no problem and sends trimmed values without an empty referral code', () => {
  expect(checkRegister(valid)).toEqual({});
  const body = toRegisterRequest({ ...valid, username: ' hong1234 ', nickname: ' 홍길동 ', password: ' pass word ', password_confirm: ' pass word ' });
  expect(body).toMatchObject({ username: 'hong1234', nickname: '홍길동', password: ' pass word ' });
  expect(body).not.toHaveProperty('referral_code');
  expect(toRegisterRequest({ ...valid, referral_code: ' FRIEND ' }).referral_code).toBe('FRIEND');
});

test.each(['username', 'email', 'password', 'password_confirm', 'nickname', 'phone', 'bank_account', 'bank_holder', 'date_of_birth'])('%s is required', (field) => {
  expect(first({ [field]: '  ' }, field)).toEqual({ key: 'validation.required' });
});

test('the bank is chosen from the list', () => {
  expect(first({ bank_name: '' }, 'bank_name')).toEqual({ key: 'validation.selectRequired' });
});

test('account id: a–z and 0–9 only, 4 to 16 characters', () => {
  expect(first({ username: 'Hong1234' }, 'username')).toEqual({ key: 'validation.usernameChars' });
  expect(first({ username: 'hong_12' }, 'username')).toEqual({ key: 'validation.usernameChars' });
  expect(first({ username: 'abc' }, 'username')).toEqual({ key: 'validation.usernameLength', values: { min: 4, max: 16 } });
  expect(first({ username: 'a'.repeat(17) }, 'username')).toEqual({ key: 'validation.usernameLength', values: { min: 4, max: 16 } });
  expect(first({ username: 'abcd' }, 'username')).toBeUndefined();
  expect(first({ username: 'a'.repeat(16) }, 'username')).toBeUndefined();
});

test('e-mail: a valid address of at most 100 characters', () => {
  expect(first({ email: 'hong@example' }, 'email')).toEqual({ key: 'validation.email' });
  expect(first({ email: 'hong example.com' }, 'email')).toEqual({ key: 'validation.email' });
  expect(first({ email: `${'a'.repeat(95)}@x.com` }, 'email')).toEqual({ key: 'validation.maxLength', values: { max: 100 } });
});

test('password: 8 to 64 characters, and the confirmation must match', () => {
  expect(first({ password: 'short12', password_confirm: 'short12' }, 'password')).toEqual({ key: 'validation.passwordLength', values: { min: 8, max: 64 } });
  expect(first({ password: 'x'.repeat(65), password_confirm: 'x'.repeat(65) }, 'password')).toEqual({ key: 'validation.passwordLength', values: { min: 8, max: 64 } });
  expect(first({ password_confirm: 'secret124' }, 'password_confirm')).toEqual({ key: 'validation.passwordMismatch' });
});

test('nickname: 2 to 12 characters (counted as characters, spaces around ignored)', () => {
  expect(first({ nickname: '홍' }, 'nickname')).toEqual({ key: 'validation.nicknameLength', values: { min: 2, max: 12 } });
  expect(first({ nickname: '가'.repeat(13) }, 'nickname')).toEqual({ key: 'validation.nicknameLength', values: { min: 2, max: 12 } });
  expect(first({ nickname: ` ${'가'.repeat(12)} ` }, 'nickname')).toBeUndefined();
});

test('phone: numbers only, 10 or 11 digits', () => {
  expect(first({ phone: '010-1234-5678' }, 'phone')).toEqual({ key: 'validation.digits' });
  expect(first({ phone: '010123456' }, 'phone')).toEqual({ key: 'validation.phoneLength', values: { min: 10, max: 11 } });
  expect(first({ phone: '010123456789' }, 'phone')).toEqual({ key: 'validation.phoneLength', values: { min: 10, max: 11 } });
  expect(first({ phone: '0212345678' }, 'phone')).toBeUndefined();
});

test('bank account: numbers only, at most 20; holder at most 30; referral code at most 20', () => {
  expect(first({ bank_account: '123-456' }, 'bank_account')).toEqual({ key: 'validation.digits' });
  expect(first({ bank_account: '1'.repeat(21) }, 'bank_account')).toEqual({ key: 'validation.maxLength', values: { max: 20 } });
  expect(first({ bank_holder: '가'.repeat(31) }, 'bank_holder')).toEqual({ key: 'validation.maxLength', values: { max: 30 } });
  expect(first({ referral_code: 'R'.repeat(21) }, 'referral_code')).toEqual({ key: 'validation.maxLength', values: { max: 20 } });
});

// The form and the server judge with the same contract: whatever the form lets through, the server accepts,
// and whatever the server refuses, the form refuses first.
test.each<[string, RegisterValues]>([
  ['valid', {}],
  ['uppercase id', { username: 'Hong1234' }],
  ['short id', { username: 'abc' }],
  ['long id', { username: 'a'.repeat(17) }],
  ['bad e-mail', { email: 'a@b' }],
  ['long e-mail', { email: `${'a'.repeat(95)}@x.com` }],
  ['short password', { password: 'abc', password_confirm: 'abc' }],
  ['long password', { password: 'p'.repeat(65), password_confirm: 'p'.repeat(65) }],
  ['mismatch', { password_confirm: 'different1' }],
  ['short nickname', { nickname: '홍' }],
  ['long nickname', { nickname: 'n'.repeat(13) }],
  ['phone letters', { phone: '0101234567a' }],
  ['short phone', { phone: '123456789' }],
  ['account letters', { bank_account: '12a' }],
  ['long account', { bank_account: '1'.repeat(21) }],
  ['long holder', { bank_holder: 'h'.repeat(31) }],
  ['long referral', { referral_code: 'r'.repeat(21) }],
  ['blank bank', { bank_name: '' }],
  ['bank the contract does not list', { bank_name: '없는은행' }],
  ['a listed bank by its alias', { bank_name: 'KB국민은행' }],
  ['username with capitals', { username: 'Hong1234' }],
])('agrees with validateRegister: %s', (_name, patch) => {
  const values = { ...valid, ...patch };
  const formOk = Object.keys(checkRegister(values)).length === 0;
  expect(formOk).toBe(validateRegister(toRegisterRequest(values) as unknown as Record<string, unknown>) === null);
});

test('date of birth: a real date of someone at least 19 (the contract default) today, counted to the day', () => {
  expect(checkDateOfBirth('2007-11-21', '2026-11-21')).toBeNull(); // 19th birthday today
  expect(checkDateOfBirth('2007-11-22', '2026-11-21')).toEqual({ key: 'validation.underage', values: { min: 19 } });
  expect(checkDateOfBirth('2007-11-22', '2026-11-22', 20)).toEqual({ key: 'validation.underage', values: { min: 20 } });
  expect(checkDateOfBirth('2008-02-29', '2027-02-28')).toEqual({ key: 'validation.underage', values: { min: 19 } });
  for (const bad of ['1990-02-30', '31-01-1990', '1990/01/31', '2030-01-01', '1800-01-01']) {
    expect(checkDateOfBirth(bad, '2026-11-21')).toEqual({ key: 'validation.dateOfBirth' });
  }
  expect(first({ date_of_birth: '2020-01-01' }, 'date_of_birth')).toEqual({ key: 'validation.underage', values: { min: 19 } });
  expect(toRegisterRequest(valid)).toMatchObject({ date_of_birth: '1990-01-31' });
});

test('today is the local calendar date', () => {
  expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
});
