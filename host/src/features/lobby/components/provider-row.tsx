// A horizontal, swipeable row of provider cards on the lobby; each card opens the category page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildPicture, CARD_PICTURE, CARD_PICTURE_SIZES, NativeAlert, pictureSrcSet, pictureUrl, SkeletonLines, useLoad } from '@casino/shared';
import { Link } from 'react-router-dom';
import { useIsMobile } from '../../../lib/use-mobile';
import { site } from '../../../startup/site';
import { getProviders, providersRead } from '../api/get-providers';

/** Cards a row shows before it is scrolled: a phone's 412 px shows 2½, a 1366 px screen's content about 7. */
const CARDS_IN_VIEW = { phone: 3, wide: 8 } as const;

/** `priority`: the page's first row, whose first picture is asked for first (fetchpriority="high"). */
export function ProviderRow({ category, priority = false }: { category: 'casino' | 'slot'; priority?: boolean }) {
  const { t } = useTranslation('host');
  const inView = useIsMobile() ? CARDS_IN_VIEW.phone : CARDS_IN_VIEW.wide;
  // The cards past the row's visible part get their picture once the row is scrolled (or swiped, or tabbed
  // through): a lazy <img> in a scroller still loads within Chromium's lazy-load margin, 3–6 more requests on a
  // cold /home (issue 48 §4). The card keeps its size and its title meanwhile, so nothing shifts.
  const [scrolled, setScrolled] = useState(false);
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
        <div className="casino-lobby-row__track" onScroll={scrolled ? undefined : () => setScrolled(true)}>
          {data.slice(0, 12).map((p, i) => (
            <Link key={p.id} to={target} className="casino-lobby-card" title={p.title}>
              {/* The picture (issue 48 §3): AVIF or WebP in the screen's density (1×–3×, srcset + sizes), PNG for any
                  other browser; made at build time (shared/src/contract/pictures.ts). The cards a wide screen shows
                  at once load with the page (a lazy picture in view waits for layout); the row's first asks first.
                  It carries no text: the title is the card's own text, in the member's font (Korean included). */}
              {staticUrl && (i < inView || scrolled) && (
                <BuildPicture className="casino-lobby-card__bg" srcSet={(f) => pictureSrcSet(staticUrl, 'bg', p.title, f)}
                  src={pictureUrl(staticUrl, 'bg', p.title, CARD_PICTURE.width, 'png')} width={CARD_PICTURE.width} height={CARD_PICTURE.height}
                  sizes={CARD_PICTURE_SIZES} eager={i < inView} priority={priority && i === 0} />
              )}
              <span className="casino-lobby-card__title">{p.title}</span>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
