import { GamesPage } from '../features/catalogue/components/games-page';
import { ProviderLobby } from '../features/catalogue/components/provider-lobby';
import { useLaunch } from '../features/launch/use-launch';

/** Live casino: the casino providers, then a provider's tables. */
export default function GameLivecasino() {
  const launch = useLaunch();
  return <GamesPage name="game-livecasino"><ProviderLobby launch={launch} category="casino" testId="livecasino-lobby" /></GamesPage>;
}
