// Logout from my page: the server revokes the session, the shared store clears the spec §9 list, then /login.
import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '@casino/shared';

export const LogoutButton = observer(function LogoutButton({ testId = 'mypage-logout', block = false }: { testId?: string; block?: boolean }) {
  const { session } = useStores();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    if (busy) return;
    setBusy(true);
    await session.logout();
    navigate('/login', { replace: true });
  };
  return (
    <Button danger icon={<LogoutOutlined />} loading={busy} onClick={() => void logout()} block={block} data-testid={testId}>
      {t('mypage.logout')}
    </Button>
  );
});
