import { Collapse, Empty, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';
import { PlainText } from '../../../components/plain-text';
import { NS } from '../../../i18n';
import { FaqStore } from '../stores/faq-store';

/** Frequently asked questions: each question opens its answer. */
export const FaqList = observer(function FaqList() {
  const { t } = useTranslation(NS);
  const [store] = useState(() => new FaqStore());
  useEffect(() => { void store.load(); }, [store]);
  return (
    <div data-testid="faq-list">
      {store.failure && <LoadFailed messageKey="faq.loadFailed" failure={store.failure} onRetry={() => void store.load()} />}
      {store.isLoading && store.list.length === 0 && <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>}
      {!store.isLoading && !store.failure && store.list.length === 0 && <Empty description={t('faq.empty')} />}
      {store.list.length > 0 && (
        <Collapse
          accordion
          items={store.list.map((f) => ({
            key: String(f.id),
            label: <span className="support-item-title" data-testid={`faq-question-${f.id}`}>{f.question}</span>,
            children: <PlainText text={f.answer} testId={`faq-answer-${f.id}`} />,
          }))}
        />
      )}
    </div>
  );
});
