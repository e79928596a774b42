// ./LoginPanel — the login slide panel the host toggles from the app bar.
import { Button, Drawer, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '@casino/shared';

const LoginPanel = observer(function LoginPanel() {
  const { ui } = useStores();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const go = (path: string) => { ui.setLoginPanelOpen(false); navigate(path); };
  return (
    <Drawer open={ui.loginPanelOpen} onClose={() => ui.setLoginPanelOpen(false)} placement="right" title={t('title.login')} data-testid="login-panel">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button type="primary" block onClick={() => go('/login')}>{t('title.login')}</Button>
        <Button block onClick={() => go('/account/register')}>{t('title.account-register')}</Button>
      </Space>
    </Drawer>
  );
});
export default LoginPanel;
