// wallet-all (catch-all under /wallet/, layout none): an unknown wallet address gets a full-page "not found"
// with links to the deposit page and the history, instead of a silent redirect: a mistyped or outdated link
// should say so, and the member chooses where to go.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../i18n';
import { installWalletStyles } from '../lib/styles';

export default function WalletAll() {
  installWalletStyles();
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <main className="wallet-not-found" data-testid="page-wallet-all">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.body')}
        extra={[
          <Button key="deposit" type="primary" onClick={() => navigate('/wallet/depositpage')} data-testid="wallet-all-deposit">{t('notFound.toDeposit')}</Button>,
          <Button key="history" onClick={() => navigate('/wallet/history')} data-testid="wallet-all-history">{t('notFound.toHistory')}</Button>,
        ]}
      />
    </main>
  );
}
