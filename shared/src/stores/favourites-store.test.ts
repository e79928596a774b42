import { observable, runInAction } from 'mobx';
import { gameCard, providerCard } from '../ui/grid-card-model';
import { FavouritesStore, FAVORITES_CHANGED, type FavoritesChangedDetail } from './favourites-store';

const slot = gameCard({ id: 11, game_title: 'Golden Koi', game_image: 'https://api.test/k.png', category: 'Slots', is_service: 1 });
const casino = gameCard({ id: 12, game_title: 'Baccarat', game_image: '', category: 'Live Casino', is_service: 1 });

function session(username?: string) {
  return observable({ info: username ? { username } as never : null });
}

afterEach(() => localStorage.clear());

describe('FavouritesStore', () => {
  it('stores per user and kind under fav_{user}_{kind}_favorites; anonymous when logged out', () => {
    const s = session();
    const store = new FavouritesStore(s);
    expect(store.key('slots')).toBe('fav_anonymous_slots_favorites');
    store.toggle(slot);
    expect(JSON.parse(localStorage.getItem('fav_anonymous_slots_favorites')!)).toEqual([expect.objectContaining({ id: 'game-11', category: 'slot', name: 'Golden Koi' })]);

    runInAction(() => { s.info = { username: 'alice' } as never; });
    expect(store.key('casino')).toBe('fav_alice_casino_favorites');
    expect(store.isFavourite(slot)).toBe(false); // alice has her own list
    store.toggle(casino);
    store.toggle(providerCard({ id: 3, title: 'Aurora Live', is_casino: 1 }, ''));
    expect(JSON.parse(localStorage.getItem('fav_alice_casino_favorites')!).map((x: { id: string }) => x.id)).toEqual(['game-12', 'provider-3']);
    store.dispose();
  });

  it('toggles by id and ignores items without one', () => {
    const store = new FavouritesStore(session('bob'));
    expect(store.toggle(slot)).toBe(true);
    expect(store.isFavourite(slot)).toBe(true);
    expect(store.isFavourite({ id: slot.id, category: 'slot' })).toBe(true);
    store.toggle(slot);
    expect(store.isFavourite(slot)).toBe(false);
    expect(store.toggle({ ...slot, id: undefined })).toBe(false);
    expect(store.slots).toEqual([]);
    store.dispose();
  });

  it('broadcasts favoritesChanged {type, user, list} and other stores of the same user follow', () => {
    const seen: FavoritesChangedDetail[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<FavoritesChangedDetail>).detail);
    window.addEventListener(FAVORITES_CHANGED, listener);
    const a = new FavouritesStore(session('carol'));
    const b = new FavouritesStore(session('carol'));
    const other = new FavouritesStore(session('dave'));
    a.toggle(casino);
    expect(seen).toEqual([{ type: 'casino', user: 'carol', list: [expect.objectContaining({ id: 'game-12' })] }]);
    expect(b.isFavourite(casino)).toBe(true);
    expect(other.isFavourite(casino)).toBe(false);
    window.removeEventListener(FAVORITES_CHANGED, listener);
    [a, b, other].forEach((s) => s.dispose());
  });

  it('reloads when another tab writes its key (storage event)', () => {
    const store = new FavouritesStore(session('erin'));
    localStorage.setItem('fav_erin_slots_favorites', JSON.stringify([{ id: 'game-11', category: 'slot', name: 'Golden Koi' }, { name: 'no id' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'fav_erin_slots_favorites' }));
    expect(store.slots.map((x) => x.id)).toEqual(['game-11']);
    localStorage.setItem('fav_erin_slots_favorites', 'not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'fav_erin_slots_favorites' }));
    expect(store.slots).toEqual([]);
    store.dispose();
  });

  it('posts the notification on a BroadcastChannel for other tabs', () => {
    const posted: unknown[] = [];
    const original = (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = class {
      onmessage: ((e: MessageEvent) => void) | null = null;
      postMessage(m: unknown) { posted.push(m); }
      close() {}
    };
    try {
      const store = new FavouritesStore(session('fred'));
      store.toggle(slot);
      expect(posted).toEqual([{ type: 'slot', user: 'fred', list: [expect.objectContaining({ id: 'game-11' })] }]);
      // a message from another tab updates this one
      (store as unknown as { channel: { onmessage: (e: { data: FavoritesChangedDetail }) => void } }).channel.onmessage({ data: { type: 'slot', user: 'fred', list: [] } });
      expect(store.isFavourite(slot)).toBe(false);
      store.dispose();
    } finally {
      (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = original;
    }
  });
});
