// Loading: what a page's first screen needs from the outside, all within one bound (`waitMs`, 1 s by default) after
// which the page is served plain. The site config (the config service), the page's public reads (the API), and
// for a remote's page the release the registry gives this visitor, with its server pages (server-pages.ts).
import { ApiClient, Paths, ROUTES, readKey, type Read, type RemoteRegistry, type RouteSpec } from '@casino/shared';
import Home from '../../../host/src/pages/home';
import { HOME_READS } from '../../../host/src/features/lobby/api/home-reads';
import { loadSiteConfig } from '../../../host/src/startup/config';
import type { RuntimeConfig } from '../config';
import { answerVersions } from './read';
import type { ServerPagesLoader } from './server-pages';
import type { Answers, Data, PageSpec, SourcedPage } from './types';

/** The host's own pages drawn on the server: a visitor's only. */
export const HOST_PAGES: Readonly<Record<string, PageSpec>> = {
  '/home': { route: 'home', Page: Home, reads: HOME_READS },
};

/** Which page a path is: one of the host's, a remote's route, or none drawn. */
export function pageAt(path: string): { host?: PageSpec; remote?: RouteSpec } | null {
  const host = HOST_PAGES[path];
  if (host) return { host };
  const remote = ROUTES.find((r) => r.path === path && r.owner !== 'host');
  return remote ? { remote } : null;
}

/** Resolves after `ms` with null (and never keeps the process alive for it). */
async function within<T>(ms: number, work: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), ms); });
  try { return await Promise.race([work.catch(() => null), timeout]); } finally { clearTimeout(timer); }
}

export interface LoaderOptions {
  runtime: RuntimeConfig;
  waitMs: number;
  serverPages: ServerPagesLoader;
  /** INTERNAL_API_URL: where this server reads the API (in a container, not the browsers' address); default: as browsers do. */
  internalApiUrl?: string;
}

export function createLoader({ runtime: browserRuntime, waitMs, serverPages, internalApiUrl }: LoaderOptions) {
  // what the server reads goes to the internal address when there is one; what it draws keeps the browsers' own
  const runtime: RuntimeConfig = internalApiUrl ? { ...browserRuntime, apiUrl: internalApiUrl, configUrl: internalApiUrl } : browserRuntime;
  /** One API client per API address and language (a few: the sites × the languages asked for). */
  const clients = new Map<string, ApiClient>();
  const versionOf = answerVersions();

  const client = (baseURL: string, language: string) => {
    let c = clients.get(`${baseURL}|${language}`);
    if (!c) {
      c = new ApiClient({ baseURL, getLanguage: () => language, retryDelayMs: 100 });
      clients.set(`${baseURL}|${language}`, c);
    }
    return c;
  };

  /** A remote's page in the version the registry gives this visitor (their client id), or null. */
  async function remotePage(spec: RouteSpec, hostname: string, clientId: string | null): Promise<SourcedPage | null> {
    const query = new URLSearchParams({ domain: runtime.domain || hostname, ...(clientId ? { cid: clientId } : {}) });
    const res = await fetch(`${runtime.configUrl}${Paths.remotes}?${query}`, { signal: AbortSignal.timeout(waitMs) });
    if (!res.ok) return null;
    const entry = ((await res.json()) as RemoteRegistry).remotes?.[spec.owner as keyof RemoteRegistry['remotes']]?.entry;
    if (typeof entry !== 'string') return null;
    const page = (await serverPages.pagesFor(entry, spec.owner, hostname))?.pages?.[spec.name];
    return page ? { route: spec.name, Page: page.Page, reads: page.reads, source: entry } : null;
  }

  // Asked for every page served, so that a notice an operator has just posted is in the very next page: the API
  // answers these from memory or with one indexed read (the catalogue per version, the site config per revision).
  async function data(hostname: string, language: string, reads: readonly Read[]): Promise<Data> {
    const config = await loadSiteConfig(runtime, hostname);
    const api = client(internalApiUrl ?? (config.front_api_domain || runtime.apiUrl), language);
    const answers: Answers = {};
    await Promise.all(reads.map(async (read) => {
      const res = await api.get(read.path, read.params as Record<string, unknown> | undefined);
      if (res.ok) answers[readKey(read)] = res.data;
    }));
    return { config, answers, version: versionOf(hostname, language, config, answers) };
  }

  return {
    /** The page (a remote's: its release's server pages) with its site config and answers; null after `waitMs`. */
    load(at: { host?: PageSpec; remote?: RouteSpec }, hostname: string, language: string, clientId: string | null) {
      return within(waitMs, (async () => {
        const page = at.host ? { ...at.host, source: 'host' } : await remotePage(at.remote!, hostname, clientId);
        if (!page) return null;
        return { page, data: await data(hostname, language, page.reads) };
      })());
    },
  };
}
