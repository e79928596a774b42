// Reality check: while a game is open and the member set an interval (reality_check_minutes), every N
// minutes of play a dialog shows the time since login and the net result since login, with "continue"
// (the clock starts again) and "stop playing" (closes the game frame). Play time counts only while the
// game frame is open and the dialog is closed; it adds up across games.
import { Button, Descriptions, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type SessionSummary } from '@casino/shared';
import { formatWon } from '../../lib/format';
import { getSessionSummary } from './api/get-session-summary';

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
  const { t } = useTranslation('host');
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
  const net = summary.net_result;
  return (
    <Modal
      open={ui.overlayShown}
      title={t('realityCheck.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      data-testid="reality-check"
      footer={[
        <Button key="stop" danger onClick={() => close(true)} data-testid="reality-check-stop">{t('realityCheck.stop')}</Button>,
        <Button key="go" type="primary" onClick={() => close(false)} data-testid="reality-check-continue">{t('realityCheck.continue')}</Button>,
      ]}
    >
      <p>{t('realityCheck.body', { minutes: summary.reality_check_minutes ?? 0 })}</p>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('realityCheck.played')}>
          <span data-testid="reality-check-minutes">{t('realityCheck.minutes', { minutes: summary.minutes_since_login })}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('realityCheck.net')}>
          <span data-testid="reality-check-net">{t('realityCheck.won', { amount: `${net > 0 ? '+' : ''}${formatWon(net)}` })}</span>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
});
