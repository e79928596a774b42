import { pendingTelemetry, reportLoadFailure, reportRemote, setRemoteVersion } from './telemetry';

const counts = () => Object.fromEntries(pendingTelemetry().map((e) => [`${e.remote} ${e.version} ${e.kind}`, e.count]));

test('a module that fails for the start-up preload and the page alike is one failed load; a retry counts again', () => {
  setRemoteVersion('wallet', '1.0.1', 'signed-wallet-1.0.1');
  reportLoadFailure('remote_wallet/routes'); // the preload
  reportLoadFailure('remote_wallet/routes'); // the page's own load of the same module
  expect(counts()).toEqual({ 'wallet 1.0.1 load_failure': 1 });
  reportLoadFailure('remote_wallet/probe'); // another module of the remote on the same page is another load
  expect(counts()).toEqual({ 'wallet 1.0.1 load_failure': 2 });
  setRemoteVersion('wallet', '1.0.1'); // retry: the remote is registered again
  reportLoadFailure('remote_wallet/routes');
  expect(counts()).toEqual({ 'wallet 1.0.1 load_failure': 3 });
  reportRemote('wallet', 'mount');
  expect(counts()).toEqual({ 'wallet 1.0.1 load_failure': 3, 'wallet 1.0.1 mount': 1 });
});

test('each report carries the assignment of its version; a version this page was not assigned is not reported', () => {
  setRemoteVersion('games', '2.0.0', 'signed-games-2.0.0');
  reportRemote('games', 'mount');
  reportRemote('games', 'fallback', '2.0.0');
  reportRemote('games', 'render_error', '9.9.9'); // never assigned here
  setRemoteVersion('account', '1.0.0'); // a registry entry without an assignment
  reportRemote('account', 'mount');
  const games = pendingTelemetry().filter((e) => e.remote === 'games' || e.remote === 'account');
  expect(games).toEqual([
    { remote: 'games', version: '2.0.0', assignment: 'signed-games-2.0.0', kind: 'mount', count: 1 },
    { remote: 'games', version: '2.0.0', assignment: 'signed-games-2.0.0', kind: 'fallback', count: 1 },
  ]);
});
