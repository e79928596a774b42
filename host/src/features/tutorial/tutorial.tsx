// The swipe-and-menu tutorial (spec §2) for touch screens: how to open the games drawer with a swipe from
// the right edge and the menu with the menu button. "Don't show again" is remembered in local storage;
// otherwise it shows once per browser session. Its dialog is the browser's own <dialog> (../../components/popup-dialog),
// like the notice popup's: a phone's first visit to the lobby loads no antd (issue 48 §2; it was antd's Modal,
// which brought antd's 200 KB and ≈ 1 s of main-thread work at 4× CPU to the lobby's first visit). The dialog is still
// a chunk of its own, loaded only when it shows: a desktop's lobby does not download it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { storage } from '@casino/shared';
import { useIsMobile } from '../../lib/use-mobile';

export const TUTORIAL_HIDDEN_KEY = 'tutorial_hidden';
const SEEN_THIS_SESSION = 'casino.tutorial_seen';

const TutorialDialog = lazy(() => import('./tutorial-dialog'));

function shouldShow(): boolean {
  if (storage.get(TUTORIAL_HIDDEN_KEY) === '1') return false;
  try { return sessionStorage.getItem(SEEN_THIS_SESSION) !== '1'; } catch { return true; }
}

/** Whether the tutorial will show (touch-size screens, until closed): the home page's popup waits for it. */
export const tutorialPending = (mobile: boolean): boolean => mobile && shouldShow();

/** Renders the tutorial on touch-size screens; calls `onDone` once it is closed or not needed. */
export function Tutorial({ onDone }: { onDone?: () => void }) {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(shouldShow);
  const showing = mobile && open;
  useEffect(() => { if (!showing) onDone?.(); }, [showing, onDone]);
  // Only the live page shows it (a first screen drawn on the server is inert until the page takes it over).
  if (!showing || typeof document === 'undefined') return null;
  const close = (never: boolean) => {
    if (never) storage.set(TUTORIAL_HIDDEN_KEY, '1');
    try { sessionStorage.setItem(SEEN_THIS_SESSION, '1'); } catch { /* private mode */ }
    setOpen(false);
  };
  return <Suspense fallback={null}><TutorialDialog onClose={close} /></Suspense>;
}
