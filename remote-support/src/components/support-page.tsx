// Frame of every support page: its title and the support navigation (notices, memos, one-to-one inquiry,
// FAQ, customer inquiry). The host's layout (app bar, menus, footer) surrounds it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
  const keys = Object.keys(SECTION_PATHS) as SupportSection[];
  // Links, not antd tabs: these go to other pages, and on a phone antd's tab bar folds the ones that don't fit
  // into a "more" button inside its tablist (invalid ARIA); a wrapping row of links fits any width.
  return (
    <section className="casino-page support-page" data-testid={`page-${routeName}`}>
      <h1>{t(`nav.${section}`)}</h1>
      <nav aria-label={t('nav.label')} className="support-nav" data-testid="support-nav">
        <ul className="support-nav__list">
          {keys.map((key) => (
            <li key={key}>
              <Link to={SECTION_PATHS[key]} aria-current={key === section ? 'page' : undefined} data-testid={`support-nav-${key}`}>{t(`nav.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </section>
  );
}
