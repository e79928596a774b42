// Reality check: while a game is open and the member set an interval (reality_check_minutes), every N
// minutes of play a dialog shows the time since login and the net result since login, with "continue"
// (the clock starts again) and "stop playing" (closes the game frame). Play time counts only while the
// game frame is open and the dialog is closed; it adds up across games.
import { observer } from 'mobx-react-lite';
import { lazy, useEffect, useRef, useState } from 'react';
import { useStores, type SessionSummary } from '@casino/shared';
import { getSessionSummary } from './api/get-session-summary';
import { AntdScope } from '../../components/antd-lazy';

// the dialog (antd) loads when it first shows (issue 19: a member's pages load no antd for it before)
const RealityCheckDialog = lazy(() => import('./reality-check-dialog'));

const MINUTE = 60_000;

async function fetchSummary(): Promise<SessionSummary | null> {
  try {
    const res = await getSessionSummary();
    return res.ok && res.data ? res.data : null;
  } catch {
    return null;
  }
}

export const RealityCheck = observer(function RealityCheck() {
  const { ui, session } = useStores();
  const [summary, setSummary] = useState<SessionSummary | null>(null);
  const played = useRef(0); // ms of play since the last dialog
  const active = ui.overlayShown && session.isLoggedIn && summary === null;

  useEffect(() => { if (!ui.overlayShown) setSummary(null); }, [ui.overlayShown]);
  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let startedAt = Date.now();
    void fetchSummary().then((first) => {
      const minutes = first?.reality_check_minutes;
      if (cancelled || !minutes || minutes <= 0) return;
      startedAt = Date.now();
      timer = setTimeout(async () => {
        played.current = 0;
        startedAt = Date.now();
        const now = await fetchSummary();
        if (!cancelled && now) setSummary(now);
      }, Math.max(0, minutes * MINUTE - played.current));
    });
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      played.current += Date.now() - startedAt;
    };
  }, [active]);

  if (!summary) return null;
  const close = (stop: boolean) => {
    played.current = 0;
    if (stop) ui.closeGame();
    setSummary(null);
  };
  return (
    <AntdScope fallback={null}>
      <RealityCheckDialog summary={summary} open={ui.overlayShown} onClose={close} />
    </AntdScope>
  );
});
