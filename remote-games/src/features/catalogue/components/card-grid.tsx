// A grid of cards with the SEARCH box (case-insensitive substring of the name) and a favourites filter.
// Columns follow spec §2 (6 / sm 6 / md 3 / lg 2 of 12) unless fixed; rendering is windowed.
import { Button, Empty, Input } from 'antd';
import { SearchOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardsPerRow, cardTitleFontSize, GridCard, useStores, type GridCardItem } from '@casino/shared';
import { searchIndex } from '../model/search';
import { useWindowWidth } from '../../../lib/use-window-width';
import { FavouriteStar, type FavouriteStarProps } from './favourite-star';
import { VirtualGrid } from './virtual-grid';

export interface CardGridProps {
  items: GridCardItem[];
  onSelect: (item: GridCardItem) => void;
  /** Columns of 12 per card at every width (the drawer: 6 → two cards a row). */
  fixedColumns?: number;
  testId: string;
  /** Shown left of the search box (the drawer's back button). */
  toolbar?: ReactNode;
}

interface CellProps extends Omit<FavouriteStarProps, 'item'> { item: GridCardItem; onSelect: (item: GridCardItem) => void; fontSize: number }

/** One cell: memoised, so a keystroke re-renders only the cards that enter the window (or whose star changed). */
const Cell = memo(function Cell({ item, onSelect, fontSize, on, onToggle, label }: CellProps) {
  return <GridCard item={item} onSelect={onSelect} titleFontSize={fontSize} extra={<FavouriteStar item={item} on={on} onToggle={onToggle} label={label} />} />;
});

export const CardGrid = observer(function CardGrid({ items, onSelect, fixedColumns, testId, toolbar }: CardGridProps) {
  const { favourites } = useStores();
  const { t } = useTranslation('games');
  const width = useWindowWidth();
  const [query, setQuery] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const index = useMemo(() => searchIndex(items), [items]);
  // favourites' lists are read here so that the filter follows toggles in this and other tabs
  const favouriteIds = useMemo(
    () => new Set([...favourites.slots, ...favourites.casino].map((f) => f.id)),
    [favourites.slots, favourites.casino],
  );
  const starLabel = useCallback((on: boolean, name: string) => t(on ? 'favourite.remove' : 'favourite.add', { name }), [t]);
  const shown = useMemo(() => {
    const found = index.filter(query);
    return favouritesOnly ? found.filter((item) => item.id && favouriteIds.has(item.id)) : found;
  }, [index, query, favouritesOnly, favouriteIds]);

  return (
    <div data-testid={testId} data-count={shown.length}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'stretch', marginBottom: 12 }}>
        {toolbar}
        <Input
          allowClear value={query} onChange={(e) => setQuery(e.target.value)} prefix={<SearchOutlined />}
          placeholder={t('grid.search')} aria-label={t('grid.search')} data-testid="grid-search" style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          aria-pressed={favouritesOnly} data-testid="favourites-filter" title={t('grid.favouritesOnly')} aria-label={t('grid.favouritesOnly')}
          type={favouritesOnly ? 'primary' : 'default'} icon={favouritesOnly ? <StarFilled /> : <StarOutlined />}
          onClick={() => setFavouritesOnly((v) => !v)}
        />
      </div>
      {shown.length === 0
        ? <Empty description={t(favouritesOnly ? 'grid.noFavourites' : 'grid.empty')} data-testid="grid-empty" />
        : (
          <VirtualGrid
            testId={`${testId}-cells`}
            items={shown}
            perRow={cardsPerRow(width, fixedColumns)}
            itemKey={(item, i) => item.id ?? `i${i}`}
            renderItem={(item, _i, size) => (
              <Cell item={item} onSelect={onSelect} fontSize={cardTitleFontSize(width, size.width)}
                on={Boolean(item.id && favouriteIds.has(item.id))} onToggle={favourites.toggle} label={starLabel} />
            )}
          />
        )}
    </div>
  );
});
