// The console's page boundary: a page that throws shows the shared failure panel (retry, request id) in its place.
// The shell puts it around its outlet, so the menu, the header and logout keep working; app.tsx puts one around the
// routes too, for the pages drawn without the shell (login, the forced password change). Another address clears it.
// The error goes to the server with the console's client (POST /api/page-errors: a log line, a counter).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageBoundary, reportPageError, type PageErrorReport } from '@casino/shared';
import { useStores } from '../lib/stores';

export function ConsolePageBoundary({ page, children }: { page?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const { client } = useStores();
  const report = (r: PageErrorReport) => reportPageError(client, 'backoffice', r, typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : undefined);
  return <PageBoundary page={page ?? pathname} resetKey={pathname} onReport={report}>{children}</PageBoundary>;
}
