// The info dialog's fairness and history tabs. Fairness: the committed server seed hash, the client seed (changing
// it rotates the pair), rotation that reveals the old server seed. History: the member's latest rounds of this
// game; once a round's server seed is revealed, "Verify" replays it here with Web Crypto and the very modules
// the server settled it with (the page bundles server/src/domain), and compares the outcomes.
import { CLIENT_SEED_RE, replay, sha256HexAsync } from '../../domain/fairness/provably-fair';
import { engine } from '../../domain/house-games/games';
import { getRounds, getSeeds, rotateSeeds, type Round, type Seeds } from './api';
import { el } from './dom';
import { money, t } from './i18n';
import type { ShellStore } from './shell/store';

const field = (label: string, value: string, testId?: string) => el('div', { className: 'kv' }, [el('span', { text: label }), el('code', { text: value, 'data-testid': testId })]);

export async function renderFairness(panel: HTMLElement, store: ShellStore): Promise<void> {
  panel.replaceChildren(el('p', { className: 'muted', text: t('fairIntro') }));
  let seeds: Seeds;
  try {
    seeds = (await getSeeds()).data;
  } catch {
    panel.append(el('p', { text: t('networkError') }));
    return;
  }
  const input = el('input', { type: 'text', value: seeds.active.client_seed, maxLength: 64, className: 'input', 'data-testid': 'client-seed-input', 'aria-label': t('clientSeed') });
  const note = el('p', { className: 'muted', 'data-testid': 'fair-note' });
  const rotate = async (clientSeed: string | undefined) => {
    if (clientSeed !== undefined && !CLIENT_SEED_RE.test(clientSeed)) { note.textContent = t('badClientSeed'); return; }
    const answer = await rotateSeeds(clientSeed);
    if (answer.code !== 0) { note.textContent = t('error'); return; }
    if (store.state) store.state.seeds = answer.data.active;
    await renderFairness(panel, store);
    const rotatedNote = panel.querySelector('[data-testid="fair-note"]');
    if (rotatedNote) rotatedNote.textContent = t('rotated');
  };
  panel.append(
    field(t('serverSeedHash'), seeds.active.server_seed_hash, 'server-seed-hash'),
    el('label', { className: 'kv' }, [el('span', { text: t('clientSeed') }), input]),
    field(t('nextNonce'), String(seeds.active.next_nonce), 'next-nonce'),
    el('div', { className: 'row' }, [
      el('button', { type: 'button', className: 'btn', 'data-testid': 'set-client-seed', text: t('setClientSeed'), onclick: () => rotate(input.value.trim()) }),
      el('button', { type: 'button', className: 'btn primary', 'data-testid': 'rotate-seeds', text: t('rotate'), onclick: () => rotate(undefined) }),
    ]),
    note,
  );
  if (seeds.revealed.length) {
    panel.append(el('h3', { text: t('revealed') }));
    for (const pair of seeds.revealed) {
      panel.append(el('div', { className: 'revealed', 'data-testid': 'revealed-pair' }, [
        field(t('serverSeed'), pair.server_seed ?? '', 'revealed-seed'),
        field(t('serverSeedHash'), pair.server_seed_hash),
        field(t('clientSeed'), pair.client_seed),
        field(t('nonce'), `0 – ${Math.max(0, pair.next_nonce - 1)}`),
      ]));
    }
  }
}

/** JSON with object keys sorted (the database returns the stored outcome's keys in its own order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record).sort().map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Replays a round from its (revealed) seeds; true when the outcome is the one the server settled. */
export async function verifyRound(round: Round): Promise<boolean> {
  const game = engine(round.engine);
  const serverSeed = round.server_seed;
  if (!game || !serverSeed) return false;
  if ((await sha256HexAsync(serverSeed)) !== round.server_seed_hash) return false;
  const outcome = await replay(serverSeed, round.client_seed, round.nonce, (stream) => game.play(stream, round.params));
  return canonical(outcome) === canonical(round.outcome);
}

export async function renderHistory(panel: HTMLElement): Promise<void> {
  panel.replaceChildren(el('p', { className: 'muted', text: t('loading') }));
  let list: Round[];
  try {
    list = (await getRounds(20)).data.list;
  } catch {
    panel.replaceChildren(el('p', { text: t('networkError') }));
    return;
  }
  panel.replaceChildren();
  if (!list.length) { panel.append(el('p', { className: 'muted', text: t('noRounds') })); return; }
  const table = el('div', { className: 'history', 'data-testid': 'round-history' });
  for (const round of list) {
    const result = el('span', { className: 'verify-result' });
    const button = el('button', { type: 'button', className: 'btn small', 'data-testid': 'verify-round', text: t('verify') });
    button.addEventListener('click', async () => {
      if (!round.server_seed) { result.textContent = t('notRevealed'); return; }
      try {
        const ok = await verifyRound(round);
        result.textContent = ok ? `✓ ${t('verified')}` : `✗ ${t('mismatch')}`;
        result.dataset.ok = String(ok);
      } catch {
        result.textContent = t('needsHttps');
      }
    });
    const time = new Date(round.created_at).toLocaleTimeString(document.documentElement.lang === 'ko' ? 'ko-KR' : 'en-US');
    table.append(el('div', { className: 'history-row', 'data-testid': 'history-row', 'data-round': String(round.id) }, [
      el('span', { className: 'h-time', text: `#${round.id} · ${time}` }),
      el('span', { text: `${t('bet')} ${money(round.bet)}` }),
      el('span', { className: (round.win ?? 0) > 0 ? 'h-win up' : 'h-win', text: `${t('win')} ${money(round.win ?? 0)}` }),
      el('span', { className: 'h-nonce', text: `${t('nonce')} ${round.nonce}` }),
      button, result,
    ]));
  }
  panel.append(table);
}
