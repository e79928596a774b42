import { act, render } from '@testing-library/react';
import { MoneyChart } from './money-chart';

const days = Array.from({ length: 3 }, (_, i) => ({ day: `2026-12-0${i + 1}`, cash_in: 1000 * (i + 1), cash_out: 500, bets: 2000, wins: 1500, ggr: 500 }));

describe('MoneyChart', () => {
  beforeEach(() => { jest.useFakeTimers(); });
  afterEach(() => { jest.useRealTimers(); });

  it('keeps its box from the first paint and draws the chart only after it (recharts measures as it draws)', () => {
    const { container } = render(<MoneyChart days={days} series={['cash_in', 'cash_out']} />);
    const box = container.querySelector('[data-testid="money-chart-box"]') as HTMLElement;
    expect(box.style.height).toBe('260px');
    expect(container.querySelector('.recharts-responsive-container')).toBeNull();
    // the animation frame, then a task: the chart comes into the same-sized box
    act(() => { jest.runAllTimers(); });
    expect(container.querySelector('.recharts-responsive-container')).not.toBeNull();
    expect((container.querySelector('[data-testid="money-chart-box"]') as HTMLElement).style.height).toBe('260px');
  });
});
