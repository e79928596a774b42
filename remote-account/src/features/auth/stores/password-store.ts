// A password form's submission (change on my page, reset from support's link): one request at a time; the
// answer is a success or a failure that may name a form field (the wrong current password, a rule the
// server judged differently) or the reset link (unknown, used or expired token).
import { makeAutoObservable, runInAction } from 'mobx';
import { failureFromError, failureFromResult, type Failure, type Result } from '@casino/shared';

export type PasswordOutcome = { ok: true } | { ok: false; failure: Failure | null };

export class PasswordStore {
  isSubmitting = false;
  failure: Failure | null = null;
  succeeded = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async submit(call: () => Promise<Result<unknown>>): Promise<PasswordOutcome> {
    if (this.isSubmitting) return { ok: false, failure: null };
    this.isSubmitting = true;
    this.failure = null;
    this.succeeded = false;
    let outcome: PasswordOutcome;
    try {
      const res = await call();
      outcome = res.ok ? { ok: true } : { ok: false, failure: failureFromResult(res) };
    } catch (error) {
      outcome = { ok: false, failure: failureFromError(error) };
    }
    runInAction(() => {
      this.isSubmitting = false;
      this.succeeded = outcome.ok;
      this.failure = outcome.ok ? null : outcome.failure;
    });
    return outcome;
  }

  clearFailure(): void { this.failure = null; }
  /** The member types again after a success: the success notice goes. */
  clearSuccess(): void { this.succeeded = false; }
}
