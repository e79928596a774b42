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

describe('MoneyChart without motion', () => {
  // jsdom lays nothing out: the chart's box reports a phone-wide size, as a browser would (recharts reads it with
  // getBoundingClientRect when its ResizeObserver starts)
  const box = (width: number, height: number) => ({ width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // the chart's container is the box; anything else (the legend, a text) one line
      return this.classList.contains('recharts-responsive-container') ? box(400, 260) : box(80, 20);
    });
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('draws every bar at its height at once: no animation re-drawing the chart frame after frame', () => {
    const { container } = render(<MoneyChart days={days} series={['cash_in', 'cash_out']} />);
    // the first paint's frame and task only: an animation would still be at its first frame (bars of no height)
    act(() => { jest.advanceTimersToNextTimer(); });
    act(() => { jest.advanceTimersToNextTimer(); });
    const bars = [...container.querySelectorAll('.recharts-bar-rectangle path')];
    expect(bars).toHaveLength(days.length * 2);
    for (const bar of bars) expect(bar.getAttribute('d')).toMatch(/\d/);
    const heights = bars.map((b) => Number(/v\s*(-?[\d.]+)/.exec(b.getAttribute('d') ?? '')?.[1] ?? 0));
    expect(heights.every((h) => Math.abs(h) > 0)).toBe(true);
  });
});
