// The member's memo box: tabs all / one-to-one, unread and read state, opening marks read, delete one, mark
// all read, delete all read. The list also reloads when the app bar's poll reports a different unread count
// (a new memo from the operator).
import { App, Button, Collapse, Empty, Pagination, Popconfirm, Spin, Tabs } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailure, useStores, type MemoKind } from '@casino/shared';
import { LoadFailed } from '../../../components/load-failed';
import { PlainText } from '../../../components/plain-text';
import { NS } from '../../../i18n';
import { MemoStore, type Outcome } from '../stores/memo-store';
import { MemoLabel } from './memo-label';

export const MemoBox = observer(function MemoBox() {
  const root = useStores();
  const [store] = useState(() => new MemoStore(root));
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const failure = useFailure();
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const polledUnread = root.session.user.unread_memo;

  useEffect(() => { void store.load(1); }, [store]);
  useEffect(() => {
    if (store.loaded && !store.isLoading && !store.isBusy && polledUnread !== store.unread) void store.load();
  }, [store, polledUnread]);

  const report = (res: Outcome, failKey: string, doneKey?: string, values?: Record<string, unknown>) => {
    if (!res.ok) failure.show(res.failure, { toast: (reason) => t(failKey, { reason }) });
    else if (doneKey) void message.success(t(doneKey, values));
  };

  const onOpen = (keys: string | string[]) => {
    const next = Array.isArray(keys) ? keys : [keys];
    const opened = next.filter((k) => !openKeys.includes(k));
    setOpenKeys(next);
    for (const key of opened) void store.open(Number(key)).then((res) => report(res, 'memo.readFailed'));
  };

  const remove = async (id: number) => report(await store.remove(id), 'memo.deleteFailed', 'memo.deleted');
  const readAll = async () => report(await store.readAll(), 'memo.bulkFailed', 'memo.readAllDone');
  const deleteRead = async () => {
    const res = await store.deleteRead();
    report(res, 'memo.bulkFailed', 'memo.deleteReadDone', { count: res.ok ? (res.data as { count: number }).count : 0 });
  };

  return (
    <div data-testid="memo-box">
      <Tabs
        activeKey={store.kind}
        onChange={(k) => { setOpenKeys([]); store.setKind(k as MemoKind); }}
        items={(['all', 'personal'] as const).map((k) => ({ key: k, label: <span data-testid={`memo-tab-${k}`}>{t(`memo.tabs.${k}`)}</span> }))}
      />
      <div className="support-toolbar">
        <span data-testid="memo-unread-count">{t('memo.unreadCount', { count: store.unread })}</span>
        <div className="support-toolbar__actions">
          <Button onClick={readAll} disabled={store.unread === 0 || store.isBusy} data-testid="memo-read-all">{t('memo.readAll')}</Button>
          <Popconfirm title={t('memo.deleteReadConfirm')} okText={t('common.delete')} cancelText={t('common.cancel')} onConfirm={deleteRead}>
            <Button danger disabled={store.total === 0 || store.isBusy} data-testid="memo-delete-read">{t('memo.deleteRead')}</Button>
          </Popconfirm>
        </div>
      </div>
      {store.failure && <LoadFailed messageKey="memo.loadFailed" failure={store.failure} onRetry={() => void store.load()} testId="memo-load-failed" />}
      {store.isLoading && store.list.length === 0 && <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>}
      {!store.isLoading && !store.failure && store.list.length === 0 && <Empty description={t('memo.empty')} />}
      {store.list.length > 0 && (
        <Collapse
          className="support-memo-list"
          // Only the title toggles (a button of its own), so the delete button beside it is not nested inside another control.
          collapsible="header"
          activeKey={openKeys}
          onChange={onOpen}
          items={store.list.map((memo) => ({
            key: String(memo.id),
            label: <MemoLabel memo={memo} />,
            extra: (
              <span onClick={(e) => e.stopPropagation()}>
                <Popconfirm title={t('memo.deleteConfirm')} okText={t('common.delete')} cancelText={t('common.cancel')} onConfirm={() => remove(memo.id)}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} data-testid={`memo-delete-${memo.id}`} />
                </Popconfirm>
              </span>
            ),
            children: <PlainText text={memo.content} testId={`memo-content-${memo.id}`} />,
          }))}
        />
      )}
      {store.total > store.size && (
        <div className="support-pager">
          <Pagination current={store.page} pageSize={store.size} total={store.total} showSizeChanger={false} onChange={(p) => { setOpenKeys([]); void store.load(p); }} />
        </div>
      )}
    </div>
  );
});
