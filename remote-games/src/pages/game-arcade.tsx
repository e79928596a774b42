import { RoutePlaceholder } from '@casino/shared';

export default function GameArcade() {
  return <RoutePlaceholder ns="games" name="game-arcade" />;
}
