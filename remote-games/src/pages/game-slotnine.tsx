import { GamesPage } from '../features/catalogue/components/games-page';
import { GameListView } from '../features/catalogue/components/game-list-view';
import { useLaunch } from '../features/launch/use-launch';

const QUERY = { category: 'slot', tag: 'new' } as const;

/** Nine slot: the new slot games of every provider in one grid. */
export default function GameSlotnine() {
  const launch = useLaunch();
  return <GamesPage name="game-slotnine"><GameListView launch={launch} query={QUERY} testId="slotnine-grid" /></GamesPage>;
}
