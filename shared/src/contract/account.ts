// Account area: the banks members choose from when they register, and the login field limits. The bank
// names are the ones the server knows (server/src/domain/banks.ts maps each to its KFTC code; a server test
// keeps the two lists in step). The stored value is the Korean name; `en` only helps other languages read it.
export interface BankOption { code: string; name: string; en: string }

export const KOREAN_BANKS: readonly BankOption[] = [
  { code: '004', name: '국민은행', en: 'KB Kookmin Bank' },
  { code: '088', name: '신한은행', en: 'Shinhan Bank' },
  { code: '020', name: '우리은행', en: 'Woori Bank' },
  { code: '081', name: '하나은행', en: 'Hana Bank' },
  { code: '011', name: '농협은행', en: 'NH NongHyup Bank' },
  { code: '003', name: '기업은행', en: 'IBK Industrial Bank' },
  { code: '090', name: '카카오뱅크', en: 'KakaoBank' },
  { code: '092', name: '토스뱅크', en: 'Toss Bank' },
  { code: '089', name: '케이뱅크', en: 'K Bank' },
  { code: '023', name: 'SC제일은행', en: 'SC First Bank' },
  { code: '032', name: '부산은행', en: 'Busan Bank' },
  { code: '031', name: '대구은행', en: 'iM Bank (Daegu)' },
  { code: '071', name: '우체국', en: 'Korea Post' },
  { code: '002', name: '산업은행', en: 'KDB Korea Development Bank' },
  { code: '007', name: '수협은행', en: 'Sh Suhyup Bank' },
  { code: '027', name: '씨티은행', en: 'Citibank Korea' },
  { code: '034', name: '광주은행', en: 'Kwangju Bank' },
  { code: '035', name: '제주은행', en: 'Jeju Bank' },
  { code: '037', name: '전북은행', en: 'Jeonbuk Bank' },
  { code: '039', name: '경남은행', en: 'Kyongnam Bank' },
  { code: '045', name: '새마을금고', en: 'MG Community Credit Cooperatives' },
  { code: '048', name: '신협', en: 'Shinhyup (Credit Union)' },
];

/** Login body limits (the server's LoginBody schema): longer input is refused before any lookup. */
export const LOGIN_USERNAME_MAX = 64;
export const LOGIN_PASSWORD_MAX = 128;
/** Sign-up: the referral code is optional, at most this long (validateRegister). */
export const REFERRAL_CODE_MAX = 20;
