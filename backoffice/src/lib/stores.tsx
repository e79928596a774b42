// The console's stores reach components through the shared context mechanism (@casino/shared), with the
// console's own root store; components never import an instance.
import { createStoresContext } from '@casino/shared';
import type { RootStore } from './root-store';

export const { StoresProvider, useStores } = createStoresContext<RootStore>();
