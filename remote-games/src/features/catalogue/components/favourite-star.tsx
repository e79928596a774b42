// The favourite star of spec §4: filled in the warning colour when the item is a favourite, outlined grey
// otherwise; shown only for casino items and items in service. A plain button with an inline SVG and no hooks
// of its own (a grid may mount dozens at once on a keystroke): the grid, which observes the favourites store,
// tells it whether it is on, so a toggle here or in another tab redraws exactly the stars that changed.
import { canFavourite, type GridCardItem } from '@casino/shared';

export const STAR_ON_COLOUR = 'var(--casino-warning, #faad14)';
export const STAR_OFF_COLOUR = '#9e9e9e';
const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const style = {
  width: 28, height: 28, borderRadius: '50%', border: 0, padding: 0, cursor: 'pointer', display: 'inline-flex',
  alignItems: 'center', justifyContent: 'center', background: 'rgba(0,0,0,.5)',
} as const;

export interface FavouriteStarProps {
  item: GridCardItem;
  on: boolean;
  onToggle: (item: GridCardItem) => void;
  label: (on: boolean, name: string) => string;
}

export function FavouriteStar({ item, on, onToggle, label }: FavouriteStarProps) {
  if (!canFavourite(item)) return null;
  return (
    <button
      type="button" data-testid="favourite-star" data-favourite={on ? 'true' : 'false'} aria-pressed={on}
      aria-label={label(on, item.name)} style={style}
      onClick={(e) => { e.stopPropagation(); onToggle(item); }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d={STAR} fill={on ? STAR_ON_COLOUR : 'none'} stroke={on ? STAR_ON_COLOUR : STAR_OFF_COLOUR} strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
