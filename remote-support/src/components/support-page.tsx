// Frame of every support page: its title and the support navigation (notices, memos, one-to-one inquiry,
// FAQ, customer inquiry). The host's layout (app bar, menus, footer) surrounds it.
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../i18n';
import { installSupportStyles } from '../lib/styles';

export type SupportSection = 'notices' | 'memos' | 'inquiry' | 'faq' | 'contact';

export const SECTION_PATHS: Record<SupportSection, string> = {
  notices: '/supports/noticepage',
  memos: '/supports/memopage',
  inquiry: '/supports/counselpage',
  faq: '/supports/counselpage?tab=faq',
  contact: '/supports/counselpage?tab=contact',
};

export function SupportPage({ section, routeName, children }: { section: SupportSection; routeName: string; children: ReactNode }) {
  installSupportStyles();
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const keys = Object.keys(SECTION_PATHS) as SupportSection[];
  return (
    <section className="casino-page support-page" data-testid={`page-${routeName}`}>
      <h1>{t(`nav.${section}`)}</h1>
      <nav aria-label={t('nav.label')} className="support-nav" data-testid="support-nav">
        <Tabs
          activeKey={section}
          onChange={(key) => navigate(SECTION_PATHS[key as SupportSection])}
          items={keys.map((key) => ({ key, label: <span data-testid={`support-nav-${key}`}>{t(`nav.${key}`)}</span> }))}
        />
      </nav>
      {children}
    </section>
  );
}
