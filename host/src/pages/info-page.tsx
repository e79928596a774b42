// Footer information pages (terms, privacy, licence, AML, KYC, responsible gaming, self-exclusion,
// disputes, fairness). Their full texts come with the host-shell issue; the route and heading are real now.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FOOTER_PAGES } from '../layouts/footer';

export default function InfoPage() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const entry = FOOTER_PAGES.find(([, path]) => path === pathname);
  if (!entry) return <section className="casino-page"><h1>404</h1></section>;
  return (
    <article className="casino-page" data-testid={`info-${entry[0]}`}>
      <h1>{t(`footer.${entry[0]}`)}</h1>
    </article>
  );
}
