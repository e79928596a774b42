// The route table of spec §2. Host pages load on demand; remote-owned paths mount the remote's manifest.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingText, Paths, POPUP_NOTICES_QUERY, routeByName, type LayoutName, type RemoteName } from '@casino/shared';
import { LayoutFrame } from '../layouts/layout-frame';
import { RemoteMount } from '../federation/remote-mount';
import { Shell } from './shell';
import { AntdScope } from '../components/antd-lazy';

type PageModule = { default: ComponentType };
/** A host page loaded on demand; `preload` starts the same import (webpack loads its chunk once). */
const page = (load: () => Promise<PageModule>) => Object.assign(lazy(load), { preload: load });
type Page = ReturnType<typeof page>;
/**
 * A read a widget makes first. Start-up sends it with the site config (ApiClient.prefetch) and the widget's own
 * call takes the answer; it is a hint: a widget that asks something else simply asks itself.
 */
export interface FirstRead { path: string; params?: Readonly<Record<string, unknown>> }
/** A remote's module a host page shows besides its own code (the home page's notice popup), and its first reads. */
export type Widget = readonly [remote: RemoteName, expose: string, reads?: readonly FirstRead[]];
const Splash = page(() => import('../pages/splash'));
const Home = page(() => import('../pages/home'));
const HomeEight = page(() => import('../pages/home-eight'));
const NotFound = page(() => import('../pages/not-found'));
const Diagnostics = page(() => import('../pages/diagnostics'));
const InfoPage = page(() => import('../pages/info-page'));
const Preparing = page(() => import('../pages/preparing'));
const SupportHub = page(() => import('../pages/support-hub'));
const Restricted = page(() => import('../pages/restricted'));

/**
 * A host page. `plain` pages (the splash and the lobbies) render no antd; every other page is wrapped in antd's
 * providers, loaded with it (issue 19: the lobby's first paint loads no antd).
 */
function hostPage(name: string, Component: Page, widgets: readonly Widget[] = [], plain = false): RouteObject {
  const spec = routeByName(name);
  return {
    path: spec.path,
    handle: { name: spec.name, ...(spec.meta ?? {}), preload: Component.preload, widgets },
    element: frame(spec.layout, plain ? <Component /> : <AntdScope><Component /></AntdScope>, spec.name),
  };
}

function frame(layout: LayoutName, node: ReactNode, name?: string) {
  return <LayoutFrame name={layout} routeName={name}><Suspense fallback={<LoadingText />}>{node}</Suspense></LayoutFrame>;
}

const remote = (path: string, name: RemoteName, routeName?: string): RouteObject => ({
  path,
  handle: { remote: name, name: routeName },
  element: <RemoteMount remote={name} />,
});

export function routes(): RouteObject[] {
  return [
    {
      element: <Shell><Outlet /></Shell>,
      children: [
        hostPage('index', Splash, [], true),
        hostPage('home', Home, [['support', './NoticePopup', [{ path: Paths.notices, params: POPUP_NOTICES_QUERY }]]], true),
        hostPage('home-eight', HomeEight, [], true),
        hostPage('market-nft', Preparing, [], true),
        hostPage('etc-terms-of-service', InfoPage),
        hostPage('etc-privacy-policy', InfoPage),
        hostPage('support', SupportHub),
        hostPage('new', Preparing, [], true),
        hostPage('devil-sub1-test-1', Diagnostics),
        { path: '/restricted', handle: { name: 'restricted' }, element: frame('fullpage-type-a', <AntdScope><Restricted /></AntdScope>, 'restricted') },
        { path: '/etc/:page', handle: { name: 'etc-info' }, element: frame('fullpage-type-a', <AntdScope><InfoPage /></AntdScope>, 'etc-info') },
        remote('/login', 'account', 'login'),
        remote('/account/*', 'account'),
        remote('/wallet/*', 'wallet'),
        remote('/supports/*', 'support'),
        remote('/game/*', 'games'),
        { path: '*', handle: { name: 'all', action: 'read' }, element: frame('fullpage-type-a', <AntdScope><NotFound /></AntdScope>, 'all') },
      ],
    },
  ];
}

/** The table is built once: start-up's preload reads it, then the router is made from the same objects. */
let table: RouteObject[] | undefined;
const routeTable = () => (table ??= routes());

/**
 * What the page at `pathname` will load (issue 19): start-up starts its chunk with the config requests and
 * its remote widgets once the registry is applied, instead of when React first renders the route.
 */
export function routePreload(pathname: string): { page?: () => Promise<PageModule>; widgets: readonly Widget[] } {
  const handle = matchRoutes(routeTable(), pathname)?.at(-1)?.route.handle as { preload?: () => Promise<PageModule>; widgets?: readonly Widget[] } | undefined;
  return { page: handle?.preload, widgets: handle?.widgets ?? [] };
}

export function createRouter() {
  return createBrowserRouter(routeTable(), { basename: '/' });
}
