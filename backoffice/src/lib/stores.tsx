// Components observe the stores they get from context; they never import an instance.
import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store';

const Context = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <Context.Provider value={store}>{children}</Context.Provider>;
}

export function useStores(): RootStore {
  const store = useContext(Context);
  if (!store) throw new Error('useStores outside StoresProvider');
  return store;
}
