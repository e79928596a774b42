// Shows a failure the way the catalogue says, with the page's toasts and the router for redirects. Components
// keep what only they can show: a field's help text, an inline alert.
// The toasts are antd's App messages (never the static functions), handed in through ToasterContext by whoever
// renders antd (the host's antd scope, the standalone dev shell, the test wrapper), so that this package's index
// imports no antd and a page without antd loads none (issue 19).
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../format/date-time';
import { placeFailure, requestIdOf, type Failure, type FailurePlace, type FailureSurface } from './failure';

export interface ShowOptions extends FailureSurface {
  /** The toast's text from the translated reason, e.g. `(reason) => t('withdraw.failed', { reason })`. */
  toast?: (reason: string, failure: Failure) => string;
  /** Called before a redirect (e.g. to close the login panel). */
  beforeRedirect?: () => void;
}

/** Where the page's toasts go (a failure's, a notice's). `className` marks a toast for tests and styles. */
export interface Toaster {
  error: (text: string) => void;
  warning: (text: string) => void;
  info: (text: string, options?: { className?: string }) => void;
}
export const ToasterContext = createContext<Toaster | null>(null);

const consoleToaster: Toaster = {
  error: (text) => console.error(`[toast] ${text}`), warning: (text) => console.warn(`[toast] ${text}`), info: (text) => console.info(`[toast] ${text}`),
};

/** What MessageToaster needs of a message API (antd's `App.useApp().message`), without importing antd. */
export interface MessageApi {
  error: (text: string) => unknown;
  warning: (text: string) => unknown;
  info: (config: { content: string; className?: string }) => unknown;
}

/** Hands a message API (antd's, inside antd's providers) to useToaster below it. */
export function MessageToaster({ message, children }: { message: MessageApi; children: ReactNode }) {
  const toaster = useMemo<Toaster>(() => ({
    error: (text) => { void message.error(text); },
    warning: (text) => { void message.warning(text); },
    info: (text, options) => { void message.info({ content: text, className: options?.className }); },
  }), [message]);
  return <ToasterContext.Provider value={toaster}>{children}</ToasterContext.Provider>;
}

/** The page's toasts: antd's messages inside antd's providers, the host's own toasts elsewhere. */
export function useToaster(): Toaster {
  return useContext(ToasterContext) ?? consoleToaster;
}

/** "Reason: … Until: …" of an imposed time-out or exclusion (common:failure.imposed_*). */
export function imposedDetail(t: (key: string, options?: Record<string, unknown>) => string, imposed: { reason: string; until: string | null }): string {
  return imposed.until
    ? t('common:failure.imposed_until', { reason: imposed.reason, date: formatDateTime(imposed.until) })
    : t('common:failure.imposed_permanent', { reason: imposed.reason });
}

export function useFailure() {
  const { t } = useTranslation('common');
  const message = useToaster();
  const navigate = useNavigate();
  // an imposed exclusion's refusal says why and until when (issue 47 §4)
  const text = useCallback((failure: Pick<Failure, 'key'> & { imposed?: { reason: string; until: string | null } }) => (
    failure.imposed ? `${t(failure.key)} ${imposedDetail(t, failure.imposed)}` : t(failure.key)
  ), [t]);
  /** "요청 번호: …" when the server named the request (X-Request-Id), else '': what the member quotes to support. */
  const reference = useCallback((failure: Failure) => {
    const id = requestIdOf(failure);
    return id ? t('failure.request_id', { id }) : '';
  }, [t]);
  /** Toasts and redirects are done here; a `field` or `inline` place is returned for the component to render. */
  const show = useCallback((failure: Failure, options: ShowOptions = {}): FailurePlace => {
    const place = placeFailure(failure, options);
    if (place.show === 'toast') {
      const reason = text(failure);
      const said = options.toast ? options.toast(reason, failure) : reason;
      const ref = reference(failure);
      message.error(ref ? `${said} (${ref})` : said);
    } else if (place.show === 'redirect') {
      options.beforeRedirect?.();
      navigate(place.to);
    }
    return place;
  }, [text, reference, message, navigate]);
  return useMemo(() => ({ text, reference, show }), [text, reference, show]);
}
