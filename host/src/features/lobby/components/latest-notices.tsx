import { useTranslation } from 'react-i18next';
import { formatDate, NativeAlert, SkeletonLines, useLoad } from '@casino/shared';
import { Link } from 'react-router-dom';
import { getLatestNotices, latestNoticesRead } from '../api/get-notices';

export function LatestNotices() {
  const { t } = useTranslation('host');
  const { data: answer, failure, loading } = useLoad(getLatestNotices, 'notices', latestNoticesRead);
  const data = answer ? answer.list ?? [] : undefined;
  return (
    <section className="casino-lobby-notices" data-testid="lobby-notices">
      <header className="casino-lobby-row__head">
        <h2>{t('home.notices')}</h2>
        <Link to="/supports/noticepage">{t('home.seeAll')}</Link>
      </header>
      {loading && <SkeletonLines rows={3} />}
      {failure && <NativeAlert type="error" title={t('home.noticesFailed')} description={t(failure.key)} />}
      {data && data.length === 0 && <p className="casino-lobby-notices__empty">{t('home.noNotices')}</p>}
      {data && data.length > 0 && (
        <ul className="casino-lobby-notices__list">
          {data.map((n) => (
            <li key={n.id}>
              <Link to={`/supports/noticepage?id=${n.id}`} className="casino-lobby-notices__title">{n.title}</Link>
              <time dateTime={n.created_at}>{formatDate(n.created_at)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
