// Autoplay: `count` rounds, each started as soon as the shell allows (never faster than the pacing); stops when
// the member stops it, a round is refused or `runOne` answers false.
import { sleep } from '../dom';
import type { ShellStore } from './store';

export async function autoplay(store: ShellStore, count: number, runOne: () => Promise<boolean>): Promise<void> {
  store.autoLeft = count;
  store.changed();
  while (store.autoLeft > 0) {
    while (!store.canStart() && store.autoLeft > 0) await sleep(100);
    if (store.autoLeft <= 0) break;
    store.autoLeft -= 1;
    store.changed();
    if (!(await runOne())) store.stopAuto();
  }
}
