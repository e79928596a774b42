// The game session: exchanges the launch token (or resumes the tab's session), then, while the member is idle,
// refreshes the balance and net every 15 s (money can change outside the game: a deposit, another tab).
import { HouseCallError, connect, getState, type SessionState } from '../api';
import type { Hud } from './hud';
import type { ShellStore } from './store';

const IDLE_REFRESH_MS = 15_000;

/** Answers the session, or null when there is none (`ended`) or the server cannot be reached (`unreachable`). */
export async function openSession(store: ShellStore, hud: Hud, on: { ended: () => void; unreachable: () => void }): Promise<SessionState | null> {
  let state: SessionState;
  try {
    state = await connect(window.location.pathname.split('/').pop() ?? '');
  } catch (err) {
    if (err instanceof HouseCallError && err.status === 403) on.ended();
    else on.unreachable();
    return null;
  }
  store.state = state;
  hud.showTitle(state.game.title);
  hud.showBalance(state.balance);
  hud.showNet(state.session);
  window.setInterval(() => { void refresh(); }, IDLE_REFRESH_MS);
  return state;

  async function refresh() {
    if (store.busy || document.hidden) return;
    try {
      const answer = await getState();
      if (store.busy || answer.code !== 0 || !store.state) return;
      store.state.balance = answer.data.balance;
      store.state.session = answer.data.session;
      hud.showBalance(answer.data.balance);
      hud.showNet(answer.data.session);
    } catch (err) {
      if (err instanceof HouseCallError && err.status === 403) on.ended();
    }
  }
}
