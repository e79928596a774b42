// Preloading a page's widget (issue 19): the module loads before the page renders it, and a widget that
// exports `prefetch` starts its first data request then; a remote the registry did not name is left alone.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { applyRegistry, preloadRemoteModule } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./telemetry', () => ({ reportRemote: jest.fn(), setRemoteVersion: jest.fn(), flushTelemetry: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => load.mockReset());

test('a registered widget is loaded and its prefetch called once it is here', async () => {
  applyRegistry({ remotes: { support: { entry: 'http://remotes.test/remote-support/1.0.0/mf-manifest.json', version: '1.0.0', track: 'stable' } } } as never);
  const prefetch = jest.fn();
  let arrive!: (mod: unknown) => void;
  load.mockReturnValueOnce(new Promise((resolve) => { arrive = resolve; }) as never);
  preloadRemoteModule('support', './NoticePopup');
  expect(load).toHaveBeenCalledWith('remote_support/NoticePopup');
  expect(prefetch).not.toHaveBeenCalled();
  arrive({ default: () => null, prefetch });
  await new Promise(process.nextTick);
  expect(prefetch).toHaveBeenCalledTimes(1);
});

test('a widget without prefetch, or one that fails to load, is quietly left to the page', async () => {
  load.mockResolvedValueOnce({ default: () => null } as never);
  preloadRemoteModule('support', './NoticePopup');
  load.mockRejectedValueOnce(new Error('down'));
  preloadRemoteModule('support', './NoticePopup');
  await new Promise(process.nextTick);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote the registry did not name is not loaded', () => {
  preloadRemoteModule('wallet', './Anything');
  expect(load).not.toHaveBeenCalled();
});
