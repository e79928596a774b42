// The account namespace: registered by every entry of this remote (./routes and ./LoginPanel), because the
// host may load the login panel on any page before — or without — the route manifest.
import { registerNamespace } from '@casino/shared';

export const accountI18nReady: Promise<unknown> = registerNamespace(
  'account',
  (lng) => import(/* webpackChunkName: "i18n-account-[request]" */ `./locales/${lng}.json`),
);
