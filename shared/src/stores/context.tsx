import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** Components read stores through this hook, never by importing an instance. */
export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() must be used inside <StoresProvider>');
  return store;
}
