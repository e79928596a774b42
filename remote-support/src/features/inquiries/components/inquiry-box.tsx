import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { InquiryStore } from '../stores/inquiry-store';
import { InquiryForm } from './inquiry-form';
import { InquiryList } from './inquiry-list';

/** One-to-one inquiries of the logged-in member: the write form, then the list. */
export const InquiryBox = observer(function InquiryBox() {
  const { t } = useTranslation(NS);
  const [store] = useState(() => new InquiryStore());
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <div data-testid="inquiry-box">
      <Card title={t('inquiry.write')} size="small" style={{ marginBottom: 16 }}>
        <InquiryForm store={store} />
      </Card>
      <h2 style={{ fontSize: 18 }}>{t('inquiry.list')}</h2>
      <InquiryList store={store} />
    </div>
  );
});
