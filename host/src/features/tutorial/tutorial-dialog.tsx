// The tutorial's dialog (./tutorial.tsx): the browser's own <dialog>, loaded only when the tutorial shows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installStyleSheet, NativeButton } from '@casino/shared';
import { PopupDialog } from '../../components/popup-dialog';
import { icon, MenuOutlined, SettingOutlined } from '../../layouts/icons';

const TITLE_ID = 'casino-tutorial-title';
// The dialog's own styles come with it (not in the shell's sheet, which every first paint loads). It zooms in as
// antd's Modal did: a dialog painted at opacity 0 is not the page's largest paint, so the phone's LCP stays the
// lobby's first card, as with antd (the dialog opens over the page the visitor already sees).
installStyleSheet('tutorial', `
.casino-tutorial-dialog { animation: casino-tutorial-enter 0.2s ease-out; }
@keyframes casino-tutorial-enter { from { opacity: 0; transform: scale(0.9); } }
@media (prefers-reduced-motion: reduce) { .casino-tutorial-dialog { animation: none; } }
.casino-tutorial { padding-left: 20px; display: grid; gap: 8px; margin: 0 0 16px; line-height: 1.6; }
.casino-tutorial__never { display: inline-flex; align-items: center; gap: 8px; min-height: 32px; cursor: pointer; }
.casino-tutorial__never input { width: 18px; height: 18px; margin: 0; }
`);
/** @ant-design/icons-svg's swap-left drawing */
const SwapLeftOutlined = icon(['M872 572H266.8l144.3-183c4.1-5.2.4-13-6.3-13H340c-9.8 0-19.1 4.5-25.1 12.2l-164 208c-16.5 21-1.6 51.8 25.1 51.8h696c4.4 0 8-3.6 8-8v-60c0-4.4-3.6-8-8-8z'], '0 0 1024 1024');

export default function TutorialDialog({ onClose }: { onClose: (never: boolean) => void }) {
  const { t } = useTranslation('host');
  const [never, setNever] = useState(false);
  const close = () => onClose(never);
  return (
    <PopupDialog
      className="casino-tutorial-dialog"
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
