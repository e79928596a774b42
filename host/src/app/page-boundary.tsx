// The error boundary of every host page (router.tsx's frame puts it inside the layout): a page that throws shows
// the shared failure panel where the page was, with retry and a request id, while the app bar, the menu and the
// shell's drawers keep working. Going to another address clears it. Pages a remote owns have the remote's own
// boundary (federation/remote-module.tsx).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageBoundary } from '@casino/shared';

export function HostPageBoundary({ page, children }: { page: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageBoundary page={page} resetKey={pathname}>{children}</PageBoundary>;
}
