// The remote's translation namespace. Pages and widgets each make sure it is registered, because the host may
// load a widget (the FAQ and contact form on its support hub) without ever loading this remote's route manifest.
import { registerNamespace } from '@casino/shared';

export const NS = 'support';

let registered: Promise<unknown> | null = null;

export function ensureSupportNamespace(): Promise<unknown> {
  registered ??= registerNamespace(NS, (lng) => import(/* webpackChunkName: "i18n-support-[request]" */ `./locales/${lng}.json`));
  return registered;
}
