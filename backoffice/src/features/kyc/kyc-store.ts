// The pending-KYC queue (issue 47 §2): members with documents waiting, the longest waiting first. The operator
// stream keeps it live: a new upload (kyc.submitted) or a decision anywhere (kyc.decided) loads it again, so a member
// appears or leaves without a reload.
import { makeAutoObservable, runInAction } from 'mobx';
import { KycPaths, type KycQueueRow } from '@casino/shared/contract';
import type { OperatorClient } from '../../lib/operator-client';
import type { LiveEvent } from '../../lib/live-store';
import { attemptOp, type OpFailure } from '../../lib/failures';

export class KycQueueStore {
  rows: KycQueueRow[] = [];
  loaded = false;
  failure: OpFailure | null = null;
  /** Members decided here while a load was under way: a stale answer must not bring them back. */
  private decided = new Set<number>();

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<KycQueueStore, 'client' | 'decided'>(this, { client: false, decided: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const outcome = await attemptOp(() => this.client.get<{ list: KycQueueRow[] }>(KycPaths.queue));
    runInAction(() => {
      if (outcome.ok) {
        this.rows = outcome.data.list.filter((r) => !this.decided.has(r.member_id));
        this.decided.clear();
        this.failure = null;
      } else this.failure = outcome.failure;
      this.loaded = true;
    });
  }

  /** The member's documents were decided: he leaves the queue now. */
  remove(memberId: number): void {
    this.decided.add(memberId);
    this.rows = this.rows.filter((r) => r.member_id !== memberId);
  }

  onEvent(e: LiveEvent): void {
    if (e.type === 'kyc.submitted' || e.type === 'kyc.decided') void this.load();
  }
}
