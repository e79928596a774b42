import { InPreparation } from '@casino/shared';
import { GamesPage } from '../features/catalogue/components/games-page';

/** Sports betting: in preparation until a sports provider exists. */
export default function GameSports() {
  return <GamesPage name="game-sports"><InPreparation /></GamesPage>;
}
