// A windowed grid on @tanstack/react-virtual (issue 19: a kept virtualiser instead of hand-written windowing):
// only the rows near the visible part are in the DOM, so a grid of 5,000 cards costs the same as one of 50.
// Rows are virtualised; a row holds `perRow` cards of a fixed 3:2 shape derived from the grid's width. It
// follows whatever scrolls it — the nearest scrollable ancestor (the provider drawer's body) or the window —
// with the grid's own offset in that scroller as the virtualiser's scrollMargin.
import {
  observeElementRect, observeWindowOffset, observeWindowRect, useVirtualizer, useWindowVirtualizer, windowScroll, type Rect, type Virtualizer,
} from '@tanstack/react-virtual';
import { useEffect, useId, useLayoutEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useWindowWidth } from '../../../lib/use-window-width';

export interface VirtualGridProps<T> {
  items: readonly T[];
  perRow: number;
  renderItem: (item: T, index: number, size: { width: number; height: number }) => ReactNode;
  itemKey: (item: T, index: number) => string;
  gap?: number;
  /** Card height / width. */
  aspect?: number;
  /** Rows rendered above and below the visible ones. */
  overscan?: number;
  testId?: string;
  /**
   * Cards a row by the window's width, as CSS media queries (from `minWidth` px up): how the server's first screen,
   * which has no window, lays its grid out, so that a phone's first paint has the live page's columns (and card
   * sizes) instead of a desktop's. Without it, that grid has `perRow` columns at every width (the drawer's fixed two).
   */
  responsiveColumns?: ReadonlyArray<{ minWidth: number; perRow: number }>;
}

// jsdom (tests) measures everything as 0: assume a common desktop size so that rows exist. In a browser the
// first frame uses it too, before the grid is measured: the grid clips its cards (overflow hidden) so that
// frame can't widen a phone's page, which would then be measured back as the grid's width.
const FALLBACK_WIDTH = 1024;
const FALLBACK_HEIGHT = 800;

/**
 * A grid of at most this many cards is not windowed: it is the server's CSS grid, whole (a category's providers, a
 * search's few results). Windowing needs the grid's place in the page at once, and reading it in the commit that
 * replaced the server's first screen made the browser compute the whole new page's styles inside that task, the slot
 * lobby's longest (25–42 ms of 62–94 on the bench machine, ×4 on a phone; issue 48 §2); the cards' size then comes
 * from a ResizeObserver, which reports after the browser's own layout.
 */
export const PLAIN_GRID_MAX = 48;

/** The nearest ancestor that scrolls vertically, or null for the window. */
export function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let p = el?.parentElement ?? null; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return p;
  }
  return null;
}

interface Geometry { rows: number; rowHeight: number; overscan: number; scrollMargin: number }

/** The window's size and scroll offset, read with the grid's own measure (when the layout is already up to date). */
interface WindowView { rect: Rect; offset: number }

/**
 * Where the grid is, measured on `el` and followed with a ResizeObserver: what scrolls it (the nearest scrollable
 * ancestor, or null for the window; undefined until measured), its width and offset in that scroller, and the window's
 * size and scroll offset (for WindowRows). `el` is the element itself (a callback ref's state), not a ref object: an
 * observer left on a detached element measured it as 0 wide, and the cards fell back to a 1,024-px grid that cut the
 * last column off.
 *
 * Everything is read in one go, in the layout effect after the grid's first commit: the first read makes the browser
 * bring the page's styles and layout up to date inside that task, and the reads after it cost nothing. The grid's
 * element stays the same element from its first commit on (one rows component with both virtualisers, enabled by the
 * scroller), so this happens once: a phone's slot lobby did it three times in its longest task (the scroller looked
 * up again for a second element, and the window virtualiser's own first reads and scroll), 45–65 ms of a 4× CPU
 * trace (issue 48 §2).
 */
function useGeometry(el: HTMLDivElement | null, count: number, perRow: number, gap: number, aspect: number) {
  const [scroller, setScroller] = useState<HTMLElement | null | undefined>(undefined);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  const windowView = useRef<WindowView | null>(null);
  useLayoutEffect(() => {
    if (!el) return undefined;
    const found = scrollParent(el);
    const measure = () => {
      setWidth(el.clientWidth);
      windowView.current = { rect: { width: window.innerWidth, height: window.innerHeight }, offset: window.scrollY };
      const top = el.getBoundingClientRect().top;
      setScrollMargin(found
        ? Math.round(top - found.getBoundingClientRect().top + found.scrollTop)
        : Math.round(top + window.scrollY));
    };
    measure();
    setScroller(found);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [el]);
  const usableWidth = width > 0 ? width : FALLBACK_WIDTH;
  const itemWidth = Math.max(1, (usableWidth - gap * (perRow - 1)) / perRow);
  const itemHeight = Math.round(itemWidth * aspect);
  return { scroller, itemWidth, itemHeight, rowHeight: itemHeight + gap, rows: Math.ceil(count / perRow), scrollMargin, windowView };
}

/**
 * Starts the virtualiser's own window observer (`observe`) in the next animation frame, and answers what the grid's
 * measure read (`known`) until then: the observers read the window when they start, in the commit that mounts the
 * rows, after React has changed the page, and such a read makes the browser recompute the page's styles and layout
 * inside that task, where the frame that follows does it once anyway (see useGeometry).
 */
function deferredObserver<V>(known: () => V | undefined, observe: (instance: Virtualizer<Window, Element>, cb: (value: V, isScrolling: boolean) => void) => (() => void) | undefined) {
  return (instance: Virtualizer<Window, Element>, cb: (value: V, isScrolling: boolean) => void) => {
    const value = known();
    if (value === undefined) return observe(instance, cb);
    cb(value, false);
    let stop: (() => void) | undefined;
    const frame = requestAnimationFrame(() => { stop = observe(instance, cb); });
    return () => { cancelAnimationFrame(frame); stop?.(); };
  };
}

/** The window virtualiser's observers and scroll, which read the window only from the frame after it mounts (deferredObserver). */
function useWindowObservers(windowView: MutableRefObject<WindowView | null>) {
  const [observers] = useState(() => {
    // the virtualiser's first scroll, when it mounts, is to where the window already is (the offset measured): no scroll
    let mounting = true;
    const scrollTo: typeof windowScroll = (offset, options, instance) => {
      const already = mounting && !options.behavior && offset + (options.adjustments ?? 0) === windowView.current?.offset;
      mounting = false;
      if (!already) windowScroll(offset, options, instance);
    };
    return {
      observeElementRect: deferredObserver<Rect>(() => windowView.current?.rect, (instance, cb) => observeWindowRect(instance, (rect) => cb(rect, false))),
      observeElementOffset: deferredObserver<number>(() => windowView.current?.offset, observeWindowOffset),
      scrollToFn: scrollTo,
    };
  });
  return observers;
}

type AnyVirtualizer = Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>;

/**
 * The rows: a window virtualiser and an element one (the provider drawer's body), the one of the measured scroller
 * enabled (none until measured, which draws no rows), so that the grid's element is never replaced.
 */
function Rows({ geometry, scroller, windowView, children }: {
  geometry: Geometry; scroller: HTMLElement | null | undefined; windowView: MutableRefObject<WindowView | null>; children: (v: AnyVirtualizer) => ReactNode;
}) {
  const common = { count: geometry.rows, estimateSize: () => geometry.rowHeight, overscan: geometry.overscan, scrollMargin: geometry.scrollMargin };
  const inWindow = useWindowVirtualizer({
    ...common, enabled: scroller === null, initialRect: windowView.current?.rect ?? { width: FALLBACK_WIDTH, height: FALLBACK_HEIGHT }, ...useWindowObservers(windowView),
  });
  const inElement = useVirtualizer({
    ...common, enabled: Boolean(scroller), getScrollElement: () => scroller ?? null,
    initialRect: { width: FALLBACK_WIDTH, height: FALLBACK_HEIGHT },
    // jsdom reports 0×0: keep a viewport's worth of rows there too.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width || FALLBACK_WIDTH, height: FALLBACK_HEIGHT })),
  });
  return <>{children(scroller ? inElement : inWindow)}</>;
}

/** The CSS of a first-screen grid whose columns follow the width (VirtualGridProps.responsiveColumns). */
export function responsiveGridCss(gridId: string, steps: ReadonlyArray<{ minWidth: number; perRow: number }>): string {
  const selector = `[data-grid="${gridId.replace(/["\\]/g, '')}"]`;
  const rule = (perRow: number) => `${selector}{grid-template-columns:repeat(${perRow},minmax(0,1fr))}`;
  return steps.map(({ minWidth, perRow }) => (minWidth > 0 ? `@media (min-width:${minWidth}px){${rule(perRow)}}` : rule(perRow))).join('');
}

/** The grid of the server's first screen, and the live one of a short list (PLAIN_GRID_MAX): CSS columns, every card. */
function CssGrid<T>({ items, total = items.length, perRow, renderItem, itemKey, gap, aspect, testId, responsiveColumns, size, gridRef }: Pick<VirtualGridProps<T>, 'items' | 'perRow' | 'renderItem' | 'itemKey' | 'testId' | 'responsiveColumns'> & {
  /** The list's length, when `items` are its first screenful (the server's). */
  total?: number; gap: number; aspect: number; size: { width: number; height: number }; gridRef?: (el: HTMLDivElement | null) => void;
}) {
  const gridId = useId();
  return (
    <>
      {responsiveColumns && <style>{responsiveGridCss(gridId, responsiveColumns)}</style>}
      <div ref={gridRef} data-testid={testId} data-total={total} data-rendered={items.length} data-grid={responsiveColumns ? gridId : undefined}
        style={{ display: 'grid', gridTemplateColumns: responsiveColumns ? undefined : `repeat(${perRow}, minmax(0, 1fr))`, gap, overflow: 'hidden' }}>
        {items.map((item, index) => (
          <div key={itemKey(item, index)} style={{ aspectRatio: `1 / ${aspect}` }}>{renderItem(item, index, size)}</div>
        ))}
      </div>
    </>
  );
}

/**
 * A short list's live grid (PLAIN_GRID_MAX): the CSS grid. With responsiveColumns (a page's grid) its cards' size is
 * the window's width shared by the columns, a guess that changes only when the window does: a measured size
 * arriving later re-rendered every card, and their pictures' new `sizes` and `loading` made the browser choose their
 * sources again inside that task (71 ms of a slot lobby's 77-ms task on the bench machine; issue 48 §2). A grid of
 * fixed columns (the provider drawer's, not as wide as the window) is sized by what a ResizeObserver reports.
 */
function PlainGrid<T>(props: VirtualGridProps<T> & { gap: number; aspect: number }) {
  const { perRow, gap, aspect, responsiveColumns } = props;
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const windowWidth = useWindowWidth(); // read once, then on resize (the columns follow it by CSS)
  const [measured, setWidth] = useState(0);
  const width = responsiveColumns ? windowWidth : measured;
  useEffect(() => {
    if (responsiveColumns || !el || typeof ResizeObserver === 'undefined') return undefined;
    // read in the observer's callback, after the browser's layout: nothing to recompute
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, responsiveColumns]);
  const itemWidth = Math.max(1, ((width > 0 ? width : FALLBACK_WIDTH) - gap * (perRow - 1)) / perRow);
  return <CssGrid {...props} size={{ width: itemWidth, height: Math.round(itemWidth * aspect) }} gridRef={setEl} />;
}

export function VirtualGrid<T>(props: VirtualGridProps<T>) {
  const { gap = 12, aspect = 2 / 3, overscan = 2, items, perRow } = props;
  // The server's first screen (decision 010) has no layout to measure: the first screenful of rows is drawn as a CSS
  // grid of the same columns, gap and card shape, which the live page's first render replaces. With responsiveColumns
  // its columns follow the width by CSS (issue 48 §2: drawn with a desktop's six a row, a phone's cards were a third
  // of their live size, and the live page's larger copy of the first card's picture was the page's largest paint,
  // after all of start-up).
  if (typeof document === 'undefined') {
    const itemWidth = Math.max(1, (FALLBACK_WIDTH - gap * (perRow - 1)) / perRow);
    const itemHeight = Math.round(itemWidth * aspect);
    const rows = Math.ceil(items.length / perRow);
    const shown = items.slice(0, perRow * Math.min(rows, Math.ceil(FALLBACK_HEIGHT / (itemHeight + gap)) + overscan));
    return <CssGrid {...props} items={shown} total={items.length} gap={gap} aspect={aspect} size={{ width: itemWidth, height: itemHeight }} />;
  }
  return items.length <= PLAIN_GRID_MAX
    ? <PlainGrid {...props} gap={gap} aspect={aspect} />
    : <WindowedGrid {...props} gap={gap} aspect={aspect} overscan={overscan} />;
}

function WindowedGrid<T>({ items, perRow, renderItem, itemKey, gap, aspect, overscan, testId }: VirtualGridProps<T> & { gap: number; aspect: number; overscan: number }) {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const { scroller, itemWidth, itemHeight, rowHeight, rows, scrollMargin, windowView } = useGeometry(el, items.length, perRow, gap, aspect);
  const geometry: Geometry = { rows, rowHeight, overscan, scrollMargin };

  const cellsOf = (virtualizer: AnyVirtualizer) => {
    const cells: ReactNode[] = [];
    for (const row of virtualizer.getVirtualItems()) {
      for (let col = 0; col < perRow; col++) {
        const index = row.index * perRow + col;
        if (index >= items.length) break;
        const item = items[index]!;
        cells.push(
          <div key={itemKey(item, index)} style={{
            position: 'absolute', top: row.start - scrollMargin, left: col * (itemWidth + gap), width: itemWidth, height: itemHeight,
          }}>
            {renderItem(item, index, { width: itemWidth, height: itemHeight })}
          </div>,
        );
      }
    }
    return (
      <div ref={setEl} data-testid={testId} data-total={items.length} data-rendered={cells.length}
        style={{ position: 'relative', width: '100%', overflow: 'hidden', height: rows > 0 ? rows * rowHeight - gap : 0 }}>
        {cells}
      </div>
    );
  };

  return <Rows geometry={geometry} scroller={scroller} windowView={windowView}>{cellsOf}</Rows>;
}
