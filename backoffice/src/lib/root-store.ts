// The console's root store: the API client, the operator session, the live stream and the language.
// Created once in bootstrap (tests create their own with a fake fetch).
import { makeAutoObservable } from 'mobx';
import { OperatorPaths } from '@casino/shared/contract';
import { createOperatorClient, type OperatorClient } from './operator-client';
import { SessionStore } from './session-store';
import { LiveStore } from './live-store';
import type { openEventStream } from '@casino/shared';

export const CONSOLE_LANGUAGES = ['ko', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

export interface RootStoreOptions {
  baseURL: string;
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
  storage?: Storage | null;
  openStream?: typeof openEventStream;
  language?: ConsoleLanguage;
}

export class RootStore {
  readonly client: OperatorClient;
  readonly session: SessionStore;
  readonly live: LiveStore;
  language: ConsoleLanguage;

  constructor(o: RootStoreOptions) {
    this.language = o.language ?? 'ko';
    this.client = createOperatorClient({
      baseURL: o.baseURL,
      getToken: () => this.session.token,
      getLanguage: () => this.language,
      onSessionEnded: () => { this.live.stop(); this.session.clear(); },
      fetchImpl: o.fetchImpl,
      retryDelayMs: o.retryDelayMs,
    });
    this.session = new SessionStore(() => this.client, o.storage === undefined ? undefined : o.storage);
    this.live = new LiveStore({
      url: () => `${o.baseURL}${OperatorPaths.stream}`,
      getToken: () => this.session.token,
      onUnauthorised: () => this.session.clear(),
      open: o.openStream,
    });
    makeAutoObservable(this, { client: false, session: false, live: false }, { autoBind: true });
  }

  setLanguage(language: ConsoleLanguage): void { this.language = language; }
}
