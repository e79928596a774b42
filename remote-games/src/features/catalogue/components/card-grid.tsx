// A grid of cards with the SEARCH box (case-insensitive substring of the name) and a favourites filter.
// Columns follow spec §2 (6 / sm 6 / md 3 / lg 2 of 12) unless fixed; rendering is windowed.
import { SearchOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { memo, startTransition, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_ROW_STEPS, cardsPerRow, cardTitleFontSize, GridCard, NativeButton, useStores, type GridCardItem } from '@casino/shared';
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

interface CellProps extends Omit<FavouriteStarProps, 'item'> {
  item: GridCardItem; onSelect: (item: GridCardItem) => void; fontSize: number; eager: boolean; priority: boolean; width: number | undefined;
}

/**
 * Whether the card at `index` may be on the first screen, so its picture loads with the page (the rest are lazy):
 * its row is within a screen's height of rows (as if the grid began at the window's top; a few cards more than
 * are seen, never one seen and lazy: a lazy picture in view waits for layout). `rowHeight`: a card's and the gap.
 * The screen's height, not the window's: a screen is at least as tall as the window on it, and reading the window's
 * height here, in a render after React changed the page, made the browser lay the whole page out inside the render
 * (issue 48 §2, a phone's slot lobby).
 */
export function onFirstScreen(index: number, perRow: number, rowHeight: number): boolean {
  const screen = typeof window === 'undefined' ? 900 : window.screen?.height || 900;
  return Math.floor(index / Math.max(1, perRow)) < Math.ceil(screen / Math.max(1, rowHeight));
}

/** One cell: memoised, so a keystroke re-renders only the cards that enter the window (or whose star changed). */
const Cell = memo(function Cell({ item, onSelect, fontSize, on, onToggle, label, eager, priority, width }: CellProps) {
  return (
    <GridCard item={item} onSelect={onSelect} titleFontSize={fontSize} eager={eager} priority={priority} width={width}
      extra={<FavouriteStar item={item} on={on} onToggle={onToggle} label={label} />} />
  );
});

/**
 * The search box: a native input the browser keeps the text of (uncontrolled), so a keystroke renders nothing
 * in React at once — it only starts the grid's transition. antd's Input re-rendered itself and its affixes on
 * every keystroke (10–20 ms at 4× CPU, 60 ms for the first); this one is drawn with the same theme tokens.
 */
const SearchBox = memo(function SearchBox({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  return (
    <span style={{
      flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 6, padding: '0 12px', minHeight: 36,
      border: '1px solid var(--casino-weak4)', borderRadius: 'var(--casino-radius, 8px)', background: 'var(--casino-surface)', color: 'var(--casino-onSurface)',
    }}>
      <SearchOutlined aria-hidden style={{ color: 'var(--casino-subText)' }} />
      <input
        type="search" placeholder={label} aria-label={label} data-testid="grid-search" onChange={(e) => onSearch(e.target.value)}
        style={{ flex: 1, minWidth: 0, border: 0, background: 'transparent', color: 'inherit', font: 'inherit', padding: '4px 0' }}
      />
    </span>
  );
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
  // A keystroke re-renders only the search box, which keeps its own text; the grid's query follows in a
  // transition (issue 19: a keystroke over 5,000 games re-rendered the grid and mounted dozens of cards inside
  // the input event, 79 ms at 4× CPU). React renders the grid in the background, yielding to the next
  // keystroke, and drops a render that a newer query made stale. `data-query` is the query the grid shows.
  const shown = useMemo(() => {
    const found = index.filter(query);
    return favouritesOnly ? found.filter((item) => item.id && favouriteIds.has(item.id)) : found;
  }, [index, query, favouritesOnly, favouriteIds]);
  const search = useCallback((text: string) => startTransition(() => setQuery(text)), []);

  return (
    <div data-testid={testId} data-count={shown.length} data-query={query}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'stretch', marginBottom: 12 }}>
        {toolbar}
        <SearchBox label={t('grid.search')} onSearch={search} />
        <NativeButton
          aria-pressed={favouritesOnly} data-testid="favourites-filter" title={t('grid.favouritesOnly')} aria-label={t('grid.favouritesOnly')}
          variant={favouritesOnly ? 'primary' : 'default'} icon={favouritesOnly ? <StarFilled /> : <StarOutlined />}
          onClick={() => setFavouritesOnly((v) => !v)}
        />
      </div>
      {shown.length === 0
        ? <p className="games-empty" data-testid="grid-empty" style={{ padding: '32px 0', textAlign: 'center', color: 'var(--casino-subText)' }}>{t(favouritesOnly ? 'grid.noFavourites' : 'grid.empty')}</p>
        : (
          <VirtualGrid
            testId={`${testId}-cells`}
            items={shown}
            perRow={cardsPerRow(width, fixedColumns)}
            responsiveColumns={fixedColumns ? undefined : CARD_ROW_STEPS}
            itemKey={(item, i) => item.id ?? `i${i}`}
            renderItem={(item, i, size) => (
              // a page's grid: the pictures' `sizes` follow its CSS columns (GAME_PICTURE_SIZES), the same on the server's
              // first screen and the live page, so neither a measured width nor a phone's columns make them choose again
              <Cell item={item} onSelect={onSelect} fontSize={cardTitleFontSize(width, size.width)} width={fixedColumns ? size.width : undefined}
                eager={onFirstScreen(i, cardsPerRow(width, fixedColumns), size.height + 12)} priority={i === 0}
                on={Boolean(item.id && favouriteIds.has(item.id))} onToggle={favourites.toggle} label={starLabel} />
            )}
          />
        )}
    </div>
  );
});
