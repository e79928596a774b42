// The sign-up form offers the banks of @casino/shared/contract (KOREAN_BANKS); the server derives the KFTC
// code of the login answer from the stored name. The two lists must stay in step.
import { KOREAN_BANKS } from '@casino/shared/contract';
import { bankCode } from '../../src/domain/banks';

describe('KOREAN_BANKS (sign-up choices) and the server bank codes', () => {
  it.each(KOREAN_BANKS.map((b) => [b.name, b.code]))('%s maps to %s', (name, code) => {
    expect(bankCode(name)).toBe(code);
  });

  it('offers each bank once', () => {
    expect(new Set(KOREAN_BANKS.map((b) => b.code)).size).toBe(KOREAN_BANKS.length);
    expect(new Set(KOREAN_BANKS.map((b) => b.name)).size).toBe(KOREAN_BANKS.length);
  });
});
