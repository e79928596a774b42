// The first screen's shapes (decision 010), shared by its three steps: loading (load.ts), reading (read.ts) and
// rendering (render.tsx).
import type { ComponentType } from 'react';
import type { Read, SiteConfig } from '@casino/shared';

export interface DrawRequest {
  /** The URL's path, e.g. `/home`. */
  path: string;
  /** The site's host name (the domain the site config is read for). */
  hostname: string;
  acceptLanguage?: string;
  cookie?: string;
  userAgent?: string;
  /** `Sec-CH-UA-Mobile` (`?1` on a phone's Chromium). */
  mobileHint?: string;
}

export interface Drawn {
  language: string;
  /** Attributes for <html>: lang, the theme's data attributes and CSS variables. */
  htmlAttributes: Record<string, string>;
  /** First in <head>, before the page's scripts: preloads of the screen's first pictures. */
  preload: string;
  /** For <head>: the style sheets the screen was drawn with and the answers of its reads (inline JSON). */
  head: string;
  /** The screen's HTML, for inside #root. */
  root: string;
  /** The browser's toolbar colour of the theme. */
  themeColor: string;
  /** The document's title (the site's) and its description for search results, in the view's language (as text). */
  title: string;
  description: string;
}

export interface PageSpec { route: string; Page: ComponentType; reads: readonly Read[] }
/** A page and where its code comes from ('host', or the file of a remote release's server pages). */
export interface SourcedPage extends PageSpec { source: string }

export type Answers = Record<string, unknown>;
export interface Data { config: SiteConfig['config']; answers: Answers; version: number }

/** What a request asks to see: read from its path, cookies and headers. */
export interface View {
  language: string;
  theme?: string;
  style?: string;
  mobile: boolean;
  /** The popups the visitor hid today. */
  hidden: Set<number>;
  member: boolean;
  /** The visitor's client id (the registry's canary assignment), when it is one. */
  clientId: string | null;
}
