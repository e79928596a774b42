// One money action of the member (deposit, withdraw or point conversion request): at most one in flight, and
// the session's balance and points refreshed right after it (session.refresh()), whatever the outcome: even a
// refusal may mean the balance changed elsewhere (another tab, an operator).
import { makeAutoObservable, runInAction } from 'mobx';
import type { Result, SessionStore } from '@casino/shared';
import { attempt, type Attempt } from './failure';

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
    await this.session.refresh();
    runInAction(() => { this.isSubmitting = false; });
    return res;
  }
}
