import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The translated `server.<msg>` (games namespace first, then common), or `unknownError`. */
export function useServerMessage() {
  const { t, i18n } = useTranslation('games');
  return useCallback((msg: string | undefined) => {
    if (msg && (i18n.exists(`server.${msg}`, { ns: 'games' }) || i18n.exists(`server.${msg}`, { ns: 'common' }))) {
      return i18n.exists(`server.${msg}`, { ns: 'games' }) ? t(`server.${msg}`) : t(`server.${msg}`, { ns: 'common' });
    }
    return t('unknownError');
  }, [t, i18n]);
}
