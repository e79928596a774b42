// Route table of spec §2 (name, path, layout): one source for the host's table and the remotes' manifests.
export type LayoutName = 'none' | 'dashboard' | 'eight-dashboard' | 'fullpage-type-a';
export type RouteOwner = 'host' | 'account' | 'games' | 'wallet' | 'support';

export interface RouteSpec { name: string; path: string; layout: LayoutName; owner: RouteOwner; meta?: { action?: string } }

export const ROUTES: readonly RouteSpec[] = [
  { name: 'index', path: '/', layout: 'none', owner: 'host' },
  { name: 'home', path: '/home', layout: 'dashboard', owner: 'host' },
  { name: 'home-eight', path: '/home-eight', layout: 'eight-dashboard', owner: 'host' },
  { name: 'login', path: '/login', layout: 'fullpage-type-a', owner: 'account' },
  { name: 'account-register', path: '/account/register', layout: 'fullpage-type-a', owner: 'account' },
  { name: 'account-mypagelist', path: '/account/mypagelist', layout: 'dashboard', owner: 'account' },
  { name: 'account-modal-mypage-info', path: '/account/modal-mypage-info', layout: 'none', owner: 'account' },
  { name: 'account-sub-modal-mypage-info', path: '/account/sub-modal-mypage-info', layout: 'none', owner: 'account' },
  { name: 'reset-password', path: '/reset-password', layout: 'fullpage-type-a', owner: 'account' }, // PASSWORD_RESET_PAGE
  { name: 'wallet-depositpage', path: '/wallet/depositpage', layout: 'dashboard', owner: 'wallet' },
  { name: 'wallet-deposit-backup', path: '/wallet/deposit-backup', layout: 'dashboard', owner: 'wallet' },
  { name: 'wallet-withdrawpage', path: '/wallet/withdrawpage', layout: 'dashboard', owner: 'wallet' },
  { name: 'wallet-mileagepage', path: '/wallet/mileagepage', layout: 'dashboard', owner: 'wallet' },
  { name: 'wallet-history', path: '/wallet/history', layout: 'dashboard', owner: 'wallet' },
  { name: 'supports-noticepage', path: '/supports/noticepage', layout: 'dashboard', owner: 'support' },
  { name: 'supports-memopage', path: '/supports/memopage', layout: 'dashboard', owner: 'support' },
  { name: 'supports-counselpage', path: '/supports/counselpage', layout: 'dashboard', owner: 'support' },
  { name: 'market-nft', path: '/market/nft', layout: 'dashboard', owner: 'host' },
  { name: 'game-slotnine', path: '/game/slotnine', layout: 'dashboard', owner: 'games' },
  { name: 'game-slot', path: '/game/slot', layout: 'dashboard', owner: 'games' },
  { name: 'game-livecasino', path: '/game/livecasino', layout: 'dashboard', owner: 'games' },
  { name: 'etc-terms-of-service', path: '/etc/terms-of-service', layout: 'fullpage-type-a', owner: 'host' },
  { name: 'etc-privacy-policy', path: '/etc/privacy-policy', layout: 'fullpage-type-a', owner: 'host' },
  { name: 'support', path: '/support', layout: 'dashboard', owner: 'host' },
  { name: 'new', path: '/new', layout: 'dashboard', owner: 'host' },
  { name: 'devil-sub1-test-1', path: '/devil/sub1/test-1', layout: 'none', owner: 'host' },
  { name: 'all', path: '*', layout: 'fullpage-type-a', owner: 'host', meta: { action: 'read' } },
  { name: 'wallet-all', path: '/wallet/*', layout: 'none', owner: 'wallet' },
];

export function routeByName(name: string): RouteSpec {
  const r = ROUTES.find((x) => x.name === name);
  if (!r) throw new Error(`unknown route ${name}`);
  return r;
}

/** What a remote's `./routes` module exposes: spec routes with a lazily loaded page. */
export interface RemoteRoute extends RouteSpec {
  load: () => Promise<{ default: import('react').ComponentType }>;
  /**
   * Starts the page's first data request. The host calls it (with `load`) when it preloads the route it is
   * opening, before the page is rendered (issue 19); the page takes the request when it mounts.
   */
  prefetch?: () => void;
  /**
   * `false` when the page renders no antd: the host then renders it without antd's providers and loads no antd
   * for it (issue 19). By default a remote page is rendered inside them.
   */
  antd?: boolean;
}
export interface RemoteRouteManifest { remote: RouteOwner; routes: RemoteRoute[] }
