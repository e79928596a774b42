// The remote's translation namespace, registered once by the route manifest or by whichever page renders first.
import { registerNamespace } from '@casino/shared';

export const NS = 'wallet';

let registered: Promise<unknown> | null = null;

export function ensureWalletNamespace(): Promise<unknown> {
  registered ??= registerNamespace(NS, (lng) => import(/* webpackChunkName: "i18n-wallet-[request]" */ `./locales/${lng}.json`));
  return registered;
}
