// A page's first screen, drawn on the server (issue 19, docs/decisions/010-first-screen-in-the-html.md). The site's
// origin (origins/site.ts) asks for it when it serves index.html for any page, and puts the result into the page:
// the HTML of the app bar, the menu and the page (inert, no test ids) inside #root, the style sheets it was drawn
// with, the theme's CSS variables on <html>, and the answers of the page's public reads. The browser shows that
// screen as soon as the HTML has arrived, before any script; start-up then draws the same screen with React from the
// same answers (useLoad's `read`) and replaces it.
//
// Three steps: loading (load.ts: the site config, the public reads, the registry and a remote release's verified
// server pages, within one bound), reading (read.ts: what the request asks to see, the answers into the page's
// data) and rendering (render.tsx: React's server render of the host's components). Everything drawn is public:
// the site config, the catalogue's providers, the notices; a member's app bar is drawn with its amounts unknown.
import type { RuntimeConfig } from '../config';
import { createLoader, pageAt } from './load';
import { drawnKey, readView } from './read';
import { render } from './render';
import { createServerPagesLoader, type ServerPagesLoader, type ServerPagesOptions } from './server-pages';
import type { Drawn, DrawRequest } from './types';

export type { Drawn, DrawRequest } from './types';
export { acceptedLanguages } from './read';
export { SERVER_PROVIDED } from './server-pages';

export interface FirstScreenOptions {
  /** How long a request waits for the site config and the reads' answers before it is served without a first screen. */
  waitMs?: number;
  /** Where remote releases' server pages may come from (server-pages.ts). */
  serverPages: ServerPagesOptions | ServerPagesLoader;
  /** INTERNAL_API_URL: the API's address as this server reaches it (default: the browsers' one). */
  internalApiUrl?: string;
}

export function createFirstScreen(runtime: RuntimeConfig, { waitMs = 1_000, serverPages, internalApiUrl }: FirstScreenOptions) {
  const pages = 'pagesFor' in serverPages ? serverPages : createServerPagesLoader(serverPages);
  const loader = createLoader({ runtime, waitMs, serverPages: pages, internalApiUrl });
  const drawn = new Map<string, Drawn>();
  let queue: Promise<unknown> = Promise.resolve();

  /** One render at a time: the store, the site and the translations are the process's own. */
  function renderInTurn(...args: Parameters<typeof render>): Promise<Drawn> {
    const result = queue.then(() => render(...args));
    queue = result.catch(() => undefined);
    return result;
  }

  return {
    /**
     * The first screen for this request, or null: a page nobody draws (a host page of a member, a remote page
     * whose release has no usable server pages), or no answers in time.
     */
    async draw(req: DrawRequest): Promise<Drawn | null> {
      const path = req.path.replace(/\/+$/, '') || '/';
      const at = pageAt(path);
      if (!at) return null;
      const view = readView(req);
      if (view.member && at.host) return null;
      const found = await loader.load(at, req.hostname, view.language, view.clientId);
      if (!found) return null;
      const key = drawnKey(path, req.hostname, found.page.source, found.data.version, view);
      const cached = drawn.get(key);
      if (cached) return cached;
      const out = await renderInTurn(runtime, found.page, found.data, view);
      if (drawn.size >= 200) drawn.clear();
      drawn.set(key, out);
      return out;
    },
    /** Draws a site's home page once now (the server's start): its first visitor does not wait for the translations. */
    async warm(hostname: string): Promise<void> {
      await this.draw({ path: '/home', hostname });
    },
  };
}

export type FirstScreen = ReturnType<typeof createFirstScreen>;
