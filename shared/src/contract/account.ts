// Account area: the banks members choose from when they register, and the login field limits. KOREAN_BANKS is
// the only bank list: the sign-up form offers it, validateRegister (server and form) accepts only its banks, and
// the login answer's `bank_code` (KFTC) is looked up in it. The stored value is the Korean name; `en` only helps
// other languages read it; `aliases` are other spellings of the same bank (older accounts, e.g. the demo's
// "KB국민은행"), which bankCode also knows.
export interface BankOption { code: string; name: string; en: string; aliases?: readonly string[] }

export const KOREAN_BANKS: readonly BankOption[] = [
  { code: '004', name: '국민은행', en: 'KB Kookmin Bank', aliases: ['KB국민은행'] },
  { code: '088', name: '신한은행', en: 'Shinhan Bank' },
  { code: '020', name: '우리은행', en: 'Woori Bank' },
  { code: '081', name: '하나은행', en: 'Hana Bank', aliases: ['KEB하나은행'] },
  { code: '011', name: '농협은행', en: 'NH NongHyup Bank', aliases: ['NH농협은행', '농협'] },
  { code: '003', name: '기업은행', en: 'IBK Industrial Bank', aliases: ['IBK기업은행'] },
  { code: '090', name: '카카오뱅크', en: 'KakaoBank' },
  { code: '092', name: '토스뱅크', en: 'Toss Bank' },
  { code: '089', name: '케이뱅크', en: 'K Bank' },
  { code: '023', name: 'SC제일은행', en: 'SC First Bank', aliases: ['제일은행'] },
  { code: '032', name: '부산은행', en: 'Busan Bank', aliases: ['BNK부산은행'] },
  { code: '031', name: '대구은행', en: 'iM Bank (Daegu)', aliases: ['iM뱅크'] },
  { code: '071', name: '우체국', en: 'Korea Post' },
  { code: '002', name: '산업은행', en: 'KDB Korea Development Bank', aliases: ['KDB산업은행'] },
  { code: '007', name: '수협은행', en: 'Sh Suhyup Bank', aliases: ['Sh수협은행'] },
  { code: '027', name: '씨티은행', en: 'Citibank Korea', aliases: ['한국씨티은행'] },
  { code: '034', name: '광주은행', en: 'Kwangju Bank' },
  { code: '035', name: '제주은행', en: 'Jeju Bank' },
  { code: '037', name: '전북은행', en: 'Jeonbuk Bank' },
  { code: '039', name: '경남은행', en: 'Kyongnam Bank', aliases: ['BNK경남은행'] },
  { code: '045', name: '새마을금고', en: 'MG Community Credit Cooperatives', aliases: ['MG새마을금고'] },
  { code: '048', name: '신협', en: 'Shinhyup (Credit Union)' },
];

const bankKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();
const BANK_BY_NAME = new Map(KOREAN_BANKS.flatMap((b) => [b.name, ...(b.aliases ?? [])].map((n) => [bankKey(n), b] as const)));

/** The bank of a name members register with (its name or an alias; spaces and case ignored), or undefined. */
export const findBank = (name: string): BankOption | undefined => BANK_BY_NAME.get(bankKey(name));

/** The KFTC code of a bank name ('' for a name the list does not know). */
export const bankCode = (name: string): string => findBank(name)?.code ?? '';

/** Login body limits (the server's LoginBody schema): longer input is refused before any lookup. */
export const LOGIN_USERNAME_MAX = 64;
export const LOGIN_PASSWORD_MAX = 128;
/** Sign-up: the referral code is optional, at most this long (validateRegister). */
export const REFERRAL_CODE_MAX = 20;

/** A member changes his password on my page (Paths.accountPassword). Wrong current password: 4030 `wrong_password`. */
export interface PasswordChangeRequest { current_password: string; new_password: string; new_password_confirm: string }
/**
 * A member sets a new password with a reset token (Paths.passwordReset). Support issues the token in the back office
 * (OperatorPaths.memberPasswordReset) and hands the member its link; it expires after PASSWORD_RESET_TTL_MINUTES and
 * works once. An unknown, used or expired token: 4001 `invalid_token` / `token_expired`. Every session of the member ends.
 */
export interface PasswordResetRequest { token: string; new_password: string; new_password_confirm: string }
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** The site's page a reset link opens: `<site>/reset-password#token=<token>` (a fragment: never sent to any server log). */
export const PASSWORD_RESET_PAGE = '/reset-password';
