// Unit tests of the bench's Lighthouse summary (node:test; scripts/test.mjs runs it with the contract check's tests).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LIGHTHOUSE_BUDGETS, lighthouseRows, medianRun, summariseRun } from './lighthouse-summary.mjs';

/** A Lighthouse result with only what the summary reads. */
function lhr({ performance = 0.9, accessibility = 1, bp = 1, seo = 0.92, lcp = 2100.4, tbt = 150.2, cls = 0.00012, fid = 120, tasks = [80, 190.6], error } = {}) {
  return {
    lighthouseVersion: '12.2.3',
    finalDisplayedUrl: 'http://127.0.0.1:7600/home',
    configSettings: { formFactor: 'mobile', throttlingMethod: 'simulate' },
    categories: { performance: { score: performance }, accessibility: { score: accessibility }, 'best-practices': { score: bp }, seo: { score: seo } },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'max-potential-fid': { numericValue: fid },
      interactive: { numericValue: 3000 },
      'long-tasks': { details: { items: tasks.map((duration) => ({ url: 'x.js', duration })) } },
      'largest-contentful-paint-element': { details: { items: [{ type: 'table', items: [{ node: { snippet: '<img class="casino-lobby-card__bg">' } }] }] } },
    },
    ...(error ? { runtimeError: { code: 'X', message: error } } : {}),
    environment: { benchmarkIndex: 1834.6 },
    runWarnings: ['The page loaded too slowly to finish within the time limit. Results may be incomplete.'],
  };
}

test('a run is summarised: scores 0–100, metrics rounded, the longest task and the LCP element', () => {
  const s = summariseRun(lhr());
  assert.deepEqual(s.scores, { performance: 90, accessibility: 100, 'best-practices': 100, seo: 92 });
  assert.equal(s.lcpMs, 2100);
  assert.equal(s.tbtMs, 150);
  assert.equal(s.cls, 0);
  assert.equal(s.inpProxyMs, 120);
  assert.equal(s.longestTaskMs, 191);
  assert.equal(s.lcpElement, '<img class="casino-lobby-card__bg">');
  assert.equal(s.formFactor, 'mobile');
  assert.equal(s.throttling, 'simulate');
  assert.deepEqual(s.warnings, ['The page loaded too slowly to finish within the time limit. Results may be incomplete.']);
  assert.equal(s.benchmarkIndex, 1835);
});

test('a category that was not run, or a missing audit, is null, not 0', () => {
  const raw = lhr();
  delete raw.categories.seo;
  delete raw.audits['max-potential-fid'];
  delete raw.audits['long-tasks'];
  const s = summariseRun(raw);
  assert.equal(s.scores.seo, null);
  assert.equal(s.inpProxyMs, null);
  assert.equal(s.longestTaskMs, 0);
});

test('the median run is a whole run: the middle by performance score, ties broken by TBT', () => {
  const runs = [lhr({ performance: 0.63, tbt: 900 }), lhr({ performance: 0.91, tbt: 100 }), lhr({ performance: 0.8, tbt: 400, lcp: 3000 })].map(summariseRun);
  const m = medianRun(runs);
  assert.equal(m.scores.performance, 80);
  assert.equal(m.tbtMs, 400);
  assert.equal(m.lcpMs, 3000);
  const tie = medianRun([lhr({ performance: 0.8, tbt: 100 }), lhr({ performance: 0.8, tbt: 500 }), lhr({ performance: 0.8, tbt: 300 })].map(summariseRun));
  assert.equal(tie.tbtMs, 300);
});

test('a run that errored is left out of the median while others remain', () => {
  const runs = [lhr({ performance: 0.99, error: 'NO_FCP' }), lhr({ performance: 0.5 }), lhr({ performance: 0.7 })].map(summariseRun);
  assert.equal(medianRun(runs).scores.performance, 50); // of the two usable runs, the lower middle
  assert.throws(() => medianRun([]));
});

test('rows carry the issue\'s budgets: member pages ≥ 90, the back office ≥ 80, accessibility 100', () => {
  const member = lighthouseRows({ label: '/home visitor', kind: 'member', preset: 'mobile', mainThread: true, runs: 3 }, summariseRun(lhr({ performance: 0.89, tbt: 250 })));
  const perf = member.find((r) => r.metric.startsWith('Lighthouse performance'));
  assert.equal(perf.value, 89);
  assert.equal(perf.budget, `≥ ${LIGHTHOUSE_BUDGETS.memberPerformance}`);
  assert.equal(perf.within, false);
  assert.equal(member.find((r) => r.metric.startsWith('Lighthouse accessibility')).within, true);
  assert.equal(member.find((r) => r.metric.startsWith('TBT')).within, false);
  assert.equal(member.find((r) => r.metric.startsWith('longest')).within, true);
  assert.ok(member.every((r) => r.project === 'lighthouse mobile' && r.metric.endsWith('/home visitor (median of 3)')));
  const bo = lighthouseRows({ label: 'back office dashboard', kind: 'backoffice', preset: 'desktop', runs: 3 }, summariseRun(lhr({ performance: 0.85, accessibility: 0.98, tbt: 900 })));
  assert.equal(bo.find((r) => r.metric.startsWith('Lighthouse performance')).within, true);
  assert.equal(bo.find((r) => r.metric.startsWith('Lighthouse accessibility')).within, false);
  assert.equal(bo.find((r) => r.metric.startsWith('TBT')).within, true); // no TBT budget on the back office
  const missing = lighthouseRows({ label: 'x', kind: 'member', preset: 'mobile', runs: 1 }, summariseRun({ categories: {}, audits: {} }));
  assert.equal(missing[0].value, 'n/a');
  assert.equal(missing[0].within, false);
});

test('every member page the bench audits is a page of the route table, not the not-found screen a wildcard draws', async () => {
  // The wallet page was /wallet/deposit once: the wallet remote's `/wallet/*` answered it with "page not found", and the
  // bench measured that screen. A page must be one of shared/src/routes.ts's exact paths.
  const { LIGHTHOUSE_PAGES } = await import('./lighthouse.mjs');
  const routes = readFileSync(new URL('../../shared/src/routes.ts', import.meta.url), 'utf8');
  const paths = new Set([...routes.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]).filter((p) => !p.includes('*')));
  const site = LIGHTHOUSE_PAGES.filter((p) => p.origin === 'site');
  assert.ok(site.length >= 3);
  for (const page of site) assert.ok(paths.has(page.path), `${page.path} is not a route of shared/src/routes.ts`);
});
