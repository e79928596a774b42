// Root page (spec §2): spinner and text rotating every 80 ms through four Korean messages, starting with
// the data text; after 500 ms a full redirect to /home.
import { useEffect, useState } from 'react';
import { SPLASH_REDIRECT_MS, SPLASH_ROTATE_MS, Spinner } from '@casino/shared';

export const SPLASH_MESSAGES = ['데이터 초기화 중입니다', '업데이트 중입니다', '잠시만 기다려 주세요', '페이지 초기화 중입니다'] as const;

const fullRedirect = (url: string) => window.location.replace(url);

export default function Splash({ redirect = fullRedirect }: { redirect?: (url: string) => void }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    // Members who ask for less motion see the first message only (no rotation; the spinner stands still by CSS).
    const still = typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
    const rotate = still ? undefined : setInterval(() => setIndex((i) => (i + 1) % SPLASH_MESSAGES.length), SPLASH_ROTATE_MS);
    const go = setTimeout(() => redirect('/home'), SPLASH_REDIRECT_MS);
    return () => { clearInterval(rotate); clearTimeout(go); };
  }, [redirect]);
  return (
    <div data-testid="splash" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 16 }}>
      <Spinner />
      {/* Screen readers hear one steady message; the rotating text is for the eyes. */}
      <p role="status" className="casino-sr-only">{SPLASH_MESSAGES[0]}</p>
      <p data-testid="splash-text" aria-hidden="true">{SPLASH_MESSAGES[index]}</p>
    </div>
  );
}
