// Accessibility helpers for the axe and keyboard journeys (issue 18, docs/accessibility.md): one axe run over
// the page (frames included, so a house game page is checked inside its frame), failing on every critical or
// serious violation with the nodes that cause it; and switching theme × style the way a member's other tab
// would, through the saved preference (the page follows `storage` events, no reload).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { StyleName, ThemeName } from '../shared/src/theme/themes';

/** WCAG 2.0/2.1/2.2 A and AA rules: the conformance target of docs/accessibility.md. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /** Only these rules (e.g. colour contrast when only the palette changed). */
  rules?: string[];
  /** Selectors left out: third-party game content the site does not own (docs/accessibility.md). */
  exclude?: string[];
  /** The page must have no frames (the 36-look rotation): checked, so that a frame added later is not missed. */
  noFrames?: boolean;
}

/** Runs axe on the page as it is painted now and fails with a readable list of critical/serious findings. */
export async function expectAccessible(page: Page, label: string, options: AxeOptions = {}): Promise<void> {
  const report = await axeFindings(page, label, options);
  // soft: a journey goes on through its pages and states, and fails at its end with every finding
  expect.soft(report, `axe: ${label}`).toEqual([]);
}

/** axe's critical and serious findings on the page as it is painted now, one readable entry each. */
export async function axeFindings(page: Page, label: string, options: AxeOptions = {}): Promise<string[]> {
  // Scan the colours the page settles on, not a frame of a transition (antd's menu fades the selected item's
  // colours in over 0.3 s after a route change; a look switch fades every colour): wait for every finite
  // animation and transition running now to end. Endless ones (spinners, the unread badge's pulse) never do.
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined))));
  if (options.noFrames) expect(page.frames(), `${label}: a page scanned without frames has none`).toHaveLength(1);
  // A page without frames (most routes) is scanned by one axe.run in the page: the same rules over the same
  // document. With frames (a house game, a provider's iframe), axe's partial run per frame, finished in a fresh
  // blank page, reaches into each of them, whatever its origin.
  const frameless = page.frames().length === 1;
  // axe-core's source (≈ 0.5 MB, ≈ 0.2 s to evaluate, twice per legacy run) goes into a document once: the journeys
  // scan one document many times (a route scan moves within the single-page app), and axe.run reads the page afresh
  // each time. A reload or a new page has no `axe` and gets the source again.
  const injected = frameless && await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  // resultTypes: only the violations come back with every node (axe's option for speed: passes and the rest are cut
  // to one node each; the findings below read only the violations)
  let builder = new AxeBuilder({ page, ...(injected ? { axeSource: ';' } : {}) }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  if (options.rules) builder = builder.withRules(options.rules);
  for (const sel of options.exclude ?? []) builder = builder.exclude(sel);
  if (frameless) builder = builder.setLegacyMode(true);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  return serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 6).map((n) => `    ${n.target.join(' >>> ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').slice(0, 220)}`).join('\n')}`);
}

/** Saves a theme and style as the pickers do and tells the page (a `storage` event, as from another tab). */
export async function switchLook(page: Page, theme: ThemeName, style: StyleName): Promise<void> {
  await page.evaluate(([t, s]) => {
    for (const [key, value] of [['casino.theme', t], ['casino.style', s]] as const) {
      const oldValue = localStorage.getItem(key);
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
    }
  }, [theme, style] as const);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('html')).toHaveAttribute('data-style', style);
}

/** Moves within the single-page app without a reload (as a link would), then waits for the route. */
export async function goInApp(page: Page, path: string, route: string): Promise<void> {
  await page.evaluate((p) => { window.history.pushState({}, '', p); window.dispatchEvent(new PopStateEvent('popstate')); }, path);
  await expect(page.locator(`[data-route="${route}"]`)).toBeAttached({ timeout: 30_000 }); // a remote's first load
}

/** The element that has the focus now, described by its test id, role and name (for focus assertions). */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    return el.dataset.testid ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
  });
}
