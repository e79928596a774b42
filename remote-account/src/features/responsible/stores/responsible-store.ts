// The member's responsible-gaming settings: one load on opening, then each change answered by the server
// and followed by a fresh load (pending raises and the exclusion come from the server, never guessed here).
import { makeAutoObservable, runInAction } from 'mobx';
import {
  Code, failureFromError, failureFromResult, LoadStore, Msg, type ExclusionRequest, type Failure, type LimitKind, type LimitsResponse,
  type SelfExclusionRequest, type SetLimitResponse,
} from '@casino/shared';
import { getLimits } from '../api/get-limits';
import { setLimit } from '../api/set-limit';
import { startExclusion } from '../api/start-exclusion';

export type Outcome<T = unknown> = { ok: true; data: T } | { ok: false; failure: Failure };

export class ResponsibleStore {
  busy: string | null = null;
  /** The settings as the server last answered them (the shared read state: a failed reload keeps them shown). */
  private readonly settings = new LoadStore<LimitsResponse>(getLimits);

  constructor() {
    makeAutoObservable<ResponsibleStore, 'settings'>(this, { settings: false }, { autoBind: true });
  }

  get data(): LimitsResponse | null { return this.settings.data; }
  get loadFailure(): Failure | null { return this.settings.failure; }

  load(): Promise<void> {
    return this.settings.load();
  }

  setLimit(kind: LimitKind, value: number | null): Promise<Outcome<SetLimitResponse>> {
    return this.run(kind, () => setLimit(kind, value));
  }

  exclude(body: ExclusionRequest | SelfExclusionRequest): Promise<Outcome> {
    return this.run('exclusion', () => startExclusion(body));
  }

  private async run<T>(what: string, call: () => Promise<{ ok: boolean; data: T; code: number; msg: string; field?: string }>): Promise<Outcome<T>> {
    if (this.busy) return { ok: false, failure: failureFromResult({ code: Code.ALREADY_PROCESSED, msg: Msg.request_already_processed }) };
    this.busy = what;
    let outcome: Outcome<T>;
    try {
      const res = await call();
      outcome = res.ok ? { ok: true, data: res.data } : { ok: false, failure: failureFromResult(res) };
    } catch (error) {
      outcome = { ok: false, failure: failureFromError(error) };
    }
    await this.load();
    runInAction(() => { this.busy = null; });
    return outcome;
  }
}
