// The lobby: hero, promotions, provider rows for casino and slot, latest notices, on touch screens the
// swipe-and-menu tutorial, and the notice popup (after the tutorial, never on top of it). Everything here is the
// host's own and public, so the server draws it into a visitor's first screen (issue 19, decision 010).
import { useCallback, useState } from 'react';
import { LatestNotices } from '../features/lobby/components/latest-notices';
import { NoticePopup } from '../features/lobby/components/notice-popup';
import { ProviderRow } from '../features/lobby/components/provider-row';
import { Hero, Promotions } from '../features/lobby/components/promotions';
import { Tutorial, tutorialPending } from '../features/tutorial/tutorial';
import { useIsMobile } from '../lib/use-mobile';

export default function Home() {
  const mobile = useIsMobile();
  // the popup is in the first render unless the tutorial comes first (the server's first screen draws it too)
  const [tutorialDone, setTutorialDone] = useState(() => !tutorialPending(mobile));
  const done = useCallback(() => setTutorialDone(true), []);
  return (
    <section className="casino-page casino-lobby" data-testid="home">
      <Hero />
      <Promotions />
      <ProviderRow category="casino" priority />
      <ProviderRow category="slot" />
      <LatestNotices />
      <Tutorial onDone={done} />
      {tutorialDone && <NoticePopup />}
    </section>
  );
}
