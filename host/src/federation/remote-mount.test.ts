import { ROUTES, type RemoteRoute } from '@casino/shared';
import { matchManifest, specLayoutFor } from './remote-mount';

jest.mock('./remotes', () => ({}));

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

test('the spec route table has the 27 routes of spec §2 with the catch-all reading "read"', () => {
  expect(ROUTES).toHaveLength(27);
  expect(ROUTES.find((x) => x.name === 'all')).toMatchObject({ path: '*', layout: 'fullpage-type-a', meta: { action: 'read' } });
  expect(ROUTES.find((x) => x.name === 'wallet-all')).toMatchObject({ path: '/wallet/*', layout: 'none' });
});
