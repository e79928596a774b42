// The host may load ./LoginPanel on a page of another remote, before this remote's route manifest: the
// panel must bring the account translations itself.
import { waitFor } from '@testing-library/react';
import { i18n, initI18n } from '@casino/shared';
import './login-panel';

test('loading the panel module registers and loads the account namespace', async () => {
  await initI18n('ko');
  await waitFor(() => expect(i18n.hasResourceBundle('ko', 'account')).toBe(true));
  expect(i18n.t('account:login.title')).toBe('로그인');
});
