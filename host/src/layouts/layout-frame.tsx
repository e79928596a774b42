// Picks the layout a route names (spec §2): dashboard, eight-dashboard, fullpage-type-a or none.
import type { ReactNode } from 'react';
import type { LayoutName } from '@casino/shared';
import { DashboardLayout } from './dashboard-layout';
import { FullpageLayout } from './fullpage-layout';

export function LayoutFrame({ name, routeName, children }: { name: LayoutName; routeName?: string; children: ReactNode }) {
  const content = <div data-layout={name} data-route={routeName} style={{ display: 'contents' }}>{children}</div>;
  switch (name) {
    case 'dashboard': return <DashboardLayout variant="dashboard">{content}</DashboardLayout>;
    case 'eight-dashboard': return <DashboardLayout variant="eight">{content}</DashboardLayout>;
    case 'fullpage-type-a': return <FullpageLayout>{content}</FullpageLayout>;
    default: return content;
  }
}
