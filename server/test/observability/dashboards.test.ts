// The Grafana dashboard and the Prometheus alert rules in deploy/ (docs/operations.md "Observe") name only
// metrics this server exposes: a metric renamed or removed in server/src/metrics.ts fails here, not on a blank
// panel or an alert that can never fire.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/config';
import { metricNames } from '../../src/metrics';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The metric names of a PromQL expression: identifiers of the exposed families' prefixes. */
const METRIC_RE = /\b(?:casino|process|nodejs)_[a-zA-Z0-9_]+\b/g;

function exprsOfDashboard(): string[] {
  const dashboard = JSON.parse(read('deploy/grafana/casino-dashboard.json')) as {
    panels: { title: string; targets: { expr: string }[] }[];
    templating: { list: { definition?: string }[] };
  };
  expect(dashboard.panels.length).toBeGreaterThan(0);
  return [
    ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)),
    ...dashboard.templating.list.flatMap((v) => (v.definition ? [v.definition] : [])),
  ];
}

function exprsOfAlerts(): { alert: string; expr: string }[] {
  const rules = parse(read('deploy/prometheus/alerts.yml')) as { groups: { rules: { alert: string; expr: string; for?: string }[] }[] };
  return rules.groups.flatMap((g) => g.rules);
}

async function unknownNames(exprs: string[]): Promise<string[]> {
  const exposed = new Set(await metricNames());
  const known = (name: string) => exposed.has(name) || exposed.has(name.replace(/_(bucket|sum|count)$/, ''));
  return [...new Set(exprs.flatMap((e) => e.match(METRIC_RE) ?? []))].filter((name) => !known(name));
}

describe('deploy/grafana and deploy/prometheus', () => {
  it('the dashboard names only exposed metrics, and shows each of the server\'s own', async () => {
    const exprs = exprsOfDashboard();
    expect(await unknownNames(exprs)).toEqual([]);
    const used = new Set(exprs.flatMap((e) => e.match(METRIC_RE) ?? []).map((n) => n.replace(/_(bucket|sum|count)$/, '')));
    const own = (await metricNames()).filter((n) => n.startsWith('casino_'));
    expect(own.filter((n) => !used.has(n))).toEqual([]);
  });

  it('every alert rule has an expression over exposed metrics, and the four the runbook names are there', async () => {
    const rules = exprsOfAlerts();
    for (const rule of rules) expect((rule.expr.match(METRIC_RE) ?? []).length).toBeGreaterThan(0);
    expect(await unknownNames(rules.map((r) => r.expr))).toEqual([]);
    const names = rules.map((r) => r.alert);
    expect(names).toEqual(expect.arrayContaining(['CasinoApiHigh5xxRate', 'CasinoApiSlowP99', 'CasinoDbPoolSaturated', 'CasinoCanaryFailing']));
  });

  it('a name the server does not expose is caught', async () => {
    expect(await unknownNames(['rate(casino_http_requests_totl[5m])', 'casino_http_request_duration_seconds_bucket'])).toEqual(['casino_http_requests_totl']);
  });

  it('Prometheus scrapes the two API instances on their metrics port and loads the alert rules', () => {
    const config = parse(read('deploy/prometheus/prometheus.yml')) as {
      rule_files: string[]; scrape_configs: { job_name: string; metrics_path: string; static_configs: { targets: string[] }[] }[];
    };
    expect(config.rule_files).toEqual(['alerts.yml']);
    const job = config.scrape_configs.find((c) => c.job_name === 'casino-api')!;
    expect(job.metrics_path).toBe('/metrics');
    expect(job.static_configs.flatMap((s) => s.targets)).toEqual(['api1:9464', 'api2:9464']);
  });
});
