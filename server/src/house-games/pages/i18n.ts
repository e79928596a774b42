// Texts of the house game pages and the fairness verifier: Korean and English; any other language falls back to
// English (the launch link carries `lang`). Plain text only: pages insert these with textContent.

type Language = 'ko' | 'en';

const TEXTS: Record<Language, Record<string, string>> = {
  ko: {
    reelsResult: '결과: {rows}', reelsRow: '{n}번째 줄 {symbols}', sym_W: '와일드', sym_S: '스캐터', sym_7: '세븐', sym_D: '다이아몬드', sym_B: '벨', sym_R: '바',
    sym_C: '체리', sym_L: '레몬', sym_G: '포도', sym_P: '자두', sym_O: '오렌지',
    balance: '잔액', sessionNet: '이번 세션', bet: '베팅', betDown: '베팅 줄이기', betUp: '베팅 올리기', win: '당첨', lastWin: '최근 당첨', total: '합계',
    spin: '스핀', deal: '딜', launch: '발사', auto: '자동', autoStop: '자동 중지', autoLeft: '자동 {n}회 남음',
    sound: '소리', soundOn: '소리 켜짐', soundOff: '소리 꺼짐', info: '정보', lobby: '로비로',
    loading: '게임을 불러오는 중…', wait: '{s}초 후에 다음 라운드를 시작할 수 있습니다.', tooFast: '라운드 사이에는 잠시 기다려 주세요.',
    insufficient: '잔액이 부족합니다. 잔액: {balance}', invalidBet: '이 베팅은 사용할 수 없습니다.', refused: '지금은 베팅할 수 없습니다.',
    networkError: '서버와 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.', error: '오류가 발생했습니다. 다시 시도해 주세요.',
    expiredTitle: '게임 세션이 끝났습니다', expiredBody: '로비에서 게임을 다시 시작해 주세요.',
    youWin: '{amount} 당첨!', noWin: '이번에는 당첨이 없습니다', bigWin: '빅 윈!',
    rcTitle: '잠시 쉬어 가세요', rcBody: '{minutes}분 동안 플레이했습니다. 이번 세션 결과: {net}', rcContinue: '계속하기', rcStop: '그만하기',
    tabRules: '규칙', tabFair: '공정성', tabHistory: '기록', close: '닫기', rtp: '이론 환수율(RTP)',
    payLine: '라인 {line}', scatterWin: '스캐터 {count}개', nineWin: 'NINE 보너스', lines: '{n}개 라인',
    paytable: '배당표 (라인 베팅 배수)', scatterPays: '스캐터는 어디서나: 3개 ×{a}, 4개 ×{b}, 5개 ×{c} (총 베팅 배수)',
    wildNote: 'WILD는 스캐터를 제외한 모든 심볼을 대신합니다. 왼쪽 첫 릴부터 이어진 심볼만 당첨됩니다.',
    nineNote: '가로 3줄과 대각선 2줄, 같은 심볼 3개가 당첨입니다. 9칸이 모두 같으면 NINE 보너스 ×{bonus} (총 베팅 배수).',
    baccaratNote: '8덱 슈를 라운드마다 새로 섞습니다. 플레이어 1:1, 뱅커 1:1(수수료 5%), 타이 8:1. 타이가 나오면 플레이어·뱅커 베팅은 돌려드립니다.',
    crashNote: '로켓이 추락하기 전에 목표 배수에 도달하면 베팅 × 목표 배수를 받습니다. 목표는 1.01배에서 100배까지 정할 수 있습니다.',
    serverSeedHash: '서버 시드 해시 (SHA-256)', serverSeed: '서버 시드', clientSeed: '클라이언트 시드', nonce: '논스', nextNonce: '다음 논스',
    rotate: '시드 교체 (공개)', setClientSeed: '클라이언트 시드 변경', revealed: '공개된 서버 시드', fairIntro: '결과는 HMAC-SHA256(서버 시드, "클라이언트 시드:논스:라운드")로 정해집니다. 서버 시드는 해시로 먼저 공개되고, 교체할 때 원문이 공개됩니다.',
    rotated: '이전 서버 시드가 공개되었습니다.', badClientSeed: '클라이언트 시드는 영문, 숫자, . _ - 로 1~64자입니다.',
    verify: '검증', verified: '일치합니다', mismatch: '일치하지 않습니다', notRevealed: '시드를 교체하면 검증할 수 있습니다', noRounds: '아직 라운드가 없습니다.',
    needsHttps: '이 브라우저에서는 검증할 수 없습니다 (HTTPS 필요).',
    player: '플레이어', banker: '뱅커', tie: '타이', clear: '지우기', rebet: '다시 베팅', chip: '칩', placeBets: '베팅할 곳을 누르세요',
    playerWins: '플레이어 승', bankerWins: '뱅커 승', tieResult: '타이', natural: '내추럴',
    target: '자동 캐시아웃', cashedOut: '{m} 캐시아웃!', crashed: '{m}에서 추락', flying: '비행 중',
    verifierTitle: '공정성 검증기', game: '게임', outcome: '결과', compute: '결과 계산', hashMatches: '이 해시가 플레이 전에 공개된 해시와 같은지 확인하세요.',
    seedFormat: '서버 시드는 64자리 16진수입니다.', crashPoint: '추락 배수', stops: '릴 정지 위치', cards: '카드',
  },
  en: {
    reelsResult: 'Result: {rows}', reelsRow: 'row {n}: {symbols}', sym_W: 'wild', sym_S: 'scatter', sym_7: 'seven', sym_D: 'diamond', sym_B: 'bell', sym_R: 'bar',
    sym_C: 'cherry', sym_L: 'lemon', sym_G: 'grape', sym_P: 'plum', sym_O: 'orange',
    balance: 'Balance', sessionNet: 'This session', bet: 'Bet', betDown: 'Lower the bet', betUp: 'Raise the bet', win: 'Win', lastWin: 'Last win', total: 'Total',
    spin: 'Spin', deal: 'Deal', launch: 'Launch', auto: 'Auto', autoStop: 'Stop auto', autoLeft: 'Auto: {n} left',
    sound: 'Sound', soundOn: 'Sound on', soundOff: 'Sound off', info: 'Info', lobby: 'To the lobby',
    loading: 'Loading the game…', wait: 'The next round can start in {s} s.', tooFast: 'Please wait a moment between rounds.',
    insufficient: 'Your balance is too low. Balance: {balance}', invalidBet: 'This bet is not available.', refused: 'You cannot bet right now.',
    networkError: 'Cannot reach the server. Please try again shortly.', error: 'Something went wrong. Please try again.',
    expiredTitle: 'This game session has ended', expiredBody: 'Please start the game again from the lobby.',
    youWin: 'You win {amount}!', noWin: 'No win this time', bigWin: 'Big win!',
    rcTitle: 'Time for a break?', rcBody: 'You have played for {minutes} minutes. Result of this session: {net}', rcContinue: 'Continue', rcStop: 'Stop playing',
    tabRules: 'Rules', tabFair: 'Fairness', tabHistory: 'History', close: 'Close', rtp: 'Theoretical return to player (RTP)',
    payLine: 'Line {line}', scatterWin: '{count} scatters', nineWin: 'NINE bonus', lines: '{n} lines',
    paytable: 'Paytable (multiples of the line bet)', scatterPays: 'Scatters pay anywhere: 3 ×{a}, 4 ×{b}, 5 ×{c} (multiples of the total bet)',
    wildNote: 'WILD stands in for every symbol except the scatter. Only runs starting on the leftmost reel pay.',
    nineNote: 'Three rows and two diagonals pay three of a kind. Nine matching cells add the NINE bonus ×{bonus} (multiples of the total bet).',
    baccaratNote: 'A fresh 8-deck shoe every round. Player pays 1:1, banker 1:1 less 5 % commission, tie 8:1. On a tie, player and banker bets are returned.',
    crashNote: 'If the rocket reaches your target before it crashes, you win bet × target. Targets from 1.01× to 100×.',
    serverSeedHash: 'Server seed hash (SHA-256)', serverSeed: 'Server seed', clientSeed: 'Client seed', nonce: 'Nonce', nextNonce: 'Next nonce',
    rotate: 'Rotate seeds (reveal)', setClientSeed: 'Change client seed', revealed: 'Revealed server seeds', fairIntro: 'Outcomes come from HMAC-SHA256(server seed, "client seed:nonce:round"). The server seed is published as its hash first and revealed when you rotate.',
    rotated: 'The previous server seed has been revealed.', badClientSeed: 'A client seed is 1–64 letters, digits, . _ or -.',
    verify: 'Verify', verified: 'Matches', mismatch: 'Does not match', notRevealed: 'Rotate the seeds to verify', noRounds: 'No rounds yet.',
    needsHttps: 'This browser cannot verify here (HTTPS needed).',
    player: 'Player', banker: 'Banker', tie: 'Tie', clear: 'Clear', rebet: 'Rebet', chip: 'Chip', placeBets: 'Tap a spot to bet',
    playerWins: 'Player wins', bankerWins: 'Banker wins', tieResult: 'Tie', natural: 'Natural',
    target: 'Auto cash-out', cashedOut: 'Cashed out at {m}!', crashed: 'Crashed at {m}', flying: 'Flying',
    verifierTitle: 'Fairness verifier', game: 'Game', outcome: 'Outcome', compute: 'Compute outcome', hashMatches: 'Check that this hash equals the one published before play.',
    seedFormat: 'A server seed is 64 hexadecimal characters.', crashPoint: 'Crash point', stops: 'Reel stops', cards: 'Cards',
  },
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
  const text = TEXTS[language][key] ?? TEXTS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (vars[name] === undefined ? '' : String(vars[name])));
}

/** Won: "12,345원" in Korean, "₩12,345" in English. */
export function money(amount: number | null | undefined): string {
  const n = Number(amount) || 0;
  const abs = Math.abs(n).toLocaleString(language === 'ko' ? 'ko-KR' : 'en-US');
  const sign = n < 0 ? '−' : '';
  return language === 'ko' ? `${sign}${abs}원` : `${sign}₩${abs}`;
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
