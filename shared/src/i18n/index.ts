// The one i18next instance of the site. Each app adds its own namespace with a loader that imports one
// language's bundle on demand; nobody calls init a second time.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

export type Bundle = Record<string, unknown>;
export type BundleLoader = (language: string) => Promise<Bundle | { default: Bundle }>;

const loaders = new Map<string, BundleLoader>();

loaders.set('common', (lng) => import(/* webpackChunkName: "i18n-common-[request]" */ `./locales/${lng}.json`));

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = loaders.get(namespace);
    if (!loader) { callback(null, {}); return; }
    loader(language)
      .then((mod) => callback(null, ('default' in mod ? mod.default : mod) as Bundle))
      .catch((err) => callback(err, false));
  },
};

export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;

/** Initialises the instance once (later calls return the same promise). */
export function initI18n(language: string = DEFAULT_LANGUAGE): Promise<unknown> {
  if (!initialised) {
    initialised = i18n.use(backend).use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    } as Parameters<I18n['init']>[0]);
  }
  return initialised;
}

/** Adds an app's namespace; its bundles load lazily per language. */
export function registerNamespace(namespace: string, loader: BundleLoader): Promise<unknown> {
  loaders.set(namespace, loader);
  return initI18n().then(() => i18n.loadNamespaces(namespace));
}

/**
 * Every namespace registered so far, loaded in the current language: a page drawn after this renders its text at
 * once instead of suspending (the server's first screen, and the live page that replaces it: decision 010).
 */
export function namespacesReady(): Promise<unknown> {
  return initI18n().then(() => i18n.loadNamespaces([...loaders.keys()]));
}
