// Preloading a page's widget (issue 19): the module loads before the page renders it, and a widget that
// exports `prefetch` starts its first data request then; a remote the registry did not name is left alone.
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { getRootStore } from '@casino/shared';
import { applyRegistry, keepForLanguage, loadedRemoteModule, loadRemoteModule, preloadRemoteModule } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(() => Promise.resolve()), registerRemotes: jest.fn() }));
jest.mock('./telemetry', () => ({ reportRemote: jest.fn(), setRemoteVersion: jest.fn(), flushTelemetry: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => load.mockReset());

test('a registered widget is loaded and its prefetch called once it is here', async () => {
  applyRegistry({ remotes: { support: { entry: 'http://remotes.test/remote-support/1.0.0/mf-manifest.json', version: '1.0.0', track: 'stable' } } } as never);
  const prefetch = jest.fn();
  let arrive!: (mod: unknown) => void;
  load.mockReturnValueOnce(new Promise((resolve) => { arrive = resolve; }) as never);
  preloadRemoteModule('support', './SupportWidgets');
  expect(load).toHaveBeenCalledWith('remote_support/SupportWidgets');
  expect(prefetch).not.toHaveBeenCalled();
  arrive({ default: () => null, prefetch });
  await new Promise(process.nextTick);
  expect(prefetch).toHaveBeenCalledTimes(1);
});

test('a widget without prefetch, or one that fails to load, is quietly left to the page', async () => {
  load.mockResolvedValueOnce({ default: () => null } as never);
  preloadRemoteModule('support', './SupportWidgets');
  load.mockRejectedValueOnce(new Error('down'));
  preloadRemoteModule('support', './SupportWidgets');
  await new Promise(process.nextTick);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote the registry did not name is not loaded', () => {
  preloadRemoteModule('wallet', './Anything');
  expect(load).not.toHaveBeenCalled();
});

test("a widget's files are preloaded with its translations in the page's language only", () => {
  applyRegistry({ remotes: { support: { entry: 'http://remotes.test/remote-support/1.0.0/mf-manifest.json', version: '1.0.0', track: 'stable' } } } as never);
  getRootStore().prefs.setLanguage('zh-CN', false);
  load.mockResolvedValueOnce({ default: () => null } as never);
  preloadRemoteModule('support', './SupportWidgets');
  const [[options]] = (preloadRemote as jest.Mock).mock.calls.at(-1);
  expect(options).toMatchObject({ nameOrAlias: 'remote_support', exposes: ['./SupportWidgets'], resourceCategory: 'all' });
  const base = 'http://remotes.test/remote-support/1.0.0/';
  const files = ['__federation_expose_SupportWidgets.2daf2bf6.js', '812.0a1b2c3d.js', 'i18n-support-zh-CN-json.78f9bceb.js', 'i18n-support-zh-TW-json.1234abcd.js', 'i18n-support-ko-json.78f9bceb.js'];
  expect(files.filter((f) => options.filter(base + f))).toEqual(['__federation_expose_SupportWidgets.2daf2bf6.js', '812.0a1b2c3d.js', 'i18n-support-zh-CN-json.78f9bceb.js']);
  expect(keepForLanguage(`${base}i18n-support-fil-json.0badc0de.js`, 'fil')).toBe(true);
  expect(keepForLanguage(`${base}i18n-support-fil-json.0badc0de.js`, 'ko')).toBe(false);
});

test('a module that has loaded is at hand for a render, for the version it was loaded from only', async () => {
  applyRegistry({ remotes: { games: { entry: 'http://remotes.test/remote-games/1.0.0/mf-manifest.json', version: '1.0.0', track: 'stable' } } } as never);
  expect(loadedRemoteModule('games', './routes')).toBeUndefined();
  const routes = { default: { remote: 'games', routes: [] } };
  load.mockResolvedValueOnce(routes as never);
  await loadRemoteModule('games', './routes');
  expect(loadedRemoteModule('games', './routes')).toBe(routes);
  expect(loadedRemoteModule('games', './ProviderDrawer')).toBeUndefined();
  // another version registered (a promotion, a rollback): its modules load afresh
  applyRegistry({ remotes: { games: { entry: 'http://remotes.test/remote-games/1.1.0/mf-manifest.json', version: '1.1.0', track: 'stable' } } } as never);
  expect(loadedRemoteModule('games', './routes')).toBeUndefined();
  // a failed load leaves nothing behind
  load.mockRejectedValueOnce(new Error('down'));
  await expect(loadRemoteModule('games', './routes')).rejects.toThrow();
  expect(loadedRemoteModule('games', './routes')).toBeUndefined();
});
