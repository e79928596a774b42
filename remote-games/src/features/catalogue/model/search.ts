// SEARCH of every grid (spec §2): a case-insensitive substring of the name. The lower-cased names are
// computed once per list, so a keystroke over 5,000 cards is a single pass of `includes`.
import type { GridCardItem } from '@casino/shared';

export interface SearchIndex<T> { filter(query: string): T[] }

export function searchIndex<T extends Pick<GridCardItem, 'name'>>(items: readonly T[]): SearchIndex<T> {
  const names = items.map((item) => item.name.toLocaleLowerCase());
  return {
    filter(query: string) {
      const q = query.trim().toLocaleLowerCase();
      if (!q) return items.slice();
      const out: T[] = [];
      for (let i = 0; i < items.length; i++) if (names[i]!.includes(q)) out.push(items[i]!);
      return out;
    },
  };
}

export const filterByName = <T extends Pick<GridCardItem, 'name'>>(items: readonly T[], query: string) => searchIndex(items).filter(query);
