// Reads the metrics as Prometheus does: GET /metrics on the metrics listener (a port of its own), and the
// samples of its text format.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMetricsServer } from '../../src/plugins/observability';

export interface Sample { name: string; labels: Record<string, string>; value: number }

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = LINE.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1]!] = l[2]!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The value of the one sample `name` whose labels include `labels` (0 when there is none yet). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

/** A metrics listener on a free port for the test file, and a scrape of it. */
export function metricsListener() {
  let server: http.Server | undefined;
  beforeAll(async () => { server = await startMetricsServer(0, '127.0.0.1'); });
  afterAll(async () => { await new Promise((resolve) => server?.close(resolve)); });
  const url = () => `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return {
    url,
    async scrape(): Promise<Sample[]> {
      const res = await fetch(`${url()}/metrics`);
      if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return parseMetrics(await res.text());
    },
  };
}
