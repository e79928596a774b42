// Session watch (spec §4): every 100 ms a token check; valid and not polling → poll /main/init at once and
// every 10 s; invalid while polling → logout. A failed or data-less init also logs out. The check only
// reads the store, so it re-renders nothing while nothing changes. While the browser is offline the poll
// is skipped rather than treated as a failure: losing Wi-Fi for a minute must not log a member out.
// While polling, the session store also holds the member's live stream (issue 16); a `session.revoked`
// event from it (suspension) logs out at the next check.
import { INIT_POLL_MS, SESSION_CHECK_MS, type RootStore } from '@casino/shared';

export class SessionWatch {
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private inFlight = false;
  polling = false;

  constructor(
    private readonly store: RootStore,
    private readonly onLoggedOut: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    if (this.checkTimer) return;
    this.tick();
    this.checkTimer = setInterval(() => this.tick(), SESSION_CHECK_MS);
  }

  stop(): void {
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
    this.stopPolling();
  }

  tick(): void {
    const { valid } = this.store.session.check(this.now());
    if (this.store.session.revoked && this.polling) this.logout(); // suspended: the live stream said so
    else if (valid && !this.polling) this.startPolling();
    else if (!valid && this.polling) this.logout();
  }

  private startPolling(): void {
    this.polling = true;
    this.store.session.startStream(); // live updates (issue 16); the poll below stays the fallback
    void this.poll();
    this.pollTimer = setInterval(() => void this.poll(), INIT_POLL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    this.polling = false;
    this.store.session.stopStream();
  }

  async poll(): Promise<void> {
    if (this.inFlight || !this.store.ui.online) return;
    this.inFlight = true;
    try {
      const ok = await this.store.session.refresh();
      if (!ok && this.polling && this.store.ui.online) this.logout();
    } finally {
      this.inFlight = false;
    }
  }

  private logout(): void {
    this.stopPolling();
    this.store.session.clear();
    this.onLoggedOut();
  }
}
