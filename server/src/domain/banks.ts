// Korean bank codes (KFTC) by the names members pick in the register form. The code is informational
// (login answer `bank_code`); an unknown name gives ''.
const BANKS: ReadonlyArray<[code: string, names: string[]]> = [
  ['002', ['산업은행', 'KDB산업은행']],
  ['003', ['기업은행', 'IBK기업은행']],
  ['004', ['국민은행', 'KB국민은행']],
  ['007', ['수협은행', 'Sh수협은행']],
  ['011', ['농협은행', 'NH농협은행', '농협']],
  ['020', ['우리은행']],
  ['023', ['SC제일은행', '제일은행']],
  ['027', ['씨티은행', '한국씨티은행']],
  ['031', ['대구은행', 'iM뱅크']],
  ['032', ['부산은행', 'BNK부산은행']],
  ['034', ['광주은행']],
  ['035', ['제주은행']],
  ['037', ['전북은행']],
  ['039', ['경남은행', 'BNK경남은행']],
  ['045', ['새마을금고', 'MG새마을금고']],
  ['048', ['신협']],
  ['071', ['우체국']],
  ['081', ['하나은행', 'KEB하나은행']],
  ['088', ['신한은행']],
  ['089', ['케이뱅크']],
  ['090', ['카카오뱅크']],
  ['092', ['토스뱅크']],
];

const BY_NAME = new Map(BANKS.flatMap(([code, names]) => names.map((n) => [n.replace(/\s+/g, '').toLowerCase(), code] as const)));

export function bankCode(name: string): string {
  return BY_NAME.get(name.replace(/\s+/g, '').toLowerCase()) ?? '';
}
