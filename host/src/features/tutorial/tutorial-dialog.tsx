// The tutorial's dialog (./tutorial.tsx): the browser's own <dialog>, loaded only when the tutorial shows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeButton } from '@casino/shared';
import { PopupDialog } from '../../components/popup-dialog';
import { icon, MenuOutlined, SettingOutlined } from '../../layouts/icons';

const TITLE_ID = 'casino-tutorial-title';
/** @ant-design/icons-svg's swap-left drawing */
const SwapLeftOutlined = icon(['M872 572H266.8l144.3-183c4.1-5.2.4-13-6.3-13H340c-9.8 0-19.1 4.5-25.1 12.2l-164 208c-16.5 21-1.6 51.8 25.1 51.8h696c4.4 0 8-3.6 8-8v-60c0-4.4-3.6-8-8-8z'], '0 0 1024 1024');

export default function TutorialDialog({ onClose }: { onClose: (never: boolean) => void }) {
  const { t } = useTranslation('host');
  const [never, setNever] = useState(false);
  const close = () => onClose(never);
  return (
    <PopupDialog
      labelId={TITLE_ID}
      title={<span className="casino-popup__title" id={TITLE_ID}>{t('tutorial.title')}</span>}
      closeLabel={t('home.popup.close')}
      onCancel={close}
      footer={<NativeButton variant="primary" onClick={close} data-testid="tutorial-ok">{t('tutorial.ok')}</NativeButton>}
    >
      <ol className="casino-tutorial">
        <li><SwapLeftOutlined /> {t('tutorial.swipe')}</li>
        <li><MenuOutlined /> {t('tutorial.menu')}</li>
        <li><SettingOutlined /> {t('tutorial.settings')}</li>
      </ol>
      <label className="casino-tutorial__never">
        <input type="checkbox" checked={never} onChange={(e) => setNever(e.target.checked)} /> {t('tutorial.never')}
      </label>
    </PopupDialog>
  );
}
