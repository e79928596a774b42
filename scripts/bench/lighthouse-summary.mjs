// Lighthouse results, summarised for the bench (issue 48 §1): pure functions, no browser (tested in
// lighthouse-summary.test.mjs). A Lighthouse result (an "LHR") is large; the bench keeps, for each run, the four
// category scores and the metrics a phone feels: LCP, TBT, CLS, and an INP proxy (Lighthouse's lab runs have no
// interaction, so no INP: max-potential-fid, the longest main-thread task after FCP, is the delay the worst-placed
// tap would wait), plus the longest task and the LCP element.

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Budgets of issue 48: performance ≥ 90 on member pages, ≥ 80 on the back office; accessibility 100 everywhere. */
export const LIGHTHOUSE_BUDGETS = { memberPerformance: 90, backofficePerformance: 80, accessibility: 100, tbtMs: 200, longTaskMs: 200 };

const numeric = (lhr, id) => {
  const v = lhr.audits?.[id]?.numericValue;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** The longest main-thread task Lighthouse saw (its long-tasks audit lists them, in ms). */
function longestTask(lhr) {
  const items = lhr.audits?.['long-tasks']?.details?.items;
  if (!Array.isArray(items) || items.length === 0) return 0;
  return Math.max(...items.map((i) => (typeof i.duration === 'number' ? i.duration : 0)));
}

/** The LCP element as Lighthouse names it ('' when the audit has none). */
function lcpElement(lhr) {
  const items = lhr.audits?.['largest-contentful-paint-element']?.details?.items;
  const first = Array.isArray(items) ? items[0] : undefined;
  // Lighthouse 10+: a list of tables, the first holding the node; older: the node item itself
  const node = first?.items?.[0]?.node ?? first?.node;
  return node ? String(node.snippet ?? node.selector ?? node.nodeLabel ?? '').slice(0, 120) : '';
}

/**
 * One run's summary. Category scores are 0–100 (null when the category was not run or errored); times in ms.
 * @param {any} lhr a Lighthouse result (runnerResult.lhr)
 */
export function summariseRun(lhr) {
  const scores = {};
  for (const c of LIGHTHOUSE_CATEGORIES) {
    const s = lhr.categories?.[c]?.score;
    scores[c] = typeof s === 'number' ? Math.round(s * 100) : null;
  }
  const round = (v) => (v === null ? null : Math.round(v));
  return {
    url: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl ?? '',
    formFactor: lhr.configSettings?.formFactor ?? '',
    throttling: lhr.configSettings?.throttlingMethod ?? '',
    lighthouseVersion: lhr.lighthouseVersion ?? '',
    scores,
    fcpMs: round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: round(numeric(lhr, 'total-blocking-time')),
    cls: (() => { const v = numeric(lhr, 'cumulative-layout-shift'); return v === null ? null : Math.round(v * 1000) / 1000; })(),
    inpProxyMs: round(numeric(lhr, 'max-potential-fid')),
    ttiMs: round(numeric(lhr, 'interactive')),
    longestTaskMs: Math.round(longestTask(lhr)),
    lcpElement: lcpElement(lhr),
    runtimeError: lhr.runtimeError?.message ?? null,
    // what Lighthouse itself warns of (a load that timed out, a slow host CPU …) and its reading of the host's speed
    warnings: Array.isArray(lhr.runWarnings) ? lhr.runWarnings.map(String) : [],
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === 'number' ? Math.round(lhr.environment.benchmarkIndex) : null,
  };
}

/**
 * The median run of several of the same page: runs sorted by performance score (then by TBT, then LCP, the
 * metrics that move the score most), the middle one. A whole run is kept, so its figures belong together (a median
 * of each metric separately would describe no real load). Runs that errored or have no performance score are left
 * out while any other remains.
 */
export function medianRun(summaries) {
  if (summaries.length === 0) throw new Error('no Lighthouse run to take a median of');
  const usable = summaries.filter((s) => !s.runtimeError && s.scores.performance !== null);
  const pool = usable.length ? usable : summaries;
  const key = (s) => [s.scores.performance ?? -1, -(s.tbtMs ?? Infinity), -(s.lcpMs ?? Infinity)];
  const sorted = [...pool].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return ka[i] - kb[i];
    return 0;
  });
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const atLeast = (value, min) => ({ budget: `≥ ${min}`, within: value !== null && value >= min });
const atMost = (value, max) => ({ budget: `≤ ${max}`, within: value !== null && value <= max });
const none = { budget: '', within: true };

/**
 * The bench's table rows for one page (the shape of scripts/bench/api.mjs's rows): each category score and LCP,
 * TBT, CLS, INP proxy and the longest task of the median run, with the budgets. `kind` 'member' (a page a
 * member lands on: performance ≥ 90, TBT ≤ 200 ms and no task over 200 ms where `mainThread` is set) or
 * 'backoffice' (≥ 80). Budgets are reported (within/OVER), never a test failure.
 * @param {{ label: string, kind: 'member'|'backoffice', preset: 'mobile'|'desktop', mainThread?: boolean, runs: number }} page
 * @param {ReturnType<typeof summariseRun>} median
 */
export function lighthouseRows(page, median) {
  const project = `lighthouse ${page.preset}`;
  const at = `${page.label} (median of ${page.runs})`;
  const performanceMin = page.kind === 'backoffice' ? LIGHTHOUSE_BUDGETS.backofficePerformance : LIGHTHOUSE_BUDGETS.memberPerformance;
  const r = (metric, value, unit, { budget, within }) => ({ metric: `${metric}, ${at}`, project, value: value ?? 'n/a', unit, baseline: null, ratio: null, budget, within });
  const s = median.scores;
  return [
    r('Lighthouse performance', s.performance, '', atLeast(s.performance, performanceMin)),
    r('Lighthouse accessibility', s.accessibility, '', atLeast(s.accessibility, LIGHTHOUSE_BUDGETS.accessibility)),
    r('Lighthouse best practices', s['best-practices'], '', none),
    r('Lighthouse SEO', s.seo, '', none),
    r('LCP', median.lcpMs, 'ms', none),
    r('TBT', median.tbtMs, 'ms', page.mainThread ? atMost(median.tbtMs, LIGHTHOUSE_BUDGETS.tbtMs) : none),
    r('CLS', median.cls, '', none),
    r('INP proxy (max potential FID)', median.inpProxyMs, 'ms', none),
    r('longest main-thread task', median.longestTaskMs, 'ms', page.mainThread ? atMost(median.longestTaskMs, LIGHTHOUSE_BUDGETS.longTaskMs) : none),
  ];
}
