import { RoutePlaceholder } from '@casino/shared';

export default function GameSlot() {
  return <RoutePlaceholder ns="games" name="game-slot" />;
}
