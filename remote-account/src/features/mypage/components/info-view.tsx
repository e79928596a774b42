// /account/modal-mypage-info (layout none): "my info" as a dialog — account, wallet and the settlement
// account summary, with the way on to the settlement details (the sub-dialog) and logout.
import { RightOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DialogPage } from '../../../components/dialog-page';
import { LogoutButton } from './logout-button';
import { ProfileDetails } from './profile-details';
import { LoggedInOnly, RequireLogin } from './require-login';
import { useProfile } from './use-profile';

const MYPAGE = '/account/mypagelist';

const InfoContent = observer(function InfoContent() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { values, loaded } = useProfile();
  return (
    <>
      <Typography.Title level={5}>{t('info.section.account')}</Typography.Title>
      <ProfileDetails values={values} loaded={loaded} fields={['username', 'nickname', 'email', 'createAt', 'lastLogin']} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>{t('info.section.wallet')}</Typography.Title>
      <ProfileDetails values={values} loaded={loaded} fields={['balance', 'points', 'rolling', 'unreadMemo']} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('info.rollingHint')} <Link to="/supports/memopage">{t('info.toMemos')}</Link>
      </Typography.Paragraph>
      <Typography.Title level={5} style={{ marginTop: 24 }}>{t('info.section.bank')}</Typography.Title>
      <ProfileDetails values={values} loaded={loaded} fields={['bankName', 'bankAccount', 'bankHolder']} />
      <Button
        icon={<RightOutlined />}
        iconPlacement="end"
        style={{ marginTop: 12 }}
        onClick={() => navigate('/account/sub-modal-mypage-info')}
        data-testid="info-open-settlement"
      >
        {t('info.openSettlement')}
      </Button>
    </>
  );
});

export const InfoView = observer(function InfoView() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const close = () => navigate(MYPAGE);
  return (
    <DialogPage
      title={t('title.account-modal-mypage-info')}
      closeLabel={t('dialog.close')}
      onClose={close}
      testId="mypage-info"
      footer={<><LoggedInOnly><LogoutButton testId="mypage-info-logout" /></LoggedInOnly><Button onClick={close} data-testid="mypage-info-back">{t('dialog.backToMypage')}</Button></>}
    >
      <RequireLogin><InfoContent /></RequireLogin>
    </DialogPage>
  );
});
