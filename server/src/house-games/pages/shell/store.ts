// The shell's state, shared with the game: the session, whether a round is under way or play is blocked (the
// reality check), when the next round may start (the server refuses rounds closer than its interval) and how
// many autoplay rounds are left. Listeners re-render on every change.
import type { SessionState } from '../api';

export class ShellStore {
  state: SessionState | null = null;
  busy = false;
  blocked = false;
  nextAllowedAt = 0;
  autoLeft = 0;
  private readonly listeners = new Set<(store: ShellStore) => void>();

  onChange(fn: (store: ShellStore) => void): void {
    this.listeners.add(fn);
    fn(this);
  }

  changed(): void {
    for (const fn of this.listeners) fn(this);
  }

  pacingLeft(): number {
    return Math.max(0, this.nextAllowedAt - Date.now());
  }

  canStart(): boolean {
    return !this.busy && !this.blocked && this.state !== null && this.pacingLeft() === 0;
  }

  stopAuto(): void {
    this.autoLeft = 0;
    this.changed();
  }
}
