import { Badge, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Memo } from '@casino/shared';
import { NS } from '../../../i18n';

/** A memo's header: read state, title, sender kind and date. */
export function MemoLabel({ memo }: { memo: Memo }) {
  const { t } = useTranslation(NS);
  return (
    <div data-testid={`memo-${memo.id}`} data-read={String(memo.read)}>
      <div className={`support-item-title${memo.read ? '' : ' support-item-title--unread'}`}>
        {!memo.read && <Badge status="processing" style={{ marginRight: 6 }} />}
        <span data-testid="memo-title">{memo.title}</span>
      </div>
      <div className="support-meta">
        <Tag className={memo.read ? undefined : 'support-tag--unread'} data-testid="memo-state">{t(memo.read ? 'memo.read' : 'memo.unread')}</Tag>
        <span>{t(memo.broadcast ? 'memo.broadcast' : 'memo.personal')}</span>
        <span>{formatDateTime(memo.created_at)}</span>
      </div>
    </div>
  );
}
