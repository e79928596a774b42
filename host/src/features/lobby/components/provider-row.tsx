// A horizontal, swipeable row of provider cards on the lobby; each card opens the category page.
import { useTranslation } from 'react-i18next';
import { NativeAlert, SkeletonLines, useLoad } from '@casino/shared';
import { Link } from 'react-router-dom';
import { site } from '../../../startup/site';
import { getProviders, providersRead } from '../api/get-providers';

export function ProviderRow({ category }: { category: 'casino' | 'slot' }) {
  const { t } = useTranslation('host');
  const { data: answer, failure, loading } = useLoad(() => getProviders(category), category, providersRead(category));
  const data = answer ? answer.list ?? [] : undefined;
  const staticUrl = String(site.config?.WEB_VARIABLES?.static_url ?? '');
  const target = category === 'casino' ? '/game/livecasino' : '/game/slot';
  return (
    <section className="casino-lobby-row" data-testid={`lobby-providers-${category}`}>
      <header className="casino-lobby-row__head">
        <h2>{t(`home.providers.${category}`)}</h2>
        <Link to={target}>{t('home.seeAll')}</Link>
      </header>
      {loading && <SkeletonLines rows={2} />}
      {failure && <NativeAlert type="error" title={t('home.providersFailed')} description={t(failure.key)} />}
      {data && (
        <div className="casino-lobby-row__track">
          {data.slice(0, 12).map((p) => (
            <Link key={p.id} to={target} className="casino-lobby-card" title={p.title}>
              {/* The picture is an <img loading="lazy"> rather than a CSS background (issue 19): a background is
                  fetched for every card in the row at once, a lazy image only near the visible part. */}
              {staticUrl && (
                <img className="casino-lobby-card__bg" src={`${staticUrl}/common/bg/${encodeURIComponent(p.title)}.png`} alt=""
                  loading="lazy" decoding="async" width={160} height={96} />
              )}
              {staticUrl
                ? <img className="casino-lobby-card__logo" src={`${staticUrl}/common/logo/${encodeURIComponent(p.title)}.png`} alt={p.title} loading="lazy" decoding="async" />
                : <span>{p.title}</span>}
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
