// The route table of spec §2. Host pages load on demand; remote-owned paths mount the remote's manifest.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingText, routeByName, type LayoutName, type Read, type RemoteName } from '@casino/shared';
import { LayoutFrame } from '../layouts/layout-frame';
import { RemoteMount } from '../federation/remote-mount';
import { Shell } from './shell';
import { HostPageBoundary } from './page-boundary';
import { AntdScope } from '../components/antd-lazy';
import { HOME_READS } from '../features/lobby/api/home-reads';

type PageModule = { default: ComponentType };
/**
 * A host page loaded on demand; `preload` starts the same import (webpack loads its chunk once). Once loaded (start-up
 * preloads the current route's page before its first render), the page renders at once instead of suspending for a
 * frame: the first render then draws the same screen as the one the server drew (decision 010), without a flash of
 * the loading text.
 */
const page = (load: () => Promise<PageModule>) => {
  let loaded: PageModule | undefined;
  const preload = () => load().then((mod) => (loaded = mod));
  const Lazy = lazy(preload);
  const Page = () => (loaded ? <loaded.default /> : <Lazy />);
  return Object.assign(Page, { preload });
};
type Page = ReturnType<typeof page>;
/** A remote's module a host page shows besides its own code. */
export type Widget = readonly [remote: RemoteName, expose: string];
/**
 * What a host page shows besides its own code, and the public reads its first screen is drawn with. Start-up sends
 * those reads with the site config (ApiClient.prefetch) and the page's own calls take the answers; the server that
 * draws a visitor's first screen (decision 010) makes the same reads. A hint: a page that asks something else
 * simply asks itself.
 */
interface PageOptions { widgets?: readonly Widget[]; reads?: readonly Read[]; plain?: boolean }
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
function hostPage(name: string, Component: Page, { widgets = [], reads = [], plain = false }: PageOptions = {}): RouteObject {
  const spec = routeByName(name);
  return {
    path: spec.path,
    handle: { name: spec.name, ...(spec.meta ?? {}), preload: Component.preload, widgets, reads },
    element: frame(spec.layout, plain ? <Component /> : <AntdScope><Component /></AntdScope>, spec.name),
  };
}

/** A host page in its layout; a page that throws shows the failure panel inside the layout (./page-boundary). */
export function frame(layout: LayoutName, node: ReactNode, name?: string) {
  return (
    <LayoutFrame name={layout} routeName={name}>
      <HostPageBoundary page={name ?? layout}><Suspense fallback={<LoadingText />}>{node}</Suspense></HostPageBoundary>
    </LayoutFrame>
  );
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
        hostPage('index', Splash, { plain: true }),
        hostPage('home', Home, { reads: HOME_READS, plain: true }),
        hostPage('home-eight', HomeEight, { plain: true }),
        hostPage('market-nft', Preparing, { plain: true }),
        hostPage('etc-terms-of-service', InfoPage),
        hostPage('etc-privacy-policy', InfoPage),
        hostPage('support', SupportHub, { widgets: [['support', './SupportWidgets']] }),
        hostPage('new', Preparing, { plain: true }),
        hostPage('devil-sub1-test-1', Diagnostics),
        { path: '/restricted', handle: { name: 'restricted' }, element: frame('fullpage-type-a', <AntdScope><Restricted /></AntdScope>, 'restricted') },
        { path: '/etc/:page', handle: { name: 'etc-info' }, element: frame('fullpage-type-a', <AntdScope><InfoPage /></AntdScope>, 'etc-info') },
        remote('/login', 'account', 'login'),
        remote('/reset-password', 'account', 'reset-password'),
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
export function routePreload(pathname: string): { page?: () => Promise<PageModule>; widgets: readonly Widget[]; reads: readonly Read[] } {
  const handle = matchRoutes(routeTable(), pathname)?.at(-1)?.route.handle as
    { preload?: () => Promise<PageModule>; widgets?: readonly Widget[]; reads?: readonly Read[] } | undefined;
  return { page: handle?.preload, widgets: handle?.widgets ?? [], reads: handle?.reads ?? [] };
}

export function createRouter() {
  return createBrowserRouter(routeTable(), { basename: '/' });
}
