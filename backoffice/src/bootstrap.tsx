// Start-up: the API address from the page, the stores, the language, then the console.
import { createRoot } from 'react-dom/client';
import { apiBaseUrl } from './lib/config';
import { RootStore } from './lib/root-store';
import { initConsoleI18n, savedLanguage } from './i18n';
import { App } from './app/app';

async function start() {
  const language = savedLanguage();
  const store = new RootStore({ baseURL: apiBaseUrl(), language });
  document.documentElement.lang = language;
  await initConsoleI18n(language);
  if (store.session.loggedIn) void store.session.loadProfile();
  createRoot(document.getElementById('root')!).render(<App store={store} />);
}

void start();
