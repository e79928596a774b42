// Texts of the house game pages and the fairness verifier: Korean and English; any other language falls back to
// English (the launch link carries `lang`). One table, one row per key with both languages, so a text cannot
// exist in one language only (the type asks for both). Plain text only: pages insert these with textContent.

type Language = 'ko' | 'en';

const TEXTS: Record<string, Record<Language, string>> = {
  reelsResult: { ko: '결과: {rows}', en: 'Result: {rows}' },
  reelsRow: { ko: '{n}번째 줄 {symbols}', en: 'row {n}: {symbols}' },
  sym_W: { ko: '와일드', en: 'wild' },
  sym_S: { ko: '스캐터', en: 'scatter' },
  sym_7: { ko: '세븐', en: 'seven' },
  sym_D: { ko: '다이아몬드', en: 'diamond' },
  sym_B: { ko: '벨', en: 'bell' },
  sym_R: { ko: '바', en: 'bar' },
  sym_C: { ko: '체리', en: 'cherry' },
  sym_L: { ko: '레몬', en: 'lemon' },
  sym_G: { ko: '포도', en: 'grape' },
  sym_P: { ko: '자두', en: 'plum' },
  sym_O: { ko: '오렌지', en: 'orange' },
  balance: { ko: '잔액', en: 'Balance' },
  sessionNet: { ko: '이번 세션', en: 'This session' },
  bet: { ko: '베팅', en: 'Bet' },
  betDown: { ko: '베팅 줄이기', en: 'Lower the bet' },
  betUp: { ko: '베팅 올리기', en: 'Raise the bet' },
  win: { ko: '당첨', en: 'Win' },
  lastWin: { ko: '최근 당첨', en: 'Last win' },
  total: { ko: '합계', en: 'Total' },
  spin: { ko: '스핀', en: 'Spin' },
  deal: { ko: '딜', en: 'Deal' },
  launch: { ko: '발사', en: 'Launch' },
  auto: { ko: '자동', en: 'Auto' },
  autoStop: { ko: '자동 중지', en: 'Stop auto' },
  autoLeft: { ko: '자동 {n}회 남음', en: 'Auto: {n} left' },
  sound: { ko: '소리', en: 'Sound' },
  soundOn: { ko: '소리 켜짐', en: 'Sound on' },
  soundOff: { ko: '소리 꺼짐', en: 'Sound off' },
  info: { ko: '정보', en: 'Info' },
  lobby: { ko: '로비로', en: 'To the lobby' },
  loading: { ko: '게임을 불러오는 중…', en: 'Loading the game…' },
  wait: { ko: '{s}초 후에 다음 라운드를 시작할 수 있습니다.', en: 'The next round can start in {s} s.' },
  tooFast: { ko: '라운드 사이에는 잠시 기다려 주세요.', en: 'Please wait a moment between rounds.' },
  insufficient: { ko: '잔액이 부족합니다. 잔액: {balance}', en: 'Your balance is too low. Balance: {balance}' },
  invalidBet: { ko: '이 베팅은 사용할 수 없습니다.', en: 'This bet is not available.' },
  refused: { ko: '지금은 베팅할 수 없습니다.', en: 'You cannot bet right now.' },
  refusedBySite: { ko: '사이트 운영팀이 게임 이용을 중지했습니다. 사유: {reason}. {until}까지 적용됩니다.', en: "The site's team has paused your play. Reason: {reason}. Until {until}." },
  refusedBySitePermanent: { ko: '사이트 운영팀이 게임 이용을 중지했습니다. 사유: {reason}.', en: "The site's team has paused your play. Reason: {reason}." },
  networkError: { ko: '서버와 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.', en: 'Cannot reach the server. Please try again shortly.' },
  error: { ko: '오류가 발생했습니다. 다시 시도해 주세요.', en: 'Something went wrong. Please try again.' },
  expiredTitle: { ko: '게임 세션이 끝났습니다', en: 'This game session has ended' },
  expiredBody: { ko: '로비에서 게임을 다시 시작해 주세요.', en: 'Please start the game again from the lobby.' },
  youWin: { ko: '{amount} 당첨!', en: 'You win {amount}!' },
  noWin: { ko: '이번에는 당첨이 없습니다', en: 'No win this time' },
  bigWin: { ko: '빅 윈!', en: 'Big win!' },
  rcTitle: { ko: '잠시 쉬어 가세요', en: 'Time for a break?' },
  rcBody: { ko: '{minutes}분 동안 플레이했습니다. 이번 세션 결과: {net}', en: 'You have played for {minutes} minutes. Result of this session: {net}' },
  rcContinue: { ko: '계속하기', en: 'Continue' },
  rcStop: { ko: '그만하기', en: 'Stop playing' },
  tabRules: { ko: '규칙', en: 'Rules' },
  tabFair: { ko: '공정성', en: 'Fairness' },
  tabHistory: { ko: '기록', en: 'History' },
  close: { ko: '닫기', en: 'Close' },
  rtp: { ko: '이론 환수율(RTP)', en: 'Theoretical return to player (RTP)' },
  payLine: { ko: '라인 {line}', en: 'Line {line}' },
  scatterWin: { ko: '스캐터 {count}개', en: '{count} scatters' },
  nineWin: { ko: 'NINE 보너스', en: 'NINE bonus' },
  lines: { ko: '{n}개 라인', en: '{n} lines' },
  paytable: { ko: '배당표 (라인 베팅 배수)', en: 'Paytable (multiples of the line bet)' },
  scatterPays: { ko: '스캐터는 어디서나: 3개 ×{a}, 4개 ×{b}, 5개 ×{c} (총 베팅 배수)', en: 'Scatters pay anywhere: 3 ×{a}, 4 ×{b}, 5 ×{c} (multiples of the total bet)' },
  wildNote: { ko: 'WILD는 스캐터를 제외한 모든 심볼을 대신합니다. 왼쪽 첫 릴부터 이어진 심볼만 당첨됩니다.', en: 'WILD stands in for every symbol except the scatter. Only runs starting on the leftmost reel pay.' },
  nineNote: { ko: '가로 3줄과 대각선 2줄, 같은 심볼 3개가 당첨입니다. 9칸이 모두 같으면 NINE 보너스 ×{bonus} (총 베팅 배수).', en: 'Three rows and two diagonals pay three of a kind. Nine matching cells add the NINE bonus ×{bonus} (multiples of the total bet).' },
  baccaratNote: { ko: '8덱 슈를 라운드마다 새로 섞습니다. 플레이어 1:1, 뱅커 1:1(수수료 5%), 타이 8:1. 타이가 나오면 플레이어·뱅커 베팅은 돌려드립니다.', en: 'A fresh 8-deck shoe every round. Player pays 1:1, banker 1:1 less 5 % commission, tie 8:1. On a tie, player and banker bets are returned.' },
  crashNote: { ko: '로켓이 추락하기 전에 목표 배수에 도달하면 베팅 × 목표 배수를 받습니다. 목표는 1.01배에서 100배까지 정할 수 있습니다.', en: 'If the rocket reaches your target before it crashes, you win bet × target. Targets from 1.01× to 100×.' },
  serverSeedHash: { ko: '서버 시드 해시 (SHA-256)', en: 'Server seed hash (SHA-256)' },
  serverSeed: { ko: '서버 시드', en: 'Server seed' },
  clientSeed: { ko: '클라이언트 시드', en: 'Client seed' },
  nonce: { ko: '논스', en: 'Nonce' },
  nextNonce: { ko: '다음 논스', en: 'Next nonce' },
  rotate: { ko: '시드 교체 (공개)', en: 'Rotate seeds (reveal)' },
  setClientSeed: { ko: '클라이언트 시드 변경', en: 'Change client seed' },
  revealed: { ko: '공개된 서버 시드', en: 'Revealed server seeds' },
  fairIntro: { ko: '결과는 HMAC-SHA256(서버 시드, "클라이언트 시드:논스:라운드")로 정해집니다. 서버 시드는 해시로 먼저 공개되고, 교체할 때 원문이 공개됩니다.', en: 'Outcomes come from HMAC-SHA256(server seed, "client seed:nonce:round"). The server seed is published as its hash first and revealed when you rotate.' },
  rotated: { ko: '이전 서버 시드가 공개되었습니다.', en: 'The previous server seed has been revealed.' },
  badClientSeed: { ko: '클라이언트 시드는 영문, 숫자, . _ - 로 1~64자입니다.', en: 'A client seed is 1–64 letters, digits, . _ or -.' },
  verify: { ko: '검증', en: 'Verify' },
  verified: { ko: '일치합니다', en: 'Matches' },
  mismatch: { ko: '일치하지 않습니다', en: 'Does not match' },
  notRevealed: { ko: '시드를 교체하면 검증할 수 있습니다', en: 'Rotate the seeds to verify' },
  noRounds: { ko: '아직 라운드가 없습니다.', en: 'No rounds yet.' },
  needsHttps: { ko: '이 브라우저에서는 검증할 수 없습니다 (HTTPS 필요).', en: 'This browser cannot verify here (HTTPS needed).' },
  player: { ko: '플레이어', en: 'Player' },
  banker: { ko: '뱅커', en: 'Banker' },
  tie: { ko: '타이', en: 'Tie' },
  clear: { ko: '지우기', en: 'Clear' },
  rebet: { ko: '다시 베팅', en: 'Rebet' },
  chip: { ko: '칩', en: 'Chip' },
  placeBets: { ko: '베팅할 곳을 누르세요', en: 'Tap a spot to bet' },
  playerWins: { ko: '플레이어 승', en: 'Player wins' },
  bankerWins: { ko: '뱅커 승', en: 'Banker wins' },
  tieResult: { ko: '타이', en: 'Tie' },
  natural: { ko: '내추럴', en: 'Natural' },
  target: { ko: '자동 캐시아웃', en: 'Auto cash-out' },
  cashedOut: { ko: '{m} 캐시아웃!', en: 'Cashed out at {m}!' },
  crashed: { ko: '{m}에서 추락', en: 'Crashed at {m}' },
  flying: { ko: '비행 중', en: 'Flying' },
  verifierTitle: { ko: '공정성 검증기', en: 'Fairness verifier' },
  game: { ko: '게임', en: 'Game' },
  outcome: { ko: '결과', en: 'Outcome' },
  compute: { ko: '결과 계산', en: 'Compute outcome' },
  hashMatches: { ko: '이 해시가 플레이 전에 공개된 해시와 같은지 확인하세요.', en: 'Check that this hash equals the one published before play.' },
  seedFormat: { ko: '서버 시드는 64자리 16진수입니다.', en: 'A server seed is 64 hexadecimal characters.' },
  crashPoint: { ko: '추락 배수', en: 'Crash point' },
  stops: { ko: '릴 정지 위치', en: 'Reel stops' },
  cards: { ko: '카드', en: 'Cards' },
};

let language: Language = 'en';

/** ko, or en for every other language (the site's other languages fall back to English here). */
export function setLanguage(lang: string | null | undefined): Language {
  language = String(lang || '').toLowerCase().startsWith('ko') ? 'ko' : 'en';
  document.documentElement.lang = language;
  return language;
}

export const currentLanguage = () => language;

export function t(key: string, vars: Record<string, string | number> = {}): string {
  const text = TEXTS[key]?.[language] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (vars[name] === undefined ? '' : String(vars[name])));
}

/** Won: "12,345원" in Korean, "₩12,345" in English. */
export function money(amount: number | null | undefined): string {
  const n = Number(amount) || 0;
  const abs = Math.abs(n).toLocaleString(language === 'ko' ? 'ko-KR' : 'en-US');
  const sign = n < 0 ? '−' : '';
  return language === 'ko' ? `${sign}${abs}원` : `${sign}₩${abs}`;
}

/** A date and time in Seoul for the page's language, e.g. "2026. 12. 9. 오후 3:00" / "12/9/2026, 3:00 PM". */
export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString(language === 'ko' ? 'ko-KR' : 'en-US', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' });
}

/** A signed amount for the session's net position. */
export const signedMoney = (amount: number): string => (amount > 0 ? `+${money(amount)}` : money(amount));

/** Fills every [data-i18n] element's text (and [data-i18n-label] aria-labels/titles). */
export function translatePage(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n]')) el.textContent = t(el.dataset.i18n ?? '');
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n-label]')) {
    el.setAttribute('aria-label', t(el.dataset.i18nLabel ?? ''));
    el.setAttribute('title', t(el.dataset.i18nLabel ?? ''));
  }
}

/** The page's language from its address (`?lang=`), else the browser's; then the page's fixed texts. */
export function startLanguage(): Language {
  const chosen = setLanguage(new URLSearchParams(window.location.search).get('lang') || navigator.language || 'ko');
  translatePage();
  return chosen;
}
