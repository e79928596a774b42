// Swipe from the right edge (spec §9: a 25 px zone) on a touch screen: a touch that starts inside the zone
// and moves left far enough, more sideways than up or down, calls `onSwipe` once. The host's shell uses it
// to open the game provider drawer (whose remote is loaded only once the drawer opens).
import { useEffect, useRef } from 'react';

export const EDGE_SWIPE_ZONE_PX = 25;
export const EDGE_SWIPE_DISTANCE_PX = 40;

interface Point { x: number; y: number }

/** Pure gesture logic (tests drive it without a DOM). */
export function createEdgeSwipe(onSwipe: () => void, viewportWidth: () => number) {
  let start: Point | null = null;
  return {
    start(p: Point) { start = p.x >= viewportWidth() - EDGE_SWIPE_ZONE_PX ? p : null; },
    move(p: Point) {
      if (!start) return;
      const dx = p.x - start.x;
      const dy = p.y - start.y;
      if (-dx >= EDGE_SWIPE_DISTANCE_PX && Math.abs(dx) > Math.abs(dy)) {
        start = null;
        onSwipe();
      }
    },
    end() { start = null; },
  };
}

export function useEdgeSwipe(onSwipe: () => void, enabled = true): void {
  const latest = useRef(onSwipe);
  latest.current = onSwipe;
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return undefined;
    const swipe = createEdgeSwipe(() => latest.current(), () => window.innerWidth);
    const point = (e: TouchEvent) => ({ x: e.touches[0]?.clientX ?? 0, y: e.touches[0]?.clientY ?? 0 });
    const onStart = (e: TouchEvent) => { if (e.touches.length === 1) swipe.start(point(e)); else swipe.end(); };
    const onMove = (e: TouchEvent) => swipe.move(point(e));
    const onEnd = () => swipe.end();
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);
}
