import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT } from '@casino/shared';

/** Without a window (the server drawing a first screen), what the request's browser says it is (set per render). */
let serverMobile = false;
export function setServerMobile(mobile: boolean): void { serverMobile = mobile; }

/** Product logic treats widths below 768 px as mobile (spec §9). */
export function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
  const get = () => (typeof window === 'undefined' ? serverMobile : typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  const [mobile, setMobile] = useState(get);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(query);
    const on = () => setMobile(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return mobile;
}
