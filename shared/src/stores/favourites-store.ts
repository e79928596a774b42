// Favourite games and providers (spec §3, §4), kept in localStorage per user and kind under
// `fav_{user}_{kind}_favorites` (user = the session's username, 'anonymous' when logged out; kind = slots |
// casino). Every change is announced as a `favoritesChanged` notification {type: category, user, list}: a
// window CustomEvent for this tab and a BroadcastChannel message for other tabs (the `storage` event covers
// browsers without BroadcastChannel), so every star on every open page shows the same state.
import { makeAutoObservable, reaction, toJS } from 'mobx';
import { favouriteKindOf, favouritesKey, ANONYMOUS_USER, type FavouriteKind } from '../contract/games';
import type { CardCategory, GridCardItem } from '../ui/grid-card-model';
import type { SessionStore } from './session-store';

export type FavouriteItem = Pick<GridCardItem, 'name' | 'logo' | 'backgroundImage' | 'is_service' | 'kind' | 'refId' | 'providerTitle'> & {
  id: string;
  category: CardCategory;
};

export const FAVORITES_CHANGED = 'favoritesChanged';
export interface FavoritesChangedDetail { type: CardCategory; user: string; list: FavouriteItem[] }

const CHANNEL_NAME = 'casino-favourites';

function localStore(): Storage | null {
  try { return typeof localStorage === 'undefined' ? null : localStorage; } catch { return null; }
}

function parseList(raw: string | null): FavouriteItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((x): x is FavouriteItem => Boolean(x) && typeof x === 'object' && (typeof x.id === 'string' || typeof x.id === 'number') && x.id !== '')
      .map((x) => ({ ...x, id: String(x.id), category: x.category === 'slot' ? 'slot' : 'casino' }));
  } catch {
    return [];
  }
}

export class FavouritesStore {
  slots: FavouriteItem[] = [];
  casino: FavouriteItem[] = [];
  private channel: BroadcastChannel | null = null;
  private readonly disposers: Array<() => void> = [];

  constructor(private readonly session: Pick<SessionStore, 'info'>) {
    makeAutoObservable<FavouritesStore, 'session' | 'channel' | 'disposers'>(this, { session: false, channel: false, disposers: false }, { autoBind: true });
    this.reload();
    this.disposers.push(reaction(() => this.user, () => this.reload()));
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', this.onStorage);
      window.addEventListener(FAVORITES_CHANGED, this.onLocalEvent);
      this.disposers.push(() => {
        window.removeEventListener('storage', this.onStorage);
        window.removeEventListener(FAVORITES_CHANGED, this.onLocalEvent);
      });
      if (typeof BroadcastChannel !== 'undefined') {
        this.channel = new BroadcastChannel(CHANNEL_NAME);
        this.channel.onmessage = (e: MessageEvent<FavoritesChangedDetail>) => this.apply(e.data);
      }
    }
  }

  /** The session's username, or 'anonymous'. */
  get user(): string { return this.session.info?.username || ANONYMOUS_USER; }

  key(kind: FavouriteKind): string { return favouritesKey(this.user, kind); }

  list(category: CardCategory): FavouriteItem[] { return category === 'slot' ? this.slots : this.casino; }

  isFavourite(item: Pick<GridCardItem, 'id' | 'category'>): boolean {
    if (!item.id) return false;
    return this.list(item.category).some((x) => x.id === String(item.id));
  }

  /** Adds or removes the item by id, saves and broadcasts. Items without an id are ignored (returns false). */
  toggle(item: GridCardItem): boolean {
    if (!item.id) return false;
    const id = String(item.id);
    const current = this.list(item.category);
    const next = current.some((x) => x.id === id)
      ? current.filter((x) => x.id !== id)
      : [...current, {
        id, category: item.category, name: item.name, logo: item.logo, backgroundImage: item.backgroundImage,
        is_service: item.is_service, kind: item.kind, refId: item.refId, providerTitle: item.providerTitle,
      }];
    this.setList(item.category, next);
    localStore()?.setItem(this.key(favouriteKindOf(item.category)), JSON.stringify(next));
    this.broadcast({ type: item.category, user: this.user, list: toJS(next) });
    return true;
  }

  /** Reads both lists of the current user from storage. */
  reload(): void {
    const store = localStore();
    this.slots = parseList(store?.getItem(this.key('slots')) ?? null);
    this.casino = parseList(store?.getItem(this.key('casino')) ?? null);
  }

  dispose(): void {
    this.disposers.splice(0).forEach((d) => d());
    this.channel?.close();
    this.channel = null;
  }

  private setList(category: CardCategory, list: FavouriteItem[]): void {
    if (category === 'slot') this.slots = list; else this.casino = list;
  }

  private apply(detail: FavoritesChangedDetail | undefined): void {
    if (!detail || detail.user !== this.user || !Array.isArray(detail.list)) return;
    this.setList(detail.type === 'slot' ? 'slot' : 'casino', parseList(JSON.stringify(detail.list)));
  }

  private broadcast(detail: FavoritesChangedDetail): void {
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(FAVORITES_CHANGED, { detail }));
    try { this.channel?.postMessage(detail); } catch { /* a closed channel: other tabs still get the storage event */ }
  }

  private onLocalEvent(e: Event): void {
    this.apply((e as CustomEvent<FavoritesChangedDetail>).detail);
  }

  private onStorage(e: StorageEvent): void {
    if (e.key === null || e.key === this.key('slots') || e.key === this.key('casino')) this.reload();
  }
}
