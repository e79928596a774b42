// The console's page boundary: a page that throws shows the shared failure panel (retry, request id) in its place.
// The shell puts it around its outlet, so the menu, the header and logout keep working; app.tsx puts one around the
// routes too, for the pages drawn without the shell (login, the forced password change). Another address clears it.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageBoundary } from '@casino/shared';

export function ConsolePageBoundary({ page, children }: { page?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageBoundary page={page ?? pathname} resetKey={pathname}>{children}</PageBoundary>;
}
