// The swipe-and-menu tutorial (spec §2) for touch screens: how to open the games drawer with a swipe from
// the right edge and the menu with the menu button. "Don't show again" is remembered in local storage;
// otherwise it shows once per browser session.
import { Checkbox, Modal } from 'antd';
import { MenuOutlined, SettingOutlined, SwapLeftOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '@casino/shared';
import { useIsMobile } from '../../lib/use-mobile';

export const TUTORIAL_HIDDEN_KEY = 'tutorial_hidden';
const SEEN_THIS_SESSION = 'casino.tutorial_seen';

function shouldShow(): boolean {
  if (storage.get(TUTORIAL_HIDDEN_KEY) === '1') return false;
  try { return sessionStorage.getItem(SEEN_THIS_SESSION) !== '1'; } catch { return true; }
}

/** Renders the tutorial on touch-size screens; calls `onDone` once it is closed or not needed. */
export function Tutorial({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('host');
  const mobile = useIsMobile();
  const [open, setOpen] = useState(shouldShow);
  const [never, setNever] = useState(false);
  const showing = mobile && open;
  useEffect(() => { if (!showing) onDone?.(); }, [showing, onDone]);
  if (!mobile) return null;
  const close = () => {
    if (never) storage.set(TUTORIAL_HIDDEN_KEY, '1');
    try { sessionStorage.setItem(SEEN_THIS_SESSION, '1'); } catch { /* private mode */ }
    setOpen(false);
  };
  return (
    <Modal open={open} onOk={close} onCancel={close} okText={t('tutorial.ok')} cancelButtonProps={{ style: { display: 'none' } }}
      title={t('tutorial.title')} centered>
      <ol className="casino-tutorial">
        <li><SwapLeftOutlined aria-hidden /> {t('tutorial.swipe')}</li>
        <li><MenuOutlined aria-hidden /> {t('tutorial.menu')}</li>
        <li><SettingOutlined aria-hidden /> {t('tutorial.settings')}</li>
      </ol>
      <Checkbox checked={never} onChange={(e) => setNever(e.target.checked)}>{t('tutorial.never')}</Checkbox>
    </Modal>
  );
}
