// The lobby: hero, promotions, provider rows for casino and slot, latest notices, on touch screens the
// swipe-and-menu tutorial, and the support remote's notice popup (after the tutorial, never on top of it).
import { useCallback, useState } from 'react';
import { RemoteWidget } from '../federation/remote-module';
import { LatestNotices } from '../features/lobby/components/latest-notices';
import { ProviderRow } from '../features/lobby/components/provider-row';
import { Hero, Promotions } from '../features/lobby/components/promotions';
import { Tutorial } from '../features/tutorial/tutorial';

export default function Home() {
  const [tutorialDone, setTutorialDone] = useState(false);
  const done = useCallback(() => setTutorialDone(true), []);
  return (
    <section className="casino-page casino-lobby" data-testid="home">
      <Hero />
      <Promotions />
      <ProviderRow category="casino" />
      <ProviderRow category="slot" />
      <LatestNotices />
      <Tutorial onDone={done} />
      {tutorialDone && <RemoteWidget remote="support" expose="./NoticePopup" quiet antd={false} frame={() => null} />}
    </section>
  );
}
