import { RoutePlaceholder } from '@casino/shared';

export default function GameSports() {
  return <RoutePlaceholder ns="games" name="game-sports" />;
}
