import { ROUTES, type RemoteRoute } from '@casino/shared';
import { matchManifest, preloadRemoteRoute, specLayoutFor } from './remote-mount';
import { loadRemoteModule, registeredVersion } from './remotes';

jest.mock('./remotes', () => ({
  loadRemoteModule: jest.fn(),
  registeredVersion: jest.fn(),
  remoteForPath: (p: string) => (p.startsWith('/game/') ? 'games' : undefined),
}));

const r = (name: string, path: string): RemoteRoute => ({ name, path, layout: 'dashboard', owner: 'wallet', load: async () => ({ default: () => null }) });

test('exact manifest routes win over the catch-all', () => {
  const routes = [r('wallet-all', '/wallet/*'), r('wallet-depositpage', '/wallet/depositpage')];
  expect(matchManifest(routes, '/wallet/depositpage')?.name).toBe('wallet-depositpage');
  expect(matchManifest(routes, '/wallet/nope')?.name).toBe('wallet-all');
  expect(matchManifest(routes, '/account/x')).toBeUndefined();
});

test('while a remote loads, the layout comes from the spec table', () => {
  expect(specLayoutFor('/login')).toBe('fullpage-type-a');
  expect(specLayoutFor('/wallet/history')).toBe('dashboard');
  expect(specLayoutFor('/wallet/whatever')).toBe('none');
  expect(specLayoutFor('/account/modal-mypage-info')).toBe('none');
});

test('the spec route table has the 27 routes of spec §2 (and the password reset page) with the catch-all reading "read"', () => {
  expect(ROUTES).toHaveLength(28);
  expect(ROUTES.find((x) => x.name === 'all')).toMatchObject({ path: '*', layout: 'fullpage-type-a', meta: { action: 'read' } });
  expect(ROUTES.find((x) => x.name === 'wallet-all')).toMatchObject({ path: '/wallet/*', layout: 'none' });
});

test("preloading the opened page's route starts its remote's route table, then that page's chunks and first data request", async () => {
  const slot = { ...r('game-slot', '/game/slot'), owner: 'games' as const, load: jest.fn(async () => ({ default: () => null })), prefetch: jest.fn() };
  const other = { ...r('game-livecasino', '/game/livecasino'), owner: 'games' as const, load: jest.fn(async () => ({ default: () => null })), prefetch: jest.fn() };
  (loadRemoteModule as jest.Mock).mockResolvedValue({ default: { remote: 'games', routes: [other, slot] } });
  (registeredVersion as jest.Mock).mockReturnValue('1.0.0');
  await preloadRemoteRoute('/game/slot');
  expect(loadRemoteModule).toHaveBeenCalledWith('games', './routes');
  expect(slot.load).toHaveBeenCalledTimes(1);
  expect(slot.prefetch).toHaveBeenCalledTimes(1);
  expect(other.load).not.toHaveBeenCalled();
  expect(other.prefetch).not.toHaveBeenCalled();
  // a page no remote owns, or a remote the registry does not name, loads nothing
  (loadRemoteModule as jest.Mock).mockClear();
  await preloadRemoteRoute('/home');
  (registeredVersion as jest.Mock).mockReturnValue(undefined);
  await preloadRemoteRoute('/game/slot');
  expect(loadRemoteModule).not.toHaveBeenCalled();
  // a remote that is down is the page's to report: the preload stays quiet
  (registeredVersion as jest.Mock).mockReturnValue('1.0.0');
  (loadRemoteModule as jest.Mock).mockRejectedValue(new Error('down'));
  await expect(preloadRemoteRoute('/game/slot')).resolves.toBeUndefined();
});
