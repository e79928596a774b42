// A grid of games across providers from GET /game/list (new slot games, arcade games).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameCard, LoadingText, NativeAlert, type GameListQuery, type GridCardItem } from '@casino/shared';
import { getGameList } from '../api/get-game-list';
import { useSelectCard, type LaunchGame } from '../model/use-select-card';
import { CardGrid } from './card-grid';

type State = { status: 'loading' } | { status: 'ready'; cards: GridCardItem[] } | { status: 'error' };

export function GameListView({ query, testId, launch }: { query: GameListQuery; testId: string; launch: LaunchGame }) {
  const { t } = useTranslation('games');
  const select = useSelectCard(launch);
  const [state, setState] = useState<State>({ status: 'loading' });
  const { category, tag, q } = query;
  useEffect(() => {
    let live = true;
    getGameList({ category, tag, q }).then(
      (res) => {
        if (!live) return;
        const list = Array.isArray(res.data?.list) ? res.data.list : [];
        setState(res.ok ? { status: 'ready', cards: list.map((g) => gameCard(g)) } : { status: 'error' });
      },
      () => { if (live) setState({ status: 'error' }); },
    );
    return () => { live = false; };
  }, [category, tag, q]);

  if (state.status === 'loading') return <LoadingText />;
  if (state.status === 'error') return <NativeAlert type="error" data-testid="games-error" title={t('games.loadFailed')} />;
  return <CardGrid items={state.cards} onSelect={select} testId={testId} />;
}
