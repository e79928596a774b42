// What every house game page shares around its table (docs/games.md "The game pages"), put together from one
// part per job: the language (i18n), the bar with balance and the session's net position (shell/hud), messages
// and the loading / ended overlay (shell/overlays), the shell's state (shell/store), playing a round at the
// server's pace (shell/rounds), autoplay at that pace (shell/autoplay), sound (shell/sound-toggle), the reality
// check (shell/reality-check), the info dialog (shell/info-dialog) and the session (shell/session).
import { notifyParent } from './dom';
import { money, startLanguage, t } from './i18n';
import { play as playSound } from './sound';
import { autoplay } from './shell/autoplay';
import { createHud } from './shell/hud';
import { wireInfoDialog } from './shell/info-dialog';
import { createLoadingOverlay, createToast } from './shell/overlays';
import { createRealityCheck } from './shell/reality-check';
import { createRounds } from './shell/rounds';
import { wireSoundToggle } from './shell/sound-toggle';
import { openSession } from './shell/session';
import { ShellStore } from './shell/store';

export type { PlayResult } from './shell/rounds';

export interface GamePage {
  /** Fills the info dialog's rules tab. */
  rules(panel: HTMLElement): void;
}

/** Starts the page: language, bar, session. Answers the shell the game plays through. */
export async function startShell(game: GamePage) {
  startLanguage();
  const store = new ShellStore();
  const hud = createHud();
  const message = createToast();
  const loading = createLoadingOverlay();
  const ended = () => {
    loading.ended();
    store.stopAuto();
  };
  const reality = createRealityCheck(store, ended);
  const rounds = createRounds({ store, hud, message, ended, afterRound: reality.check });
  wireSoundToggle(hud.soundButton);
  wireInfoDialog(hud.infoButton, store, game.rules);
  hud.lobbyButton.addEventListener('click', () => notifyParent('close'));

  const state = await openSession(store, hud, { ended, unreachable: loading.unreachable });
  if (state) {
    reality.start(state);
    loading.hide();
    notifyParent('balance');
    store.changed();
  }
  return {
    store,
    t, money, message, sound: playSound,
    play: rounds.play,
    settled: rounds.settled,
    autoplay: (count: number, runOne: () => Promise<boolean>) => autoplay(store, count, runOne),
    /** The bar above the play button: the ring fills while the next round is not allowed yet. */
    pacingProgress(): number {
      const left = store.pacingLeft();
      const interval = store.state?.settings.min_round_interval_ms || 1;
      return left > 0 ? Math.round((1 - left / interval) * 100) : 0;
    },
  };
}

export type Shell = Awaited<ReturnType<typeof startShell>>;
