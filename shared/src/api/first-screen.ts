// The answers a page's first screen was drawn with (issue 19, docs/decisions/010-first-screen-in-the-html.md).
// The static server renders a visitor's /home at serve time with the public reads it made, and puts the same
// answers into the page; a component's first render starts from them (useLoad's `read`), so the screen React
// draws is the one the visitor already sees, without a loading state and without asking again. On the server,
// the renderer seeds them before each render.

import type { ComponentType } from 'react';

/** A read by path and parameters, e.g. `{ path: Paths.providers, params: { category: 'slot' } }`. */
export interface Read { path: string; params?: Readonly<Record<string, unknown>> }

/** Seeded answers are used only this long after they were seeded (a page whose script came late asks again). */
export const FIRST_SCREEN_FRESH_MS = 30_000;

let answers = new Map<string, unknown>();
let seededAt = 0;

/**
 * One string per read: the path, then the parameters sorted by name (by code unit: with `localeCompare`, start-up's
 * first call built the browser's collator, a sixth of start-up's first task in a 4× CPU profile, issue 48 §2).
 */
export function readKey({ path, params }: Read): string {
  const entries = Object.entries(params ?? {}).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length ? `${path}?${entries.map(([k, v]) => `${k}=${String(v)}`).join('&')}` : path;
}

/** Replaces the seeded answers (read key → the answer's `data`). */
export function seedFirstScreen(seed: Readonly<Record<string, unknown>>, now: number = Date.now()): void {
  answers = new Map(Object.entries(seed));
  seededAt = now;
}

/** The seeded answer of `read`, while fresh; undefined when there is none. */
export function firstScreenAnswer<T>(read: Read, now: number = Date.now()): T | undefined {
  if (now - seededAt >= FIRST_SCREEN_FRESH_MS) return undefined;
  return answers.get(readKey(read)) as T | undefined;
}

/** The answer of `read` has been drawn by the live page: a later mount (the visitor came back to the page) asks again. */
export function forgetFirstScreenAnswer(read: Read): void {
  answers.delete(readKey(read));
}

/**
 * What a remote's server build exports (`dist/<version>/server/pages.cjs`, built from its `src/server-pages.tsx`):
 * the pages the host's server may draw, by route name, each with the public reads its first screen is drawn from.
 * The host's renderer loads the build of the version the registry gives the visitor, and provides it with the
 * host's own React, MobX, i18n, router and @casino/shared (decision 010).
 */
export interface ServerPages {
  pages: Readonly<Record<string, { Page: ComponentType; reads: readonly Read[] }>>;
}
