// One login attempt at a time, per form. On success the shared session store takes the answer (it stores
// the values base64-encoded) and one init call fills the balance at once, so the app bar shows it without
// waiting for the host's next poll. `succeeded` stays true so that the login page can tell its own success
// apart from a member who opened /login while already logged in.
import { makeAutoObservable, runInAction } from 'mobx';
import { failureFromError, failureFromResult, type Failure, type LoginRequest, type RootStore } from '@casino/shared';
import { login } from '../api/login';

export class LoginStore {
  isSubmitting = false;
  failure: Failure | null = null;
  succeeded = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LoginStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** True when the member is logged in afterwards. A second call while one is running does nothing. */
  async submit(values: LoginRequest): Promise<boolean> {
    if (this.isSubmitting) return false;
    this.isSubmitting = true;
    this.failure = null;
    try {
      const res = await login({ username: values.username.trim(), password: values.password });
      if (!res.ok || !res.data) {
        runInAction(() => { this.failure = failureFromResult(res); this.isSubmitting = false; });
        return false;
      }
      runInAction(() => {
        this.succeeded = true;
        this.root.session.setLogin(res.data, res.session);
      });
      await this.root.session.refresh();
      runInAction(() => { this.isSubmitting = false; });
      return true;
    } catch (error) {
      runInAction(() => { this.failure = failureFromError(error); this.isSubmitting = false; });
      return false;
    }
  }

  clearFailure(): void { this.failure = null; }
}
