// What start-up preloads for the page it opens on (issue 19): the host page's own chunk, the remote widgets the page
// shows and the public reads its first screen is drawn with; a path a remote owns has no host page (the remote's
// route table is preloaded instead).
import { routePreload } from './router';
import { Paths, POPUP_NOTICES_QUERY } from '@casino/shared';

describe('routePreload', () => {
  it('names the home page chunk and its first reads: the provider rows, the latest notices and the popup list', async () => {
    const home = routePreload('/home');
    expect(home.widgets).toEqual([]);
    expect(home.reads).toEqual([
      { path: Paths.providers, params: { category: 'casino' } },
      { path: Paths.providers, params: { category: 'slot' } },
      { path: Paths.notices, params: { page: 1, size: 5 } },
      { path: Paths.notices, params: POPUP_NOTICES_QUERY },
    ]);
    expect(typeof home.page).toBe('function');
    // the preload is the very import the route renders
    const mod = await home.page!();
    expect(mod.default).toBe((await import('../pages/home')).default);
  });

  it('names the support hub\'s remote widget, a host page without widgets, and nothing for a path a remote owns', () => {
    expect(routePreload('/support').widgets).toEqual([['support', './SupportWidgets']]);
    expect(routePreload('/etc/terms-of-service').widgets).toEqual([]);
    expect(routePreload('/etc/terms-of-service').page).toEqual(expect.any(Function));
    expect(routePreload('/wallet/depositpage')).toEqual({ page: undefined, widgets: [], reads: [] });
  });
});
