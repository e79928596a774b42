// How the console explains a failed call. Member-facing answers come from the shared failure catalogue
// (`common:server.<msg>`, `common:client.<result>`); the answers only operators get (role_forbidden,
// totp_invalid, …) are the console's own texts (`bo:failure.<msg>`), in Korean and English.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureFromError, failureFromResult, type Failure, type Result } from '@casino/shared';
import { OperatorMsg, type OperatorMsgKey } from '@casino/shared/contract';

export type OpFailure = Failure & { operatorMsg?: OperatorMsgKey };
export type OpAttempt<T> = { ok: true; data: T } | { ok: false; failure: OpFailure };

const OPERATOR_MSGS = new Set<string>(Object.values(OperatorMsg));
export const isOperatorMsg = (msg: string): msg is OperatorMsgKey => OPERATOR_MSGS.has(msg);

export function opFailureFromResult(res: Pick<Result, 'code' | 'msg'> & { field?: string }): OpFailure {
  const failure = failureFromResult(res);
  return isOperatorMsg(res.msg) ? { ...failure, operatorMsg: res.msg } : failure;
}

export async function attemptOp<T>(call: () => Promise<Result<T>>): Promise<OpAttempt<T>> {
  try {
    const res = await call();
    return res.ok ? { ok: true, data: res.data } : { ok: false, failure: opFailureFromResult(res) };
  } catch (e) {
    return { ok: false, failure: failureFromError(e) };
  }
}

export function useFailureText() {
  const { t } = useTranslation('bo');
  return useCallback((f: OpFailure) => (f.operatorMsg ? t(`failure.${f.operatorMsg}`) : t(f.key)), [t]);
}
