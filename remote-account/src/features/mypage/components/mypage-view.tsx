// /account/mypagelist: the member's profile with the ways on (info dialog, settlement account, deposit,
// withdraw), logout, and below them what the page adds (the responsible-gaming section of its own feature).
import { BankOutlined, IdcardOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LogoutButton } from './logout-button';
import { ProfileDetails } from './profile-details';
import { useProfile } from './use-profile';

export const MypageView = observer(function MypageView({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { values, loaded } = useProfile();
  return (
    <section className="casino-page" data-testid="mypage">
      <Typography.Title level={2}>{t('mypage.title')}</Typography.Title>
      <Card
        title={loaded ? <span data-testid="mypage-greeting">{t('mypage.greeting', { name: values.nickname })}</span> : t('mypage.title')}
        extra={loaded ? <Typography.Text type="secondary">{values.username}</Typography.Text> : null}
      >
        <ProfileDetails values={values} loaded={loaded} />
      </Card>
      <Flex wrap gap={8} style={{ marginTop: 16 }}>
        <Button type="primary" icon={<IdcardOutlined />} onClick={() => navigate('/account/modal-mypage-info')} data-testid="mypage-open-info">
          {t('mypage.openInfo')}
        </Button>
        <Button icon={<BankOutlined />} onClick={() => navigate('/account/sub-modal-mypage-info')} data-testid="mypage-open-settlement">
          {t('mypage.openSettlement')}
        </Button>
        <Button onClick={() => navigate('/wallet/depositpage')}>{t('mypage.deposit')}</Button>
        <Button onClick={() => navigate('/wallet/withdrawpage')}>{t('mypage.withdraw')}</Button>
        <LogoutButton />
      </Flex>
      {children}
    </section>
  );
});
