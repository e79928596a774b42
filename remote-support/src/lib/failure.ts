// How a failed call is explained to the member: a server answer names a msg key (translated as
// `common:server.<msg>`), a transport failure is one of the client results of spec §8 (`common:client.<name>`).
import type { TFunction } from 'i18next';
import { ApiError, type Result } from '@casino/shared';

export interface Failure { msg: string; client: boolean }

const CLIENT_RESULTS = ['OFFLINE_ERROR', 'NETWORK_ERROR', 'CONFIG_FAILED', 'SESSION_EXPIRED'];

export function failureOfResult(result: Pick<Result, 'msg'>): Failure {
  return { msg: result.msg || 'unknown_error', client: false };
}

export function failureOfError(error: unknown): Failure {
  if (error instanceof ApiError && CLIENT_RESULTS.includes(error.message)) return { msg: error.message, client: true };
  return { msg: 'CLIENT_EXCEPTION', client: true };
}

/** The translated reason, for the `{{reason}}` of the feature's failure message. */
export function reasonText(t: TFunction, failure: Failure): string {
  if (failure.client) return t(`common:client.${failure.msg}`);
  return t(`common:server.${failure.msg}`, { defaultValue: t('common:server.unknown_error') });
}

/** Runs a call and returns its Result, or a Failure when it did not succeed (thrown or code ≠ 0). */
export async function attempt<T>(call: () => Promise<Result<T>>): Promise<{ ok: true; data: T } | { ok: false; failure: Failure; field?: string }> {
  try {
    const res = await call();
    if (res.ok) return { ok: true, data: res.data };
    return { ok: false, failure: failureOfResult(res), field: res.field };
  } catch (e) {
    return { ok: false, failure: failureOfError(e) };
  }
}
