// The two open queues (deposits, withdrawals), oldest first, each request with its member in context.
// The operator stream keeps them live: a new request is loaded, a request decided anywhere (another cashier,
// the CLI, another tab) leaves the queue at once, before any reload answers.
import { makeAutoObservable, runInAction } from 'mobx';
import { OperatorPaths, type QueueRow } from '@casino/shared/contract';
import type { OperatorClient } from '../../lib/operator-client';
import type { LiveEvent } from '../../lib/live-store';
import { attemptOp, type OpFailure } from '../../lib/failures';

export type QueueKind = 'deposit' | 'withdrawal';
export const QUEUE_KINDS: readonly QueueKind[] = ['deposit', 'withdrawal'];

const PATHS: Record<QueueKind, string> = { deposit: OperatorPaths.depositQueue, withdrawal: OperatorPaths.withdrawalQueue };

const byOldest = (a: QueueRow, b: QueueRow) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id);

export class QueueStore {
  rows: Record<QueueKind, QueueRow[]> = { deposit: [], withdrawal: [] };
  loaded: Record<QueueKind, boolean> = { deposit: false, withdrawal: false };
  failure: Record<QueueKind, OpFailure | null> = { deposit: null, withdrawal: null };
  /** Ids decided while a load was under way: a stale answer must not bring them back. */
  private decided: Record<QueueKind, Set<number>> = { deposit: new Set(), withdrawal: new Set() };

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<QueueStore, 'client' | 'decided'>(this, { client: false, decided: false }, { autoBind: true });
  }

  count(kind: QueueKind): number { return this.rows[kind].length; }

  async load(kind: QueueKind): Promise<void> {
    const outcome = await attemptOp(() => this.client.get<{ list: QueueRow[] }>(PATHS[kind]));
    runInAction(() => {
      if (outcome.ok) {
        const gone = this.decided[kind];
        this.rows[kind] = outcome.data.list.filter((r) => r.status === 'waiting' && !gone.has(r.id)).sort(byOldest);
        this.failure[kind] = null;
      } else this.failure[kind] = outcome.failure;
      this.loaded[kind] = true;
    });
  }

  loadAll(): Promise<void[]> { return Promise.all(QUEUE_KINDS.map((k) => this.load(k))); }

  /** The request is decided (here or elsewhere): it leaves the queue now. */
  remove(kind: QueueKind, id: number): void {
    this.decided[kind].add(id);
    this.rows[kind] = this.rows[kind].filter((r) => r.id !== id);
  }

  /** An operator stream event: decided requests leave, new ones are fetched with their member context. */
  onEvent(e: LiveEvent): void {
    const match = /^(deposit|withdrawal)\.(created|decided)$/.exec(e.type);
    if (!match) return;
    const kind = match[1] as QueueKind;
    const id = Number(e.data.id);
    if (match[2] === 'decided') { if (Number.isSafeInteger(id)) this.remove(kind, id); return; }
    void this.load(kind);
  }
}
