// Sign-up submission: one request at a time; the answer is either the new username or a failure that may
// name a form field (duplicate username/nickname, or a rule the server judged differently).
import { makeAutoObservable, runInAction } from 'mobx';
import { failureFromError, failureFromResult, type Failure, type RegisterRequest } from '@casino/shared';
import { register } from '../api/register';

export type RegisterOutcome = { ok: true; username: string } | { ok: false; failure: Failure | null };

export class RegisterStore {
  isSubmitting = false;
  failure: Failure | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async submit(values: RegisterRequest): Promise<RegisterOutcome> {
    if (this.isSubmitting) return { ok: false, failure: null };
    this.isSubmitting = true;
    this.failure = null;
    try {
      const res = await register(values);
      if (res.ok) {
        runInAction(() => { this.isSubmitting = false; });
        return { ok: true, username: res.data?.username ?? values.username };
      }
      const failure = failureFromResult(res);
      runInAction(() => { this.failure = failure; this.isSubmitting = false; });
      return { ok: false, failure };
    } catch (error) {
      const failure = failureFromError(error);
      runInAction(() => { this.failure = failure; this.isSubmitting = false; });
      return { ok: false, failure };
    }
  }

  clearFailure(): void { this.failure = null; }
}
