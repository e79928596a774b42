// The lobby: hero, promotions, provider rows for casino and slot, latest notices, and on touch screens
// the swipe-and-menu tutorial.
import { LatestNotices } from '../features/lobby/components/latest-notices';
import { ProviderRow } from '../features/lobby/components/provider-row';
import { Hero, Promotions } from '../features/lobby/components/promotions';
import { Tutorial } from '../features/tutorial/tutorial';

export default function Home() {
  return (
    <section className="casino-page casino-lobby" data-testid="home">
      <Hero />
      <Promotions />
      <ProviderRow category="casino" />
      <ProviderRow category="slot" />
      <LatestNotices />
      <Tutorial />
    </section>
  );
}
