import { RoutePlaceholder } from '@casino/shared';

export default function GameSlotnine() {
  return <RoutePlaceholder ns="games" name="game-slotnine" />;
}
