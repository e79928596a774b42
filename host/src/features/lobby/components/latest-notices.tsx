import { Alert, List, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLoad } from '@casino/shared';
import { Link } from 'react-router-dom';
import { getLatestNotices } from '../api/get-notices';

export function LatestNotices() {
  const { t } = useTranslation('host');
  const { data: answer, failure, loading } = useLoad(() => getLatestNotices(5), 'notices');
  const data = answer ? answer.list ?? [] : undefined;
  return (
    <section className="casino-lobby-notices" data-testid="lobby-notices">
      <header className="casino-lobby-row__head">
        <h2>{t('home.notices')}</h2>
        <Link to="/supports/noticepage">{t('home.seeAll')}</Link>
      </header>
      {loading && <Skeleton active paragraph={{ rows: 3 }} />}
      {failure && <Alert type="error" showIcon title={t('home.noticesFailed')} description={t(failure.key)} />}
      {data && (
        <List
          size="small"
          dataSource={data}
          locale={{ emptyText: t('home.noNotices') }}
          renderItem={(n) => (
            <List.Item extra={<time dateTime={n.created_at}>{dayjs(n.created_at).format('YYYY-MM-DD')}</time>}>
              <Link to={`/supports/noticepage?id=${n.id}`} className="casino-lobby-notices__title">{n.title}</Link>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
