// How a failed wallet call is explained to the member, in one place: a server answer names a msg key
// (translated as `common:server.<msg>`), a transport failure is one of the client results of spec §8
// (`common:client.<name>`). Session expiry is not shown here: the session store sends the page to /login.
import type { TFunction } from 'i18next';
import { ApiError, type Result } from '@casino/shared';

export interface Failure { msg: string; client: boolean; code?: number }

const CLIENT_RESULTS = ['OFFLINE_ERROR', 'NETWORK_ERROR', 'CONFIG_FAILED', 'SESSION_EXPIRED'];

export type Attempt<T> = { ok: true; data: T } | { ok: false; failure: Failure; field?: string };

/** Runs a call; a thrown transport error and a code ≠ 0 both become a Failure. */
export async function attempt<T>(call: () => Promise<Result<T>>): Promise<Attempt<T>> {
  try {
    const res = await call();
    if (res.ok) return { ok: true, data: res.data };
    return { ok: false, failure: { msg: res.msg || 'unknown_error', client: false, code: res.code }, field: res.field };
  } catch (e) {
    if (e instanceof ApiError && CLIENT_RESULTS.includes(e.message)) return { ok: false, failure: { msg: e.message, client: true } };
    return { ok: false, failure: { msg: 'CLIENT_EXCEPTION', client: true } };
  }
}

/** The translated reason of a failure (also used for the inline message under an amount field). */
export function reasonText(t: TFunction, failure: Pick<Failure, 'msg' | 'client'>): string {
  if (failure.client) return t(`common:client.${failure.msg}`);
  return t(`common:server.${failure.msg}`, { defaultValue: t('common:server.unknown_error') });
}

// Where a failure is shown (one table for every wallet form): answers about the amount or the request itself
// go under the amount field; transport failures and anything else are a toast.
const INLINE_MSGS = new Set([
  'required_input_missing', 'invalid_input_value', 'invalid_amount', 'amount_unit', 'insufficient_balance', 'insufficient_points',
  'below_minimum', 'previous_record_exists', 'self_excluded',
  // Responsible gaming: the member should read why the amount is refused right under it.
  'deposit_limit_daily', 'deposit_limit_weekly', 'deposit_limit_monthly', 'kyc_required', 'bank_holder_mismatch',
]);

export function showsInline(failure: Failure): boolean {
  return !failure.client && INLINE_MSGS.has(failure.msg);
}
