import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function NotFound() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result status="404" title="404" subTitle={t('notFound.body')} data-testid="not-found"
      extra={<Button type="primary" onClick={() => navigate('/home')}>{t('notFound.home')}</Button>} />
  );
}
