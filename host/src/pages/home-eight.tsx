// home-eight: the alternate lobby for the eight-dashboard layout — the same sections in a two-column
// arrangement on wide screens (notices beside the provider rows).
import { LatestNotices } from '../features/lobby/components/latest-notices';
import { ProviderRow } from '../features/lobby/components/provider-row';
import { Hero, Promotions } from '../features/lobby/components/promotions';

export default function HomeEight() {
  return (
    <section className="casino-page casino-lobby casino-lobby--eight" data-testid="home-eight">
      <Hero />
      <Promotions />
      <div className="casino-lobby__columns">
        <div>
          <ProviderRow category="casino" priority />
          <ProviderRow category="slot" />
        </div>
        <LatestNotices />
      </div>
    </section>
  );
}
