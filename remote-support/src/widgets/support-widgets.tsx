// ./SupportWidgets — the FAQ and the customer inquiry form for a host page (e.g. /support):
// <RemoteWidget remote="support" expose="./SupportWidgets" props={{ sections: ['faq', 'contact'] }} />
import { Card } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../features/contact/components/contact-form';
import { FaqList } from '../features/faq/components/faq-list';
import { ensureSupportNamespace, NS } from '../i18n';
import { installSupportStyles } from '../lib/styles';

void ensureSupportNamespace();

export type SupportWidgetSection = 'faq' | 'contact';

function Sections({ sections }: { sections: SupportWidgetSection[] }) {
  const { t } = useTranslation(NS);
  return (
    <div className="support-widgets" data-testid="support-widgets" style={{ display: 'grid', gap: 16, marginTop: 16 }}>
      {sections.includes('faq') && <Card title={t('nav.faq')} size="small"><FaqList /></Card>}
      {sections.includes('contact') && <Card title={t('nav.contact')} size="small"><ContactForm /></Card>}
    </div>
  );
}

export default function SupportWidgets({ sections = ['faq', 'contact'] }: { sections?: SupportWidgetSection[] }) {
  installSupportStyles();
  return <Suspense fallback={null}><Sections sections={sections} /></Suspense>;
}
