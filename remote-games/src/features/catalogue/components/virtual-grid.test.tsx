import { act, render, screen } from '@testing-library/react';
import { PLAIN_GRID_MAX, VirtualGrid } from './virtual-grid';

describe('VirtualGrid', () => {
  it('renders a window of a 5,000-item grid, positioned in rows, with the full height reserved', () => {
    const items = Array.from({ length: 5000 }, (_, i) => `item ${i}`);
    render(<VirtualGrid testId="grid" items={items} perRow={6} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
    const grid = screen.getByTestId('grid');
    const rendered = Number(grid.dataset.rendered);
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByText('item 0')).toBeInTheDocument();
    expect(screen.queryByText('item 4999')).toBeNull();
    expect(parseFloat(grid.style.height)).toBeGreaterThan(800 * 100);
  });

  it('renders every item of a short list, as a CSS grid of its columns (not windowed)', () => {
    const items = Array.from({ length: PLAIN_GRID_MAX }, (_, i) => `item ${i}`);
    render(<VirtualGrid testId="grid" items={items} perRow={2} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
    const grid = screen.getByTestId('grid');
    expect(grid.dataset.rendered).toBe(String(PLAIN_GRID_MAX));
    expect(grid.style.display).toBe('grid');
    expect(grid.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(screen.getByText(`item ${PLAIN_GRID_MAX - 1}`).parentElement!.style.position).toBe('');
  });

  it('windows a list one card longer than a plain grid takes', () => {
    const items = Array.from({ length: PLAIN_GRID_MAX + 1 }, (_, i) => `item ${i}`);
    render(<VirtualGrid testId="grid" items={items} perRow={2} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
    expect(screen.getByText('item 0').parentElement!.style.position).toBe('absolute');
  });
});

describe('VirtualGrid measuring', () => {
  const observers: Array<{ callback: ResizeObserverCallback; targets: Set<Element>; live: boolean }> = [];
  let width: PropertyDescriptor | undefined;
  beforeEach(() => {
    observers.length = 0;
    // the page's layout: the grid's container is 944 px wide while it is in the document, 0 once detached
    width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get(this: HTMLElement) { return this.isConnected ? 944 : 0; } });
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      private readonly entry;
      constructor(callback: ResizeObserverCallback) { this.entry = { callback, targets: new Set<Element>(), live: true }; observers.push(this.entry); }
      observe(target: Element) { this.entry.targets.add(target); }
      disconnect() { this.entry.live = false; }
    };
  });
  afterEach(() => {
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('sizes a short list\'s cards from the grid\'s width once the observer reports, and reads no layout before that', () => {
    const read = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get(this: HTMLElement) { read(); return this.isConnected ? 944 : 0; } });
    render(<VirtualGrid testId="grid" items={['a', 'b', 'c']} perRow={6} itemKey={(x) => x}
      renderItem={(x, _i, size) => <span data-width={size.width}>{x}</span>} />);
    // the commit that mounts it reads nothing of the page's layout (getComputedStyle, sizes): the card size is a guess
    expect(read).not.toHaveBeenCalled();
    expect(Number(screen.getByText('a').dataset.width)).toBeCloseTo((1024 - 60) / 6, 1);
    act(() => { for (const o of observers.filter((x) => x.live)) o.callback([...o.targets].map((target) => ({ target }) as ResizeObserverEntry), {} as ResizeObserver); });
    expect(Number(screen.getByText('a').dataset.width)).toBeCloseTo((944 - 60) / 6, 1);
  });

  it("sizes a page grid's cards (responsive columns) from the window's width, with no observer to re-render them", () => {
    const sizes: number[] = [];
    render(<VirtualGrid testId="grid" items={['a', 'b', 'c']} perRow={2} responsiveColumns={[{ minWidth: 0, perRow: 2 }]} itemKey={(x) => x}
      renderItem={(x, _i, size) => { if (x === 'a') sizes.push(size.width); return <span>{x}</span>; }} />);
    expect(observers).toHaveLength(0);
    expect(new Set(sizes)).toEqual(new Set([(window.innerWidth - 12) / 2]));
    expect(screen.getByTestId('grid').dataset.grid).toBeTruthy();
  });

  it('sizes its cards from the width of the grid in the page, also after an observer reports (not from a detached element)', () => {
    const items = Array.from({ length: PLAIN_GRID_MAX + 1 }, (_, i) => (i < 3 ? ['a', 'b', 'c'][i]! : `item ${i}`));
    render(<VirtualGrid testId="grid" items={items} perRow={6} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
    // every observer still connected reports, as the browser does after layout (one on a detached element reads 0)
    act(() => { for (const o of observers.filter((x) => x.live)) o.callback([...o.targets].map((target) => ({ target }) as ResizeObserverEntry), {} as ResizeObserver); });
    const cell = screen.getByText('a').parentElement!;
    // (944 − 5 gaps of 12) / 6, not the 1,024-px fallback's 160.7
    expect(parseFloat(cell.style.width)).toBeCloseTo((944 - 60) / 6, 1);
    expect(observers.filter((o) => o.live).every((o) => [...o.targets].every((t) => t.isConnected))).toBe(true);
  });

  it('mounts in one element and reads or scrolls the window only from the frame after (issue 48 §2: no second layout in that task)', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => { frames.push(cb); return frames.length; });
    const added = jest.spyOn(window, 'addEventListener');
    try {
      const items = Array.from({ length: 60 }, (_, i) => `item ${i}`);
      const { container } = render(<VirtualGrid testId="grid" items={items} perRow={6} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
      const grid = screen.getByTestId('grid');
      // measured and drawn with the page's width, in the element of the first commit (the observers watch that one)
      expect(grid.dataset.rendered).not.toBe('0');
      expect(parseFloat(screen.getByText('item 0').parentElement!.style.width)).toBeCloseTo((944 - 60) / 6, 1);
      expect([...observers.filter((o) => o.live)].every((o) => o.targets.has(grid))).toBe(true);
      // the virtualiser's mount neither scrolled the window to where it is nor started its window listeners
      expect(scrollTo).not.toHaveBeenCalled();
      expect(added.mock.calls.some(([type]) => type === 'scroll' || type === 'resize')).toBe(false);
      // the next frame starts them: the grid then follows the window
      act(() => { for (const cb of frames.splice(0)) cb(0); });
      expect(added.mock.calls.some(([type]) => type === 'scroll')).toBe(true);
      expect(added.mock.calls.some(([type]) => type === 'resize')).toBe(true);
      expect(screen.getByTestId('grid')).toBe(grid);
      expect(container.contains(grid)).toBe(true);
    } finally {
      scrollTo.mockRestore();
      raf.mockRestore();
      added.mockRestore();
    }
  });
});
