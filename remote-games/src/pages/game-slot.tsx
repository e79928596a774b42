import { GamesPage } from '../features/catalogue/components/games-page';
import { ProviderLobby } from '../features/catalogue/components/provider-lobby';
import { useLaunch } from '../features/launch/use-launch';

/** Slots: the slot providers, then a provider's games. */
export default function GameSlot() {
  const launch = useLaunch();
  return <GamesPage name="game-slot"><ProviderLobby launch={launch} category="slot" testId="slot-lobby" /></GamesPage>;
}
