// Mounts a remote's route manifest under a prefix (/account/*, /wallet/*, /supports/*, /game/*, /login),
// wrapping each page in the layout that the manifest names. While the manifest loads, or when the remote
// is down, the layout comes from the shared spec table so the shell around the panel stays the same.
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { LoadingText, namespacesReady, ROUTES, type LayoutName, type RemoteRoute, type RemoteRouteManifest, type RemoteName } from '@casino/shared';
import { LayoutFrame } from '../layouts/layout-frame';
import { RemoteBoundary, RemoteModule } from './remote-module';
import { loadRemoteModule, registeredVersion, remoteForPath } from './remotes';
import { AntdScope, preloadAntd } from '../components/antd-lazy';
import { yieldToMain } from '../startup/yield';

/** Pages whose module preloadRemoteRoute has already loaded: drawn without suspending (decision 010). */
const loadedPages = new WeakMap<RemoteRoute, ComponentType>();
/** Each route's page component, chosen once (a later render must not swap it, which would mount it afresh). */
const pages = new WeakMap<RemoteRoute, ComponentType | LazyExoticComponent<ComponentType>>();
function pageFor(route: RemoteRoute) {
  let page = pages.get(route);
  if (!page) { page = loadedPages.get(route) ?? lazy(route.load); pages.set(route, page); }
  return page;
}

/** Spec routes first (exact paths), catch-alls last. */
export function matchManifest(routes: readonly RemoteRoute[], pathname: string): RemoteRoute | undefined {
  const exact = routes.filter((r) => !r.path.includes('*')).find((r) => matchPath({ path: r.path, end: true }, pathname));
  return exact ?? routes.filter((r) => r.path.includes('*')).find((r) => matchPath({ path: r.path, end: false }, pathname));
}

/**
 * Starts loading the page the browser opened on, when a remote owns it, before React asks for it (issue 19): the
 * remote's manifest, entry and route table, then the matched page's chunks and its first data request (the
 * route's `prefetch`), so the data is on its way while the page's chunks load. RemoteMount's own load then finds
 * all of it under way. A failure is ignored here: the page's load reports it through REMOTE_UNAVAILABLE.
 * Resolves when the page's code and the remote's translations are here (start-up waits for that over a first
 * screen the server drew, so that React replaces it with the page in one go: decision 010).
 */
export function preloadRemoteRoute(pathname: string): Promise<void> {
  const remote = remoteForPath(pathname);
  if (!remote || registeredVersion(remote) === undefined) return Promise.resolve();
  return loadRemoteModule<{ default: RemoteRouteManifest }>(remote, './routes').then(async (mod) => {
    // the route table arrives in the task that ran the remote's entry: the page's requests start in the next one
    await yieldToMain();
    const route = matchManifest(mod.default.routes, pathname);
    if (!route) return;
    if (route.antd !== false) preloadAntd().catch(() => undefined);
    const page = route.load().then((m) => { loadedPages.set(route, m.default); }, () => undefined);
    route.prefetch?.();
    await Promise.all([page, namespacesReady().catch(() => undefined)]);
  }).catch(() => undefined);
}

export function specLayoutFor(pathname: string): LayoutName {
  const exact = ROUTES.find((r) => !r.path.includes('*') && matchPath({ path: r.path, end: true }, pathname));
  const wildcard = ROUTES.find((r) => r.path !== '*' && r.path.includes('*') && matchPath({ path: r.path, end: false }, pathname));
  return (exact ?? wildcard)?.layout ?? 'fullpage-type-a';
}

function ManifestPage({ manifest, remote, retry, fallBack }: { manifest: RemoteRouteManifest; remote: RemoteName; retry: () => Promise<void>; fallBack: () => boolean }) {
  const { pathname } = useLocation();
  const route = useMemo(() => matchManifest(manifest.routes, pathname), [manifest, pathname]);
  if (!route) return <LayoutFrame name="fullpage-type-a"><NotFoundInline /></LayoutFrame>;
  const Page = pageFor(route);
  return (
    <LayoutFrame name={route.layout} routeName={route.name}>
      <RemoteBoundary key={pathname} remote={remote} onRetry={retry} onFallback={fallBack}>
        <Suspense fallback={<LoadingText />}>
          {/* the page inside antd's providers unless it renders none; the layout around it is drawn without antd */}
          {route.antd === false ? <Page /> : <AntdScope><Page /></AntdScope>}
        </Suspense>
      </RemoteBoundary>
    </LayoutFrame>
  );
}

function NotFoundInline() {
  return <div data-testid="remote-route-missing" style={{ padding: 48, textAlign: 'center' }}>404</div>;
}

export function RemoteMount({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const layout = specLayoutFor(pathname);
  return (
    <RemoteModule<{ default: RemoteRouteManifest }>
      remote={remote}
      expose="./routes"
      antd={false}
      frame={(node) => <LayoutFrame name={layout}>{node}</LayoutFrame>}
    >
      {(mod, retry, fallBack) => <ManifestPage manifest={mod.default} remote={remote} retry={retry} fallBack={fallBack} />}
    </RemoteModule>
  );
}
