import { RoutePlaceholder } from '@casino/shared';

export default function GameLivecasino() {
  return <RoutePlaceholder ns="games" name="game-livecasino" />;
}
