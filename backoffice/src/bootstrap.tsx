// Start-up: the API address from the page, the stores, the language, then the console.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installStyleSheet } from '@casino/shared';
import { apiBaseUrl } from './lib/config';
import { RootStore } from './lib/root-store';
import { initConsoleI18n, savedLanguage } from './i18n';
import { App } from './app/app';

// Small icon controls inside inputs (show password, clear) get a 24 px target (WCAG 2.5.8), as on the member site.
const TARGETS = `.ant-input-password-icon, .ant-input-clear-icon { min-width: 24px; min-height: 24px; display: inline-flex !important;
  align-items: center; justify-content: center; }`;

async function start() {
  const language = savedLanguage();
  const store = new RootStore({ baseURL: apiBaseUrl(), language });
  document.documentElement.lang = language;
  installStyleSheet('bo-targets', TARGETS);
  await initConsoleI18n(language);
  if (store.session.loggedIn) void store.session.loadProfile();
  // The first render as a transition (issue 48 §1, the console's Lighthouse budget): React renders it in slices of a
  // few ms and commits once, instead of one long task of antd's first render (as the members' host does, start.tsx).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => { root.render(<App store={store} />); });
}

void start();
