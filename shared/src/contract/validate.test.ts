// The account and support rules both the forms and the server apply: the one bank list, usernames, and the
// inquiry and contact validators (every field's violation for the forms, the first of them for the server).
import {
  bankCode, contactViolations, findBank, inquiryViolations, KOREAN_BANKS, usernameProblem, validateContact, validateInquiry,
  validateRegister,
} from './index';

const registration = (patch: Record<string, unknown> = {}) => ({
  username: 'hong1234', email: 'hong@example.com', password: 'secret123', password_confirm: 'secret123', nickname: '홍길동',
  phone: '01012345678', bank_name: '국민은행', bank_account: '12345678901234', bank_holder: '홍길동', ...patch,
});

describe('KOREAN_BANKS: the one bank list', () => {
  it('offers each bank once, by code and by every name', () => {
    expect(new Set(KOREAN_BANKS.map((b) => b.code)).size).toBe(KOREAN_BANKS.length);
    const names = KOREAN_BANKS.flatMap((b) => [b.name, ...(b.aliases ?? [])]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives the KFTC code of a name or an alias (spaces and case ignored), "" for a bank it does not list', () => {
    for (const bank of KOREAN_BANKS) {
      for (const name of [bank.name, ...(bank.aliases ?? [])]) expect([name, bankCode(name)]).toEqual([name, bank.code]);
    }
    expect(bankCode('KB국민은행')).toBe('004');
    expect(bankCode('신한 은행')).toBe('088');
    expect(bankCode('kb국민은행')).toBe('004');
    expect(bankCode('어딘가 은행')).toBe('');
  });

  it('sign-up accepts every listed bank and refuses any other', () => {
    for (const bank of KOREAN_BANKS) expect([bank.name, validateRegister(registration({ bank_name: bank.name }))]).toEqual([bank.name, null]);
    expect(findBank('KB국민은행')?.name).toBe('국민은행');
    for (const other of ['없는은행', 'Bank of Nowhere', '은행']) {
      expect(validateRegister(registration({ bank_name: other }))).toEqual({ code: 4001, msg: 'invalid_input_value', field: 'bank_name' });
    }
  });
});

test('usernames: lower-case letters and digits (chars), 4 to 16 of them (length)', () => {
  expect(usernameProblem('hong1234')).toBeNull();
  expect(usernameProblem('abcd')).toBeNull();
  expect(usernameProblem('a'.repeat(16))).toBeNull();
  expect(usernameProblem('Hong1234')).toBe('chars');
  expect(usernameProblem('hong 123')).toBe('chars');
  expect(usernameProblem('abc')).toBe('length');
  expect(usernameProblem('a'.repeat(17))).toBe('length');
  expect(validateRegister(registration({ username: 'Hong1234' }))).toMatchObject({ field: 'username' });
});

describe('inquiry', () => {
  it('reports every field for the form and the first for the server: missing before wrong kind before too long', () => {
    expect(inquiryViolations({ title: '', content: '' })).toEqual({
      title: { code: 4000, msg: 'required_input_missing', field: 'title' },
      content: { code: 4000, msg: 'required_input_missing', field: 'content' },
    });
    expect(inquiryViolations({ title: '가'.repeat(101), content: '😀'.repeat(1000) })).toEqual({ title: { code: 4001, msg: 'title_too_long', field: 'title' } });
    expect(validateInquiry({ title: 'x'.repeat(101) })).toEqual({ code: 4000, msg: 'required_input_missing', field: 'content' });
    expect(validateInquiry({ title: 'x'.repeat(101), content: 5 })).toEqual({ code: 4001, msg: 'invalid_input_value', field: 'content' });
    expect(validateInquiry({ title: 'x'.repeat(101), content: 'y'.repeat(1001) })).toEqual({ code: 4001, msg: 'title_too_long', field: 'title' });
    expect(validateInquiry({ title: 't', content: 'c' })).toBeNull();
  });
});

describe('customer inquiry (contact)', () => {
  const contact = (patch: Record<string, unknown> = {}) => ({ name: '홍길동', email: 'hong@example.com', title: '제목', content: '내용', ...patch });

  it('checks name (≤ 50 after trimming), e-mail, then title and content like an inquiry', () => {
    expect(validateContact(contact())).toBeNull();
    expect(validateContact(contact({ name: ` ${'가'.repeat(50)} ` }))).toBeNull();
    expect(contactViolations(contact({ name: '가'.repeat(51), email: 'nope', title: '', content: 'x'.repeat(1001) }))).toEqual({
      name: { code: 4001, msg: 'invalid_input_value', field: 'name' },
      email: { code: 4001, msg: 'invalid_input_value', field: 'email' },
      title: { code: 4000, msg: 'required_input_missing', field: 'title' },
      content: { code: 4001, msg: 'content_too_long', field: 'content' },
    });
  });

  it('answers the first violation the server has always answered', () => {
    expect(validateContact(contact({ name: '가'.repeat(51), content: '' }))).toMatchObject({ code: 4000, field: 'content' });
    expect(validateContact(contact({ name: '가'.repeat(51), email: 'nope' }))).toMatchObject({ code: 4001, field: 'name' });
    expect(validateContact(contact({ title: 'x'.repeat(101), content: 7 }))).toMatchObject({ code: 4001, msg: 'invalid_input_value', field: 'content' });
  });
});
