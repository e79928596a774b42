import { Alert, Button, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PlainText } from '../../../components/plain-text';
import { NS } from '../../../i18n';
import { formatDateTime } from '@casino/shared';
import type { NoticeStore } from '../stores/notice-store';

export const NoticeDetail = observer(function NoticeDetail({ store, onBack }: { store: NoticeStore; onBack: () => void }) {
  const { t } = useTranslation(NS);
  const notice = store.current;
  return (
    <article data-testid="notice-detail">
      <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="notice-back">{t('notice.back')}</Button>
      {store.isOpening && <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>}
      {store.openFailure && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon title={t('notice.openFailed', { reason: t(store.openFailure.key) })} />
      )}
      {notice && (
        <>
          <h2 className="support-item-title" style={{ margin: '16px 0 4px' }} data-testid="notice-detail-title">{notice.title}</h2>
          <div className="support-meta" style={{ marginBottom: 12 }}>{t('notice.postedAt')} {formatDateTime(notice.created_at)}</div>
          <PlainText text={notice.content} testId="notice-detail-content" />
        </>
      )}
    </article>
  );
});
