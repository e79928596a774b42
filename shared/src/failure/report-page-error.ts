// A page's render error, sent to the server (POST /api/page-errors, issue 46 §6) the way a remote's render error is
// (host/src/federation/telemetry.ts): the host and the back office give it to their PageBoundary as `onReport`.
// Best effort: a report that cannot be sent is dropped (the page already shows its failure panel and logged it).
import type { ApiClient } from '../api/client';
import { Paths } from '../contract/paths';
import type { PAGE_ERROR_APPS } from '../contract/schemas/site';
import type { PageErrorReport } from './page-boundary';

/** The fields of POST /api/page-errors for a boundary's report, cut to the contract's limits. */
export function pageErrorBody(app: (typeof PAGE_ERROR_APPS)[number], report: PageErrorReport, version?: string) {
  return {
    app,
    page: report.page.replace(/[^A-Za-z0-9/_:.-]/g, '_').slice(0, 100) || 'unknown',
    request_id: report.requestId.replace(/[^A-Za-z0-9_.:-]/g, '_').slice(0, 64),
    from_request: report.fromRequest,
    error: `${report.error.name}: ${report.error.message}`.slice(0, 300),
    ...(version && /^[A-Za-z0-9._+-]{1,40}$/.test(version) ? { version } : {}),
  };
}

export function reportPageError(client: ApiClient, app: (typeof PAGE_ERROR_APPS)[number], report: PageErrorReport, version?: string): void {
  client.post(Paths.pageErrors, pageErrorBody(app, report, version)).catch(() => undefined);
}
