// Footer information pages (licence, terms, privacy, AML, KYC, responsible gaming, self-exclusion,
// disputes, fairness). The text exists in Korean and English; other languages show the English text under
// a translated heading with a note saying so. Operator facts (company, licence) come from the site config.
import { Alert, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EMPTY_VALUE, useStores } from '@casino/shared';
import type { LegalContent, LegalPageKey } from '../content/legal/types';
import { FOOTER_PAGES } from '../layouts/footer';
import { FairnessVerifier } from '../features/fairness/verifier';
import { site } from '../startup/site';

const loaders: Record<'ko' | 'en', () => Promise<{ default: LegalContent }>> = {
  ko: () => import(/* webpackChunkName: "legal-ko" */ '../content/legal/ko'),
  en: () => import(/* webpackChunkName: "legal-en" */ '../content/legal/en'),
};

/** Links from a legal page to the controls it describes. */
const CONTROLS: Partial<Record<LegalPageKey, string>> = {
  responsibleGaming: '/account/mypagelist#responsible-gaming',
  selfExclusion: '/account/mypagelist#responsible-gaming',
  disputes: '/supports/counselpage',
};

const InfoPage = observer(function InfoPage() {
  const { t } = useTranslation('host');
  const { prefs } = useStores();
  const { pathname } = useLocation();
  const entry = FOOTER_PAGES.find(([, path]) => path === pathname);
  const textLang = prefs.language === 'ko' ? 'ko' : 'en';
  const [content, setContent] = useState<LegalContent | null>(null);
  useEffect(() => {
    let live = true;
    loaders[textLang]().then((m) => live && setContent(m.default));
    return () => { live = false; };
  }, [textLang]);
  if (!entry) return <section className="casino-page"><h1>404</h1></section>;
  const key = entry[0] as LegalPageKey;
  const page = content?.[key];
  const vars = (site.config?.VARIABLES ?? {}) as Record<string, unknown>;
  return (
    <article className="casino-page casino-legal" data-testid={`info-${key}`}>
      <h1>{t(`footer.${key}`)}</h1>
      {textLang === 'en' && prefs.language !== 'en' && <Alert type="info" showIcon title={t('legal.englishNote')} data-testid="legal-english-note" />}
      {(key === 'licence' || key === 'disputes' || key === 'terms') && (
        <section aria-label={t('legal.operatorDetails')}>
          <dl data-testid="operator-details">
            <dt>{t('legal.company')}</dt><dd>{String(vars.operator_company ?? EMPTY_VALUE)}</dd>
            <dt>{t('legal.authority')}</dt><dd>{String(vars.licence_authority ?? EMPTY_VALUE)}</dd>
            <dt>{t('legal.number')}</dt><dd>{String(vars.licence_number ?? EMPTY_VALUE)}</dd>
            <dt>{t('legal.supportEmail')}</dt><dd>{String(vars.support_email ?? EMPTY_VALUE)}</dd>
          </dl>
          <p>{t('legal.minAge', { age: Number(vars.min_age ?? 19) })}</p>
        </section>
      )}
      {!page ? <Skeleton active /> : (
        <>
          <p><strong>{page.summary}</strong></p>
          {page.sections.map((s) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
            </section>
          ))}
        </>
      )}
      {key === 'fairness' && <FairnessVerifier />}
      {CONTROLS[key] && <p><Link to={CONTROLS[key]!} data-testid="legal-controls-link">{t(`legal.controls.${key}`)}</Link></p>}
    </article>
  );
});
export default InfoPage;
