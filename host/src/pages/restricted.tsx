// /restricted: shown when the server answers 4030 `jurisdiction_blocked` (sign-up, login, game launch) —
// the service is not offered in the member's country; links to the licence page.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

export default function Restricted() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('restricted.title')}
      subTitle={t('restricted.body')}
      data-testid="restricted"
      extra={[
        <Link key="licence" to="/etc/licence" data-testid="restricted-licence">{t('restricted.licence')}</Link>,
        <Button key="home" type="primary" onClick={() => navigate('/home')}>{t('restricted.home')}</Button>,
      ]}
    />
  );
}
