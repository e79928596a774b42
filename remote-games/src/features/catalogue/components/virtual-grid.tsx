// A windowed grid: only the rows near the visible part of the page are in the DOM, so a grid of 5,000 cards
// costs the same as one of 50. It follows whatever scrolls (the window, the drawer body…) by listening to
// scroll events in the capture phase and measuring its own position against the viewport; rows have a fixed
// height derived from the grid's width (cards keep a 3:2 shape).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

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
}

interface Range { first: number; last: number }

/** Rows that intersect the viewport [0, viewportHeight], given the grid's top relative to the viewport. */
export function visibleRows(top: number, viewportHeight: number, rowHeight: number, rows: number, overscan: number): Range {
  if (rows === 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(-top / rowHeight) - overscan);
  const last = Math.min(rows - 1, Math.ceil((viewportHeight - top) / rowHeight) + overscan);
  return last < first ? { first: 0, last: -1 } : { first, last };
}

// jsdom (tests) measures everything as 0: assume a common desktop width so that rows exist.
const FALLBACK_WIDTH = 1024;

export function VirtualGrid<T>({ items, perRow, renderItem, itemKey, gap = 12, aspect = 2 / 3, overscan = 2, testId }: VirtualGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [range, setRange] = useState<Range>({ first: 0, last: -1 });

  const usableWidth = width > 0 ? width : FALLBACK_WIDTH;
  const itemWidth = Math.max(1, (usableWidth - gap * (perRow - 1)) / perRow);
  const itemHeight = Math.round(itemWidth * aspect);
  const rowHeight = itemHeight + gap;
  const rows = Math.ceil(items.length / perRow);

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const rect = el.getBoundingClientRect();
    const next = visibleRows(rect.top, window.innerHeight || 800, rowHeight, rows, overscan);
    setRange((prev) => (prev.first === next.first && prev.last === next.last ? prev : next));
  }, [rowHeight, rows, overscan]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => setWidth(el.clientWidth));
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);

  useLayoutEffect(measure, [measure]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => { frame = 0; measure(); });
    };
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [measure]);

  const cells: ReactNode[] = [];
  for (let row = range.first; row <= range.last; row++) {
    for (let col = 0; col < perRow; col++) {
      const index = row * perRow + col;
      if (index >= items.length) break;
      const item = items[index]!;
      cells.push(
        <div key={itemKey(item, index)} style={{
          position: 'absolute', top: row * rowHeight, left: col * (itemWidth + gap), width: itemWidth, height: itemHeight,
        }}>
          {renderItem(item, index, { width: itemWidth, height: itemHeight })}
        </div>,
      );
    }
  }

  return (
    <div ref={ref} data-testid={testId} data-total={items.length} data-rendered={cells.length}
      style={{ position: 'relative', width: '100%', height: rows > 0 ? rows * rowHeight - gap : 0 }}>
      {cells}
    </div>
  );
}
