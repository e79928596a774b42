// The last few deposit or withdraw requests under their form, with a link to the full history.
// A plain table (native, no antd: the deposit page is drawn without antd, issue 48).
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney, formatTimestamp, NativeAlert, Spinner } from '@casino/shared';
import { NS } from '../../../i18n';
import { StatusTag } from '../../../components/status-tag';
import type { RequestHistoryStore } from '../stores/request-history-store';

export const RecentRequests = observer(function RecentRequests({ store }: { store: RequestHistoryStore }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const tab = store.kind;
  // until the first answer (and on the server, which draws the page before any), a spinner, never "no requests"
  const loading = store.list.length === 0 && (store.unknown || store.isLoading);
  return (
    <section className="wallet-card" aria-labelledby={titleId} data-testid={`recent-${tab}`}>
      <div className="wallet-card__head">
        <h2 className="wallet-card__title" id={titleId}>{t('recent.title')}</h2>
        <Link to={`/wallet/history?tab=${tab}`} data-testid={`recent-${tab}-more`}>{t('recent.more')}</Link>
      </div>
      {store.failure && <NativeAlert type="error" title={t('history.loadFailed', { reason: t(store.failure.key) })} />}
      <table className="wallet-table" aria-labelledby={titleId} aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col">{t('history.columns.requestedAt')}</th>
            <th scope="col" className="wallet-table__number">{t('history.columns.amount')}</th>
            <th scope="col">{t('history.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {store.list.map((row) => (
            <tr key={row.id} data-testid={`recent-${tab}-row`} data-id={row.id}>
              <td>{formatTimestamp(row.created_at)}</td>
              <td className="wallet-table__number">{formatMoney(row.amount)}</td>
              <td><StatusTag kind={store.kind} status={row.status} /></td>
            </tr>
          ))}
          {store.list.length === 0 && (
            <tr>
              <td colSpan={3} className="wallet-table__empty">{loading ? <Spinner /> : t('recent.empty')}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
});
