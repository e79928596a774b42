// fullpage-type-a: a simple app bar over a centred page (login, sign-up, terms, not found).
import type { ReactNode } from 'react';
import { AppBar } from './app-bar';
import { MAIN_ID, SkipLink } from './skip-link';

export function FullpageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="casino-fullpage" data-testid="layout-fullpage-type-a">
      <SkipLink />
      <AppBar simple />
      <main className="casino-fullpage__main" id={MAIN_ID} tabIndex={-1}>{children}</main>
    </div>
  );
}
