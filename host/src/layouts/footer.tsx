import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export const FOOTER_PAGES = [
  ['licence', '/etc/licence'], ['terms', '/etc/terms-of-service'], ['privacy', '/etc/privacy-policy'], ['aml', '/etc/aml'],
  ['kyc', '/etc/kyc'], ['responsibleGaming', '/etc/responsible-gaming'], ['selfExclusion', '/etc/self-exclusion'],
  ['disputes', '/etc/dispute-resolution'], ['fairness', '/etc/fairness'],
] as const;

export function Footer() {
  const { t } = useTranslation('host');
  return (
    <footer className="casino-footer" data-testid="footer">
      <nav aria-label={t('footer.label')} className="casino-footer__links">
        {FOOTER_PAGES.map(([key, path]) => <Link key={key} to={path}>{t(`footer.${key}`)}</Link>)}
      </nav>
      <p className="casino-footer__notice">{t('footer.ageNotice')}</p>
    </footer>
  );
}
