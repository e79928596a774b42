// The member's inquiries: status (answer pending / answer complete), written and answered dates, the text and
// the operator's answer as plain text, and deleting one's own.
import { App, Button, Collapse, Empty, Pagination, Popconfirm, Spin, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useFailure, type Inquiry } from '@casino/shared';
import { LoadFailed } from '../../../components/load-failed';
import { PlainText } from '../../../components/plain-text';
import { NS } from '../../../i18n';
import type { InquiryStore } from '../stores/inquiry-store';

function InquiryLabel({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation(NS);
  const answered = inquiry.status === 'answered';
  return (
    <div data-testid={`inquiry-${inquiry.id}`}>
      <div className="support-item-title" data-testid="inquiry-item-title">{inquiry.title}</div>
      <div className="support-meta">
        <Tag color={answered ? 'green' : 'gold'} data-testid="inquiry-status">{t(`inquiry.status.${inquiry.status}`)}</Tag>
        <span>{t('inquiry.createdAt')} {formatDateTime(inquiry.created_at)}</span>
        {answered && <span data-testid="inquiry-answered-at">{t('inquiry.answeredAt')} {formatDateTime(inquiry.answered_at)}</span>}
      </div>
    </div>
  );
}

function InquiryBody({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <PlainText text={inquiry.content} testId="inquiry-item-content" />
      {inquiry.status === 'answered' ? (
        <section className="support-answer" data-testid="inquiry-answer">
          <h4>{t('inquiry.answerLabel')}</h4>
          <PlainText text={inquiry.answer} />
        </section>
      ) : (
        <p className="support-hint" style={{ marginTop: 12 }}>{t('inquiry.waiting')}</p>
      )}
    </>
  );
}

export const InquiryList = observer(function InquiryList({ store }: { store: InquiryStore }) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const failure = useFailure();

  const remove = async (id: number) => {
    const res = await store.remove(id);
    if (res.ok) void message.success(t('inquiry.deleted'));
    else failure.show(res.failure, { toast: (reason) => t('inquiry.deleteFailed', { reason }) });
  };

  return (
    <div data-testid="inquiry-list">
      {store.failure && <LoadFailed messageKey="inquiry.loadFailed" failure={store.failure} onRetry={() => void store.load()} testId="inquiry-load-failed" />}
      {store.isLoading && store.list.length === 0 && <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>}
      {!store.isLoading && !store.failure && store.list.length === 0 && <Empty description={t('inquiry.empty')} />}
      {store.list.length > 0 && (
        <Collapse
          // Only the title toggles (a button of its own), so the delete button beside it is not nested inside another control.
          collapsible="header"
          items={store.list.map((inquiry) => ({
            key: String(inquiry.id),
            label: <InquiryLabel inquiry={inquiry} />,
            extra: (
              <span onClick={(e) => e.stopPropagation()}>
                <Popconfirm title={t('inquiry.deleteConfirm')} okText={t('common.delete')} cancelText={t('common.cancel')} onConfirm={() => remove(inquiry.id)}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} data-testid={`inquiry-delete-${inquiry.id}`} />
                </Popconfirm>
              </span>
            ),
            children: <InquiryBody inquiry={inquiry} />,
          }))}
        />
      )}
      {store.total > store.size && (
        <div className="support-pager">
          <Pagination current={store.page} pageSize={store.size} total={store.total} showSizeChanger={false} onChange={(p) => void store.load(p)} />
        </div>
      )}
    </div>
  );
});
