// The error boundary of a page (the host's pages, the back office's): a page that throws while rendering shows
// the failure panel in its place, with a retry that mounts the page afresh, while the app bar and the menu around
// it keep working. The panel names a request id the member (or operator) can quote to support: the last request
// the server refused while the page was shown, which is most likely what the page choked on, else a new id made
// for this error report. The error is reported like a remote's render error (host/src/federation/remote-module.tsx):
// logged with the page's name, and handed to `onReport`.
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeButton } from '../ui/native';
import { clientFailure, failedRequestMark } from './failure';
import { FailureNotice } from './failure-notice';

export interface PageErrorReport {
  /** The route's name. */
  page: string;
  /** The id the panel shows. */
  requestId: string;
  /** True when the id is the server's, of a request refused while the page was shown. */
  fromRequest: boolean;
  error: Error;
  componentStack?: string;
}

export interface PageBoundaryProps {
  /** The route's name, for the report. */
  page: string;
  /** A new value (the location) clears the panel: the member went to another page. */
  resetKey?: string;
  onReport?: (report: PageErrorReport) => void;
  /** Makes the id of an error report that no refused request explains (tests pass a fixed one). */
  newId?: () => string;
  children: ReactNode;
}

interface PageBoundaryState {
  error: Error | null;
  requestId?: string;
  /** Bumped by retry: the page is mounted afresh under a new key. */
  attempt: number;
  /** The count of refused requests when the page was (re)mounted: a later one is this page's. */
  since: number;
  resetKey?: string;
}

function newReportId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export class PageBoundary extends Component<PageBoundaryProps, PageBoundaryState> {
  override state: PageBoundaryState = { error: null, attempt: 0, since: failedRequestMark().count, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<PageBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: PageBoundaryProps, state: PageBoundaryState): Partial<PageBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null, requestId: undefined, since: failedRequestMark().count };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const mark = failedRequestMark();
    const fromRequest = mark.count > this.state.since && mark.lastId !== undefined;
    const requestId = fromRequest ? mark.lastId! : (this.props.newId ?? newReportId)();
    this.setState({ requestId });
    console.error(`[page] ${this.props.page} threw while rendering (request ${requestId})`, error, info.componentStack);
    this.props.onReport?.({ page: this.props.page, requestId, fromRequest, error, componentStack: info.componentStack ?? undefined });
  }

  retry = (): void => {
    this.setState((s) => ({ error: null, requestId: undefined, attempt: s.attempt + 1, since: failedRequestMark().count }));
  };

  override render() {
    if (this.state.error) return <PageFailure requestId={this.state.requestId} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

function PageFailure({ requestId, onRetry }: { requestId?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="page-failure" className="page-failure">
      <FailureNotice failure={clientFailure('CLIENT_EXCEPTION')} text={t('failure.page_error')} requestId={requestId} />
      <NativeButton variant="primary" onClick={onRetry} data-testid="page-failure-retry">{t('retry')}</NativeButton>
    </div>
  );
}
