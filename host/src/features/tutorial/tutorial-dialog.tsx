// The tutorial's dialog (antd): loaded only when the tutorial shows, on a touch-size screen (./tutorial.tsx).
import { Checkbox, Modal } from 'antd';
import { MenuOutlined, SettingOutlined, SwapLeftOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function TutorialDialog({ onClose }: { onClose: (never: boolean) => void }) {
  const { t } = useTranslation('host');
  const [never, setNever] = useState(false);
  const close = () => onClose(never);
  return (
    <Modal open onOk={close} onCancel={close} okText={t('tutorial.ok')} cancelButtonProps={{ style: { display: 'none' } }}
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
