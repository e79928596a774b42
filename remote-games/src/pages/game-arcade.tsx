import { GamesPage } from '../features/catalogue/components/games-page';
import { GameListView } from '../features/catalogue/components/game-list-view';
import { useLaunch } from '../features/launch/use-launch';

const QUERY = { category: 'arcade' } as const;

/** Arcade: the arcade-category games. */
export default function GameArcade() {
  const launch = useLaunch();
  return <GamesPage name="game-arcade"><GameListView launch={launch} query={QUERY} testId="arcade-grid" /></GamesPage>;
}
