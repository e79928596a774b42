// What start-up preloads for the page it opens on (issue 19): the host page's own chunk and the remote widgets
// the page shows; a path a remote owns has no host page (the remote's route table is preloaded instead).
import { routePreload } from './router';
import { Paths, POPUP_NOTICES_QUERY } from '@casino/shared';

describe('routePreload', () => {
  it('names the home page chunk and the support remote notice popup the home page shows', async () => {
    const home = routePreload('/home');
    // with the popup's first read, which start-up sends with the site config (the popup asks the same query)
    expect(home.widgets).toEqual([['support', './NoticePopup', [{ path: Paths.notices, params: POPUP_NOTICES_QUERY }]]]);
    expect(typeof home.page).toBe('function');
    // the preload is the very import the route renders
    const mod = await home.page!();
    expect(mod.default).toBe((await import('../pages/home')).default);
  });

  it('names a host page without widgets, and nothing for a path a remote owns', () => {
    expect(routePreload('/etc/terms-of-service').widgets).toEqual([]);
    expect(routePreload('/etc/terms-of-service').page).toEqual(expect.any(Function));
    expect(routePreload('/wallet/depositpage')).toEqual({ page: undefined, widgets: [] });
  });
});
