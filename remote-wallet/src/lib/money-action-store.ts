// One money action of the member (deposit, withdraw or point conversion request): at most one in flight. The
// server's answer carries the balance and points after the change (withdraw, conversion); the session
// applies them at once (session.applyMoney), no /main/init call. A deposit request answers neither: the
// balance changes only when it is approved, and the shell's init polling shows it then.
import { makeAutoObservable, runInAction } from 'mobx';
import { attempt, type Attempt, type Result, type SessionStore } from '@casino/shared';

export class MoneyActionStore<I, T> {
  isSubmitting = false;
  private inFlight: Promise<Attempt<T>> | null = null;

  constructor(private readonly session: SessionStore, private readonly call: (input: I) => Promise<Result<T>>) {
    makeAutoObservable<MoneyActionStore<I, T>, 'session' | 'call' | 'inFlight'>(this, { session: false, call: false, inFlight: false }, { autoBind: true });
  }

  /** A second submit while the first is under way gets the first one's outcome (a double click is one call). */
  submit(input: I): Promise<Attempt<T>> {
    this.inFlight ??= this.run(input).finally(() => { this.inFlight = null; });
    return this.inFlight;
  }

  private async run(input: I): Promise<Attempt<T>> {
    this.isSubmitting = true;
    const res = await attempt(() => this.call(input));
    runInAction(() => {
      if (res.ok) this.session.applyMoney(res.data as { balance?: unknown; point?: unknown } | null);
      this.isSubmitting = false;
    });
    return res;
  }
}
