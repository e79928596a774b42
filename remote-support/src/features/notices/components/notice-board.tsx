// Notices: a paged list (?page=) and one opened notice (?id=), both in the address so links and Back work.
import { Empty, Pagination, Spin, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { NS } from '../../../i18n';
import { formatDateTime } from '@casino/shared';
import { NoticeStore } from '../stores/notice-store';
import { NoticeDetail } from './notice-detail';

const positive = (v: string | null) => { const n = Number(v); return Number.isSafeInteger(n) && n > 0 ? n : 0; };

export const NoticeBoard = observer(function NoticeBoard() {
  const { t } = useTranslation(NS);
  const [store] = useState(() => new NoticeStore());
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page')) || 1;
  const id = positive(params.get('id'));

  useEffect(() => { void store.load(page); }, [store, page]);
  useEffect(() => { if (id) void store.open(id); else store.close(); }, [store, id]);

  const go = (next: { page?: number; id?: number }) => {
    const search: Record<string, string> = {};
    if ((next.page ?? page) > 1) search.page = String(next.page ?? page);
    if (next.id) search.id = String(next.id);
    setParams(search);
  };

  if (id) return <NoticeDetail store={store} onBack={() => go({ page })} />;

  return (
    <div data-testid="notice-board">
      {store.failure && <LoadFailed messageKey="notice.loadFailed" failure={store.failure} onRetry={() => void store.load(page)} testId="notice-load-failed" />}
      {store.isLoading && store.list.length === 0 && <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>}
      {!store.isLoading && !store.failure && store.list.length === 0 && <Empty description={t('notice.empty')} />}
      <div role="list">
        {store.list.map((n) => (
          <div key={n.id} role="listitem">
            <button type="button" className="support-notice-row" onClick={() => go({ id: n.id })} data-testid={`notice-${n.id}`}>
              <span className="support-item-title">
                {n.popup && <Tag color="red">{t('notice.important')}</Tag>}
                {n.title}
              </span>
              <span className="support-notice-row__date">{formatDateTime(n.created_at)}</span>
            </button>
          </div>
        ))}
      </div>
      {store.total > store.size && (
        <div className="support-pager">
          <Pagination current={page} pageSize={store.size} total={store.total} showSizeChanger={false} onChange={(p) => go({ page: p })} />
        </div>
      )}
    </div>
  );
});
