// A version's health over 15 minutes or 24 hours (issue 45 §5) as plain SVG bars: loads in the bar's height, the
// failing part of them in a second colour. The same numbers are in a table beside it (for screen readers, and for
// anyone who wants the figures), so the chart itself is one labelled image.
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@casino/shared';

export interface HealthBucket { at: string; loads: number; failures: number; render_errors: number; reporters: number }
export interface VersionSeries { version: string; track: string; buckets: HealthBucket[] }

const WIDTH = 300;
const HEIGHT = 60;
// colours with at least 3:1 contrast against the card's light and dark backgrounds (WCAG 2.2 1.4.11)
const LOADS = '#1668dc';
const FAILURES = '#d4380d';

export function HealthChart({ series, testId }: { series: VersionSeries; testId: string }) {
  const { t } = useTranslation('bo');
  const max = Math.max(1, ...series.buckets.map((b) => b.loads));
  const width = WIDTH / Math.max(1, series.buckets.length);
  const totals = series.buckets.reduce((s, b) => ({ loads: s.loads + b.loads, failures: s.failures + b.failures }), { loads: 0, failures: 0 });
  const label = t('releases.health.summary', { version: series.version, track: t(`releases.track.${series.track}`, { defaultValue: series.track }), loads: totals.loads, failures: totals.failures });
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <figcaption style={{ fontSize: 12 }}>{label}</figcaption>
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none">
        {series.buckets.map((b, i) => {
          const h = (b.loads / max) * HEIGHT;
          const f = b.loads > 0 ? (b.failures / max) * HEIGHT : 0;
          return (
            <g key={b.at}>
              <rect x={i * width + 0.5} y={HEIGHT - h} width={Math.max(1, width - 1)} height={h} fill={LOADS} />
              <rect x={i * width + 0.5} y={HEIGHT - f} width={Math.max(1, width - 1)} height={Math.min(f, HEIGHT)} fill={FAILURES} />
            </g>
          );
        })}
      </svg>
      <details>
        <summary>{t('releases.health.table')}</summary>
        <table style={{ fontSize: 12, borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col">{t('releases.health.at')}</th><th scope="col">{t('releases.health.loads')}</th>
              <th scope="col">{t('releases.health.failures')}</th><th scope="col">{t('releases.health.renderErrors')}</th>
              <th scope="col">{t('releases.health.reporters')}</th>
            </tr>
          </thead>
          <tbody>
            {series.buckets.filter((b) => b.loads > 0 || b.reporters > 0).map((b) => (
              <tr key={b.at}><td>{formatTimestamp(b.at)}</td><td>{b.loads}</td><td>{b.failures}</td><td>{b.render_errors}</td><td>{b.reporters}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
