// Home-page notice popups (spec §9): the newest notices flagged popup, one at a time. "Don't show again today" hides a
// notice until the next local day (../lib/popup-flags.ts); Close hides it until the page is reloaded. A failure to
// load is silent: the popup is an extra, never in the member's way.
// Issue 19: the popup is the home page's own (it was the support remote's widget), so that the server can draw it
// into a visitor's first screen with the rest of the page; its list is the route's first read (popupNoticesRead).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime, NativeButton, useLoad, type Notice } from '@casino/shared';
import { getPopupNotices, popupNoticesRead } from '../api/get-notices';
import { PopupDialog } from '../../../components/popup-dialog';
import { closeForThisVisit, hideToday, isClosedThisVisit, isHiddenToday } from '../lib/popup-flags';

export function NoticePopup() {
  const { t } = useTranslation('host');
  const { data } = useLoad(getPopupNotices, 'popup-notices', popupNoticesRead);
  const [dismissed, setDismissed] = useState<number[]>([]);
  // the popups due when the list arrived; the ones dismissed since leave the queue
  const due = useMemo(() => (data?.list ?? []).filter((n) => !isHiddenToday(n.id) && !isClosedThisVisit(n.id)), [data]);
  const queue = due.filter((n) => !dismissed.includes(n.id));
  const current: Notice | undefined = queue[0];
  const dismiss = (forToday: boolean) => {
    if (!current) return;
    if (forToday) hideToday(current.id); else closeForThisVisit(current.id);
    setDismissed((d) => [...d, current.id]);
  };

  // `data-state` says when the list has been read and how many popups are still due, so that a test (or a
  // tool) can tell "nothing to show" from "not loaded yet" without waiting for time to pass.
  return (
    <>
      <span hidden data-testid="notice-popup-state" data-state={data ? 'loaded' : 'loading'} data-due={queue.length} />
      {current && (
        <PopupDialog
          key={current.id}
          labelId={`notice-popup-title-${current.id}`}
          closeLabel={t('home.popup.close')}
          onCancel={() => dismiss(false)}
          title={<span className="casino-popup__title" id={`notice-popup-title-${current.id}`} data-testid="notice-popup-title">{current.title}</span>}
          footer={(
            <>
              <NativeButton onClick={() => dismiss(true)} data-testid="notice-popup-hide-today">{t('home.popup.hideToday')}</NativeButton>
              <NativeButton variant="primary" onClick={() => dismiss(false)} data-testid="notice-popup-close">{t('home.popup.close')}</NativeButton>
            </>
          )}
        >
          <div data-testid="notice-popup" data-notice-id={current.id}>
            <div className="casino-popup__meta">
              <time dateTime={current.created_at}>{formatDateTime(current.created_at)}</time>
              {due.length > 1 && <span>{due.length - queue.length + 1} / {due.length}</span>}
            </div>
            {/* notice text is plain text: React text, line breaks kept by CSS */}
            <div className="casino-popup__body"><p className="casino-popup__text" data-testid="notice-popup-content">{current.content}</p></div>
            <div className="casino-popup__link">
              <Link to={`/supports/noticepage?id=${current.id}`} onClick={() => dismiss(false)}>{t('home.popup.viewNotice')}</Link>
            </div>
          </div>
        </PopupDialog>
      )}
    </>
  );
}
