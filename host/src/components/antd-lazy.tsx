// <AntdScope> around whatever renders antd: its providers (./antd-scope.tsx) and antd itself load the first time
// one is rendered. The shell and the lobby render none, so their first paint loads no antd (issue 19).
import type { DrawerProps } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingText } from '@casino/shared';

const load = () => import(/* webpackChunkName: "antd-scope" */ './antd-scope');
const Scope = lazy(load);

/** Starts loading antd before a part that needs it is rendered (a page the browser opened on). */
export const preloadAntd = (): Promise<unknown> => load();

/** `fallback` shows while antd loads (default: the loading text; `null` for drawers and dialogs). */
export function AntdScope({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback === undefined ? <LoadingText /> : fallback}><Scope>{children}</Scope></Suspense>;
}

const Drawer = lazy(() => import('antd').then((m) => ({ default: m.Drawer })));

/** antd's Drawer inside antd's providers, both loaded when it first opens (render it only while it is open). */
export function LazyDrawer(props: DrawerProps) {
  return <AntdScope fallback={null}><Drawer {...props} /></AntdScope>;
}
