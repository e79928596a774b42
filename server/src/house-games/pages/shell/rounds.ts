// Playing a round through the shell: the pacing (the next round may start one interval after this one, as the
// server enforces too: see `play`), the refusals explained in words (too fast, balance too low, not allowed to bet, …), and
// once the game has shown the round, the balance, the session's net and {type:'balance'} to the site.
import { HouseCallError, playRound, type Round, type SessionNumbers } from '../api';
import { notifyParent } from '../dom';
import { dateTime, money, t } from '../i18n';
import type { Hud } from './hud';
import type { MessageKind } from './overlays';
import type { ShellStore } from './store';

/** A played round as the server answered it. */
export interface PlayResult<O = unknown> { round: Round<O>; balance: number; session: SessionNumbers }

export interface RoundDeps {
  store: ShellStore;
  hud: Hud;
  message: (text: string, kind?: MessageKind) => void;
  ended: () => void;
  /** Runs after each settled round (the reality check's turn). */
  afterRound: () => void;
}

/** What the page shows for a refused round; autoplay stops on every refusal but "too fast". */
function explain(answer: { code: number; msg: string; data: unknown }, store: ShellStore, message: RoundDeps['message']) {
  const data = (answer.data ?? {}) as { retry_after_ms?: number; balance?: number };
  if (answer.code === 4290) {
    store.nextAllowedAt = Date.now() + (data.retry_after_ms ?? 1000);
    message(t('tooFast'));
    return;
  }
  const imposed = (answer.data ?? {}) as { reason?: string; until?: string | null };
  if (answer.msg === 'insufficient_balance') message(t('insufficient', { balance: money(data.balance ?? 0) }), 'error');
  else if (answer.msg === 'operator_excluded' && typeof imposed.reason === 'string') {
    // a time-out or exclusion the site's team imposed (issue 47 §4): the member is told why and until when
    message(imposed.until ? t('refusedBySite', { reason: imposed.reason, until: dateTime(imposed.until) }) : t('refusedBySitePermanent', { reason: imposed.reason }), 'error');
  } else if (answer.code === 4030) message(t('refused'), 'error');
  else if (answer.code === 4001 || answer.code === 4000) message(t('invalidBet'), 'error');
  else message(t('error'), 'error');
  store.stopAuto();
}

export function createRounds({ store, hud, message, ended, afterRound }: RoundDeps) {
  /** Sends a round; answers {round, balance, session} or null (the message is shown). */
  async function play<O>(body: unknown): Promise<PlayResult<O> | null> {
    if (!store.canStart() || !store.state) return null;
    const interval = store.state.settings.min_round_interval_ms;
    store.busy = true;
    store.nextAllowedAt = Date.now() + interval;
    store.changed();
    try {
      const answer = await playRound(body);
      if (answer.code === 0 || answer.code === 6000) {
        // The server counts the interval from its transaction's start, some time after this call left and before
        // its answer came (later still on a busy server). Counted from the answer, the next round never reaches
        // the server early, so autoplay is never refused for a pace the member kept.
        store.nextAllowedAt = Date.now() + interval;
        const result = answer.data as PlayResult<O>;
        hud.showBalance(result.balance - (result.round.win ?? 0)); // the bet leaves now; the win shows when revealed
        return result;
      }
      store.busy = false;
      explain(answer, store, message);
      store.changed();
      return null;
    } catch (err) {
      store.busy = false;
      store.stopAuto();
      if (err instanceof HouseCallError && err.status === 403) ended();
      else message(t('networkError'), 'error');
      store.changed();
      return null;
    }
  }

  /** The game has shown the round: balance, net, the site's balance, ready for the next round. */
  function settled(result: PlayResult<unknown>): void {
    if (store.state) {
      store.state.balance = result.balance;
      store.state.session = result.session;
    }
    hud.showBalance(result.balance);
    hud.showNet(result.session);
    store.busy = false;
    notifyParent('balance');
    store.changed();
    afterRound();
  }

  return { play, settled };
}
