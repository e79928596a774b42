// How components reach their stores: through a React context, never by importing an instance. Every app uses
// this one mechanism: the site with the shared RootStore below, the back office with its own root store
// (createStoresContext<ConsoleRootStore>()).
import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store';

export interface StoresContext<S> {
  StoresProvider: (props: { store: S; children: ReactNode }) => ReactNode;
  /** Components read stores through this hook, never by importing an instance. */
  useStores: () => S;
}

export function createStoresContext<S>(): StoresContext<S> {
  const Context = createContext<S | null>(null);
  return {
    StoresProvider: ({ store, children }) => <Context.Provider value={store}>{children}</Context.Provider>,
    useStores: () => {
      const store = useContext(Context);
      if (!store) throw new Error('useStores() must be used inside <StoresProvider>');
      return store;
    },
  };
}

/** The site's stores (host and remotes share one RootStore). */
export const { StoresProvider, useStores } = createStoresContext<RootStore>();
