// A windowed grid on @tanstack/react-virtual (issue 19: a kept virtualiser instead of hand-written windowing):
// only the rows near the visible part are in the DOM, so a grid of 5,000 cards costs the same as one of 50.
// Rows are virtualised; a row holds `perRow` cards of a fixed 3:2 shape derived from the grid's width. It
// follows whatever scrolls it — the nearest scrollable ancestor (the provider drawer's body) or the window —
// with the grid's own offset in that scroller as the virtualiser's scrollMargin.
import {
  observeElementRect, useVirtualizer, useWindowVirtualizer, type Virtualizer,
} from '@tanstack/react-virtual';
import { useId, useLayoutEffect, useState, type ReactNode } from 'react';

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

/** The nearest ancestor that scrolls vertically, or null for the window. */
export function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let p = el?.parentElement ?? null; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return p;
  }
  return null;
}

interface Geometry { rows: number; rowHeight: number; overscan: number; scrollMargin: number }

/**
 * The grid's width and offset, measured on `el` and followed with a ResizeObserver. `el` is the element itself (a
 * callback ref's state), not a ref object: the grid's element is replaced when its rows component changes, and the
 * observer must follow the element in the page — one left on the detached element measured it as 0 wide, and the
 * cards fell back to a 1,024-px grid that cut the last column off.
 */
function useGeometry(el: HTMLDivElement | null, scroller: HTMLElement | null, count: number, perRow: number, gap: number, aspect: number) {
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (!el) return undefined;
    const measure = () => {
      setWidth(el.clientWidth);
      const top = el.getBoundingClientRect().top;
      setScrollMargin(scroller
        ? Math.round(top - scroller.getBoundingClientRect().top + scroller.scrollTop)
        : Math.round(top + window.scrollY));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [el, scroller]);
  const usableWidth = width > 0 ? width : FALLBACK_WIDTH;
  const itemWidth = Math.max(1, (usableWidth - gap * (perRow - 1)) / perRow);
  const itemHeight = Math.round(itemWidth * aspect);
  return { itemWidth, itemHeight, rowHeight: itemHeight + gap, rows: Math.ceil(count / perRow), scrollMargin };
}

function WindowRows({ geometry, children }: { geometry: Geometry; children: (v: Virtualizer<Window, Element>) => ReactNode }) {
  const virtualizer = useWindowVirtualizer({
    count: geometry.rows, estimateSize: () => geometry.rowHeight, overscan: geometry.overscan, scrollMargin: geometry.scrollMargin,
    initialRect: { width: FALLBACK_WIDTH, height: FALLBACK_HEIGHT },
  });
  return <>{children(virtualizer)}</>;
}

function ElementRows({ geometry, scroller, children }: { geometry: Geometry; scroller: HTMLElement; children: (v: Virtualizer<HTMLElement, Element>) => ReactNode }) {
  const virtualizer = useVirtualizer({
    count: geometry.rows, estimateSize: () => geometry.rowHeight, overscan: geometry.overscan, scrollMargin: geometry.scrollMargin,
    getScrollElement: () => scroller,
    initialRect: { width: FALLBACK_WIDTH, height: FALLBACK_HEIGHT },
    // jsdom reports 0×0: keep a viewport's worth of rows there too.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width || FALLBACK_WIDTH, height: FALLBACK_HEIGHT })),
  });
  return <>{children(virtualizer)}</>;
}

/** The CSS of a first-screen grid whose columns follow the width (VirtualGridProps.responsiveColumns). */
export function responsiveGridCss(gridId: string, steps: ReadonlyArray<{ minWidth: number; perRow: number }>): string {
  const selector = `[data-grid="${gridId.replace(/["\\]/g, '')}"]`;
  const rule = (perRow: number) => `${selector}{grid-template-columns:repeat(${perRow},minmax(0,1fr))}`;
  return steps.map(({ minWidth, perRow }) => (minWidth > 0 ? `@media (min-width:${minWidth}px){${rule(perRow)}}` : rule(perRow))).join('');
}

export function VirtualGrid<T>({ items, perRow, renderItem, itemKey, gap = 12, aspect = 2 / 3, overscan = 2, testId, responsiveColumns }: VirtualGridProps<T>) {
  const gridId = useId();
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  // undefined until mounted (the scroller is known only then); null = the window
  const [scroller, setScroller] = useState<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => { if (el) setScroller(scrollParent(el)); }, [el]);
  const { itemWidth, itemHeight, rowHeight, rows, scrollMargin } = useGeometry(el, scroller ?? null, items.length, perRow, gap, aspect);
  const geometry: Geometry = { rows, rowHeight, overscan, scrollMargin };

  const cellsOf = (virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>) => {
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

  // The server's first screen (decision 010) has no layout to measure: the first screenful of rows is drawn as a CSS
  // grid of the same columns, gap and card shape, which the live page's first render replaces with the windowed one.
  // With responsiveColumns its columns follow the width by CSS (issue 48 §2: drawn with a desktop's six a row, a
  // phone's cards were a third of their live size, and the live page's larger copy of the first card's picture was
  // the page's largest paint, after all of start-up).
  if (typeof document === 'undefined') {
    const shown = items.slice(0, perRow * Math.min(rows, Math.ceil(FALLBACK_HEIGHT / rowHeight) + overscan));
    return (
      <>
        {responsiveColumns && <style>{responsiveGridCss(gridId, responsiveColumns)}</style>}
        <div data-testid={testId} data-total={items.length} data-rendered={shown.length} data-grid={responsiveColumns ? gridId : undefined}
          style={{ display: 'grid', gridTemplateColumns: responsiveColumns ? undefined : `repeat(${perRow}, minmax(0, 1fr))`, gap, overflow: 'hidden' }}>
          {shown.map((item, index) => (
            <div key={itemKey(item, index)} style={{ aspectRatio: `1 / ${aspect}` }}>{renderItem(item, index, { width: itemWidth, height: itemHeight })}</div>
          ))}
        </div>
      </>
    );
  }
  if (scroller === undefined) return cellsOf({ getVirtualItems: () => [] } as unknown as Virtualizer<Window, Element>);
  return scroller
    ? <ElementRows geometry={geometry} scroller={scroller}>{cellsOf}</ElementRows>
    : <WindowRows geometry={geometry}>{cellsOf}</WindowRows>;
}
