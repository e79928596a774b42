// fullpage-type-a: a simple app bar over a centred page (login, sign-up, terms, not found).
import type { ReactNode } from 'react';
import { AppBar } from './app-bar';

export function FullpageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="casino-fullpage" data-testid="layout-fullpage-type-a">
      <AppBar simple />
      <main className="casino-fullpage__main" id="main">{children}</main>
    </div>
  );
}
