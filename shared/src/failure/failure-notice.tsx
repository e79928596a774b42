// The failure panel a page shows in place (an inline failure: a form's, a page that could not load): the
// translated reason and, when the server named the request, its id — "요청 번호: …" — which the member quotes to
// support, who find the request's log line and trace by it (docs/operations.md "Observe"). Toasts show the same
// id (use-failure.tsx).
import { useTranslation } from 'react-i18next';
import { requestIdOf, type Failure } from './failure';

export interface FailureNoticeProps {
  failure: Failure;
  /** The sentence to show instead of the catalogue's reason (e.g. "가입 실패: …"). */
  text?: string;
  className?: string;
  /** The id to show when the failure names none (a page that threw shows the id of its error report). */
  requestId?: string;
}

export function FailureNotice({ failure, text, className, requestId }: FailureNoticeProps) {
  const { t } = useTranslation('common');
  const id = requestIdOf(failure) ?? requestId;
  return (
    <div role="alert" className={className ?? 'failure-notice'}>
      <p className="failure-notice-reason">{text ?? t(failure.key)}</p>
      {id && (
        <p className="failure-notice-request-id">
          <span data-testid="failure-request-id">{t('failure.request_id', { id })}</span>{' '}
          <span>{t('failure.request_id_hint')}</span>
        </p>
      )}
    </div>
  );
}
