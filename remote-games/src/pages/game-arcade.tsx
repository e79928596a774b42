import { GamesPage } from '../features/catalogue/components/games-page';
import { GameListView } from '../features/catalogue/components/game-list-view';

const QUERY = { category: 'arcade' } as const;

/** Arcade: the arcade-category games. */
export default function GameArcade() {
  return <GamesPage name="game-arcade"><GameListView query={QUERY} testId="arcade-grid" /></GamesPage>;
}
