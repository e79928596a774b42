import { GamesPage } from '../features/catalogue/components/games-page';
import { ProviderLobby } from '../features/catalogue/components/provider-lobby';

/** Live casino: the casino providers, then a provider's tables. */
export default function GameLivecasino() {
  return <GamesPage name="game-livecasino"><ProviderLobby category="casino" testId="livecasino-lobby" /></GamesPage>;
}
