import { Collapse, Empty, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStore } from '@casino/shared';
import { LoadFailed } from '../../../components/load-failed';
import { PlainText } from '../../../components/plain-text';
import { NS } from '../../../i18n';
import { getFaq } from '../api/get-faq';

/** Frequently asked questions (public content): each question opens its answer. */
export const FaqList = observer(function FaqList() {
  const { t } = useTranslation(NS);
  const [store] = useState(() => new LoadStore(getFaq));
  useEffect(() => { void store.load(); }, [store]);
  const list = store.data?.list ?? [];
  return (
    <div data-testid="faq-list">
      {store.failure && <LoadFailed messageKey="faq.loadFailed" failure={store.failure} onRetry={() => void store.load()} />}
      {store.isLoading && list.length === 0 && <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>}
      {!store.isLoading && !store.failure && list.length === 0 && <Empty description={t('faq.empty')} />}
      {list.length > 0 && (
        <Collapse
          accordion
          items={list.map((f) => ({
            key: String(f.id),
            label: <span className="support-item-title" data-testid={`faq-question-${f.id}`}>{f.question}</span>,
            children: <PlainText text={f.answer} testId={`faq-answer-${f.id}`} />,
          }))}
        />
      )}
    </div>
  );
});
