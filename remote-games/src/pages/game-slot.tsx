import { GamesPage } from '../features/catalogue/components/games-page';
import { ProviderLobby } from '../features/catalogue/components/provider-lobby';

/** Slots: the slot providers, then a provider's games. */
export default function GameSlot() {
  return <GamesPage name="game-slot"><ProviderLobby category="slot" testId="slot-lobby" /></GamesPage>;
}
