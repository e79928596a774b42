// One chart of daily money (recharts): the 30 Asia/Seoul days the dashboard receives, oldest first.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayMoney } from '@casino/shared/contract';
import { formatMoney } from '@casino/shared';

type Series = 'cash_in' | 'cash_out' | 'bets' | 'wins' | 'ggr';
const COLOURS: Record<Series, string> = { cash_in: '#389e0d', cash_out: '#cf1322', bets: '#1677ff', wins: '#faad14', ggr: '#722ed1' };

/**
 * True from the task after the first frame painted with the caller (an animation frame, then a task). recharts
 * measures as it draws (its container's box, each axis's computed font, the legend's offset, its texts' sizes): in the
 * commit that also draws the rest of the page, each of those reads made the browser recompute the styles of the whole
 * new page, 360 ms of the dashboard's longest task in a 1× trace with stacks (issue 48 §1). After that paint only the
 * chart's own elements are new, so the same reads cost little, in a task of their own.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => { task = setTimeout(() => setPainted(true), 0); });
    return () => { cancelAnimationFrame(frame); clearTimeout(task); };
  }, []);
  return painted;
}

/**
 * The bars and the line are drawn at their values at once (`isAnimationActive={false}`): recharts' default animation
 * re-renders every bar each frame for a second and a half after the chart comes, main-thread work that tells an
 * operator nothing (the dashboard's Lighthouse TBT 552–792 → 298–391 ms, performance 64–73 → 78–84, docs/performance.md).
 */
export function MoneyChart({ days, series }: { days: DayMoney[]; series: Series[] }) {
  const { t } = useTranslation('bo');
  // the chart's box is there from the first paint (nothing moves when the chart comes into it)
  const painted = useAfterFirstPaint();
  const compact = (v: number) => (Math.abs(v) >= 1_000_000 ? `${Math.round(v / 100_000) / 10}M` : Math.abs(v) >= 1000 ? `${Math.round(v / 1000)}k` : String(v));
  if (!painted) return <div style={{ width: '100%', height: 260 }} data-testid="money-chart-box" />;
  return (
    <div style={{ width: '100%', height: 260 }} data-testid="money-chart-box">
      <ResponsiveContainer>
        <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} fontSize={11} />
          <YAxis tickFormatter={compact} fontSize={11} width={48} />
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <Legend />
          {series.map((s) => (s === 'ggr'
            ? <Line key={s} type="monotone" dataKey={s} name={t(`money.${s}`)} stroke={COLOURS[s]} dot={false} isAnimationActive={false} />
            : <Bar key={s} dataKey={s} name={t(`money.${s}`)} fill={COLOURS[s]} isAnimationActive={false} />))}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
