// ./NoticePopup — mounted by the host on the home page: <RemoteWidget remote="support" expose="./NoticePopup" quiet />.
import { Suspense } from 'react';
import { NoticePopup, prefetchPopupNotices } from '../features/notices/components/notice-popup';
import { ensureSupportNamespace } from '../i18n';
import { installSupportStyles } from '../lib/styles';

void ensureSupportNamespace();

/** Called by the host when it preloads this widget for the page it opens: the list is asked for at once. */
export const prefetch = prefetchPopupNotices;

export default function NoticePopupWidget() {
  installSupportStyles();
  // Own Suspense boundary: while the translations load, the popup waits instead of suspending the home page.
  return <Suspense fallback={null}><NoticePopup /></Suspense>;
}
