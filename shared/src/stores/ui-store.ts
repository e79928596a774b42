// Shell UI state shared by host and remotes: the games drawer, the game overlay, the login panel, network.
import { makeAutoObservable } from 'mobx';

export interface CurrentGame { id: string | number; title: string; url: string }

export class UiStore {
  drawerOpen = false;
  loginPanelOpen = false;
  overlayShown = false;
  currentGame: CurrentGame | null = null;
  online = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
  /** A diagnostic value written and read by host and remotes to prove they share this very store. */
  probe = '';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setDrawerOpen(open: boolean): void { this.drawerOpen = open; }
  setLoginPanelOpen(open: boolean): void { this.loginPanelOpen = open; }
  setOverlayShown(shown: boolean): void { this.overlayShown = shown; }
  openGame(game: CurrentGame): void { this.currentGame = game; this.overlayShown = true; }
  closeGame(): void { this.currentGame = null; this.overlayShown = false; }
  setOnline(online: boolean): void { this.online = online; }
  setProbe(value: string): void { this.probe = value; }
}
