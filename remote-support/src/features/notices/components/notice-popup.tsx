// Home-page notice popups: the newest notices flagged popup, one at a time. "Don't show again today" hides a
// notice until the next local day (stored under notice_flag, cleared by logout); Close hides it until the page
// is reloaded. A failure to load is silent: the popup is an extra, never in the member's way.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NativeButton, POPUP_NOTICES_QUERY, type Notice } from '@casino/shared';
import { PlainText } from '../../../components/plain-text';
import { NS } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { getNotices } from '../api/get-notices';
import { closeForThisVisit, hideToday, isClosedThisVisit, isHiddenToday } from '../stores/popup-flags';

/** A prefetched list older than this is not shown: the popup asks again (a visitor who came back much later). */
export const PREFETCH_FRESH_MS = 30_000;
let prefetched: { request: ReturnType<typeof getNotices>; at: number } | null = null;

/**
 * Starts the popup list's request before the popup mounts (the host calls it when it preloads the widget for
 * the home page it is opening); the first popup that mounts within PREFETCH_FRESH_MS takes this request
 * instead of making its own.
 */
export function prefetchPopupNotices(): void {
  prefetched ??= { request: getNotices(POPUP_NOTICES_QUERY), at: Date.now() };
}

function takePrefetched(): ReturnType<typeof getNotices> | null {
  const taken = prefetched;
  prefetched = null;
  return taken && Date.now() - taken.at < PREFETCH_FRESH_MS ? taken.request : null;
}

export function NoticePopup() {
  const { t } = useTranslation(NS);
  const [queue, setQueue] = useState<Notice[]>([]);
  const [count, setCount] = useState(0);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    const request = takePrefetched() ?? getNotices(POPUP_NOTICES_QUERY);
    request.then((res) => {
      if (!live || !res.ok) return;
      const due = res.data.list.filter((n) => !isHiddenToday(n.id) && !isClosedThisVisit(n.id));
      setQueue(due);
      setCount(due.length);
      setLoaded(true);
    }).catch(() => { /* optional content: stay quiet */ });
    return () => { live = false; };
  }, []);

  const current = queue[0];
  const dismiss = (forToday: boolean) => {
    if (!current) return;
    if (forToday) hideToday(current.id); else closeForThisVisit(current.id);
    setQueue((q) => q.slice(1));
  };

  // `data-state` says when the list has been read and how many popups are still due, so that a test (or a
  // tool) can tell "nothing to show" from "not loaded yet" without waiting for time to pass.
  return (
    <>
      <span hidden data-testid="notice-popup-state" data-state={loaded ? 'loaded' : 'loading'} data-due={queue.length} />
      {current && (
        <PopupDialog
          labelId={`notice-popup-title-${current.id}`}
          closeLabel={t('popup.close')}
          onCancel={() => dismiss(false)}
          title={<span className="support-item-title" id={`notice-popup-title-${current.id}`} data-testid="notice-popup-title">{current.title}</span>}
          footer={(
            <>
              <NativeButton onClick={() => dismiss(true)} data-testid="notice-popup-hide-today">{t('popup.hideToday')}</NativeButton>
              <NativeButton variant="primary" onClick={() => dismiss(false)} data-testid="notice-popup-close">{t('popup.close')}</NativeButton>
            </>
          )}
        >
          <div data-testid="notice-popup" data-notice-id={current.id}>
            <div className="support-meta" style={{ marginBottom: 8 }}>
              <span>{formatDateTime(current.created_at)}</span>
              {count > 1 && <span>{count - queue.length + 1} / {count}</span>}
            </div>
            <div className="support-popup__body"><PlainText text={current.content} testId="notice-popup-content" /></div>
            <div style={{ marginTop: 12 }}>
              <Link to={`/supports/noticepage?id=${current.id}`} onClick={() => dismiss(false)}>{t('popup.viewNotice')}</Link>
            </div>
          </div>
        </PopupDialog>
      )}
    </>
  );
}

/**
 * The popup's modal: the browser's own <dialog> (issue 19: the lobby loads no antd). showModal() makes the rest
 * of the page inert, moves focus into the dialog and gives it back to where it was when it closes; Escape
 * cancels it (the close button's effect).
 */
function PopupDialog({ labelId, title, closeLabel, onCancel, footer, children }: {
  labelId: string; title: ReactNode; closeLabel: string; onCancel: () => void; footer: ReactNode; children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // jsdom has no showModal: there the dialog is simply open
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => { if (typeof dialog.close === 'function' && dialog.open) dialog.close(); };
  }, []);
  return (
    <dialog ref={ref} className="support-popup" aria-labelledby={labelId} onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <div className="support-popup__head">
        {title}
        <button type="button" className="support-popup__x" aria-label={closeLabel} onClick={onCancel}>×</button>
      </div>
      {children}
      <div className="support-popup__foot">{footer}</div>
    </dialog>
  );
}
