// The error boundary of every host page (router.tsx's frame puts it inside the layout): a page that throws shows
// the shared failure panel where the page was, with retry and a request id, while the app bar, the menu and the
// shell's drawers keep working. Going to another address clears it. The error goes to the server like a remote's
// render error (POST /api/page-errors: a log line with the page and the id, a counter). Pages a remote owns have the
// remote's own boundary (federation/remote-module.tsx).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { api, PageBoundary, reportPageError, type PageErrorReport } from '@casino/shared';

const report = (r: PageErrorReport) => reportPageError(api, 'host', r, typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : undefined);

export function HostPageBoundary({ page, children }: { page: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageBoundary page={page} resetKey={pathname} onReport={report}>{children}</PageBoundary>;
}
