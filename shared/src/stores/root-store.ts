// The one RootStore of the site: created once by @casino/shared (a Module Federation singleton), so the
// host and every remote observe the same session, preferences and shell state.
import { makeAutoObservable } from 'mobx';
import { ApiClient } from '../api/client';
import { PrefsStore } from './prefs-store';
import { SessionStore } from './session-store';
import { UiStore } from './ui-store';
import { FavouritesStore } from './favourites-store';

export class RootStore {
  readonly instanceId = Math.random().toString(36).slice(2, 10);
  readonly session: SessionStore;
  readonly prefs: PrefsStore;
  readonly ui: UiStore;
  readonly favourites: FavouritesStore;

  constructor(readonly api: ApiClient) {
    this.session = new SessionStore(api);
    this.prefs = new PrefsStore();
    this.ui = new UiStore();
    this.favourites = new FavouritesStore(this.session);
    api.configure({
      getCredential: () => this.session.credential,
      getLanguage: () => this.prefs.language,
      onSession: (s) => this.session.applySession(s),
      isOnline: () => this.ui.online,
    });
    makeAutoObservable(this, { api: false, session: false, prefs: false, ui: false, favourites: false }, { autoBind: true });
  }
}

let root: RootStore | null = null;

/** The site-wide API client. */
export const api = new ApiClient();

/** The site-wide RootStore, created on first use. */
export function getRootStore(): RootStore {
  if (!root) root = new RootStore(api);
  return root;
}
