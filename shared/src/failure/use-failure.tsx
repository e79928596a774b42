// Shows a failure the way the catalogue says, with antd's App messages (never the static functions) and the
// router for redirects. Components keep what only they can show: a field's help text, an inline alert.
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { placeFailure, type Failure, type FailurePlace, type FailureSurface } from './failure';

export interface ShowOptions extends FailureSurface {
  /** The toast's text from the translated reason, e.g. `(reason) => t('withdraw.failed', { reason })`. */
  toast?: (reason: string, failure: Failure) => string;
  /** Called before a redirect (e.g. to close the login panel). */
  beforeRedirect?: () => void;
}

export function useFailure() {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const text = useCallback((failure: Pick<Failure, 'key'>) => t(failure.key), [t]);
  /** Toasts and redirects are done here; a `field` or `inline` place is returned for the component to render. */
  const show = useCallback((failure: Failure, options: ShowOptions = {}): FailurePlace => {
    const place = placeFailure(failure, options);
    if (place.show === 'toast') {
      const reason = text(failure);
      void message.error(options.toast ? options.toast(reason, failure) : reason);
    } else if (place.show === 'redirect') {
      options.beforeRedirect?.();
      navigate(place.to);
    }
    return place;
  }, [text, message, navigate]);
  return useMemo(() => ({ text, show }), [text, show]);
}
