// /account/sub-modal-mypage-info (layout none): the settlement account in detail — the only account
// withdrawals are paid to — with the bank's KFTC code, the rules that apply to it and how to change it.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { KOREAN_BANKS, orEmpty, useStores } from '@casino/shared';
import { DialogPage } from '../../../components/dialog-page';
import { ProfileDetails } from './profile-details';
import { RequireLogin } from './require-login';
import { useProfile } from './use-profile';

const NOTES = ['withdrawOnly', 'holderMatch', 'maintenance', 'depositDelay'] as const;

const SettlementContent = observer(function SettlementContent() {
  const { t } = useTranslation('account');
  const { session } = useStores();
  const { values, loaded } = useProfile();
  const code = session.info?.bank_code || KOREAN_BANKS.find((b) => b.name === session.user.bank_name)?.code || '';
  return (
    <>
      <ProfileDetails values={values} loaded={loaded} fields={['bankName', 'bankAccount', 'bankHolder']} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="settlement-bank-code">
        {t('settlement.bankCode', { code: orEmpty(code) })}
      </Typography.Paragraph>
      <Alert type="info" showIcon title={t('settlement.maskedHint')} style={{ margin: '16px 0' }} />
      <Typography.Title level={5}>{t('settlement.notesTitle')}</Typography.Title>
      <ul style={{ paddingInlineStart: 20 }} data-testid="settlement-notes">
        {NOTES.map((k) => <li key={k} style={{ marginBottom: 6 }}>{t(`settlement.note.${k}`)}</li>)}
      </ul>
      <Typography.Paragraph>
        {t('settlement.change')} <Link to="/supports/counselpage" data-testid="settlement-to-inquiry">{t('settlement.toInquiry')}</Link>
      </Typography.Paragraph>
    </>
  );
});

export const SettlementView = observer(function SettlementView() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const back = () => navigate('/account/modal-mypage-info');
  return (
    <DialogPage
      title={t('title.account-sub-modal-mypage-info')}
      closeLabel={t('dialog.close')}
      onClose={back}
      testId="mypage-settlement"
      headerExtra={<Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('dialog.back')} onClick={back} data-testid="mypage-settlement-back" />}
      footer={<Button onClick={() => navigate('/account/mypagelist')}>{t('dialog.backToMypage')}</Button>}
    >
      <RequireLogin><SettlementContent /></RequireLogin>
    </DialogPage>
  );
});
