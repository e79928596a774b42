// The Prometheus metrics (docs/operations.md "Observe"), read through the metrics listener as Prometheus reads
// them: requests by route pattern (never the URL), the SSE gauge, the ledger and house round counters, the
// delivery health reports, the pool gauges and the rate-limit refusals move by exactly what the test did.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { OperatorPaths as P, Paths } from '@casino/shared/contract';
import { backends, bearer, build, createMember, json, operatorToken, post, setupApp } from '../helper';
import { openGame } from '../routes/house/house-helpers';
import { metricsListener, valueOf, type Sample } from './scrape';

const metrics = metricsListener();

/** How much each of `reads` moved between two scrapes around `act`. */
async function moved<T>(reads: Record<string, (s: Sample[]) => number>, act: () => Promise<T>): Promise<Record<string, number>> {
  const before = await metrics.scrape();
  await act();
  const after = await metrics.scrape();
  return Object.fromEntries(Object.entries(reads).map(([k, read]) => [k, read(after) - read(before)]));
}

/** Scrapes until `read` gives `want` (the server notices a closed stream when its socket closes). */
async function until(read: (s: Sample[]) => number, want: number): Promise<void> {
  for (;;) {
    if (read(await metrics.scrape()) === want) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const requests = (labels: Record<string, string>) => (s: Sample[]) => valueOf(s, 'casino_http_requests_total', labels);

function openStream(base: string, path: string, token: string) {
  let req!: http.ClientRequest;
  const opened = new Promise<number>((resolve, reject) => {
    req = http.get(`${base}${path}`, { headers: bearer(token) }, (res) => { resolve(res.statusCode ?? 0); res.resume(); });
    req.on('error', () => undefined);
    req.on('close', () => reject(new Error('closed')));
  });
  opened.catch(() => undefined);
  return { opened, close: () => req.destroy() };
}

describe.each(backends())('metrics ($name)', (backend) => {
  const t = setupApp(backend, { options: { env: { HOUSE_MIN_ROUND_INTERVAL_MS: '0' } } });

  it('counts requests by method, route pattern and status class, and their durations, by exactly what was sent', async () => {
    const delta = await moved({
      health: requests({ method: 'GET', route: '/health', status_class: '2xx' }),
      healthDurations: (s) => valueOf(s, 'casino_http_request_duration_seconds_count', { method: 'GET', route: '/health' }),
      unmatched: requests({ method: 'GET', route: 'unmatched', status_class: '4xx' }),
      unmatchedPost: requests({ method: 'POST', route: 'unmatched', status_class: '4xx' }),
      login403: requests({ method: 'GET', route: '/main/init', status_class: '4xx' }),
    }, async () => {
      for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      for (const url of ['/no-such/path/1', '/no-such/path/2?x=1', '/wp-admin/setup.php']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      expect((await t.app.inject({ method: 'POST', url: '/no-such/thing', payload: '{}' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/main/init' })).statusCode).toBe(403);
    });
    expect(delta).toEqual({ health: 3, healthDurations: 3, unmatched: 3, unmatchedPost: 1, login403: 1 });
    // an unknown URL is one label, never its path: no series names the paths asked for
    const routes = new Set((await metrics.scrape()).filter((s) => s.name === 'casino_http_requests_total').map((s) => s.labels.route));
    expect([...routes].filter((r) => /no-such|wp-admin|\?/.test(r!))).toEqual([]);
    expect(routes.has('unmatched')).toBe(true);
  });

  it('a parameterised route counts under its pattern', async () => {
    const owner = await operatorToken(t.app);
    const delta = await moved({ member: requests({ method: 'GET', route: '/operator/members/:id', status_class: '2xx' }) }, async () => {
      for (const id of [1, 2]) expect((await t.app.inject({ method: 'GET', url: `/operator/members/${id}`, headers: bearer(owner) })).statusCode).toBe(200);
    });
    expect(delta).toEqual({ member: 2 });
  });

  it('the public API port does not serve /metrics; the metrics port serves nothing else', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await fetch(`${metrics.url()}/health`)).status).toBe(404);
    const text = await (await fetch(`${metrics.url()}/metrics`)).text();
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m); // prom-client's process metrics
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('the SSE gauge follows an open stream, and a deposit approval counts its ledger row', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const streams = (s: Sample[]) => valueOf(s, 'casino_sse_streams');
    const start = streams(await metrics.scrape());
    const member = await createMember(t.app);
    const stream = openStream(base, '/main/stream', member.jwt);
    expect(await stream.opened).toBe(200);
    expect(streams(await metrics.scrape())).toBe(start + 1);

    const owner = await operatorToken(t.app);
    const deposit = json(await post(t.app, '/wallet/deposit', { amount: 50_000 }, { headers: bearer(member.jwt) }));
    expect(deposit.code).toBe(0);
    const delta = await moved({
      deposits: (s) => valueOf(s, 'casino_ledger_postings_total', { account: 'cash', type: 'deposit' }),
      bets: (s) => valueOf(s, 'casino_ledger_postings_total', { account: 'cash', type: 'bet' }),
    }, async () => {
      expect(json(await post(t.app, P.depositApprove(deposit.data.id), {}, { headers: bearer(owner) })).code).toBe(0);
    });
    expect(delta).toEqual({ deposits: 1, bets: 0 });

    stream.close();
    await until(streams, start);
  });

  it('a house round played at once counts as played and settled, with its bet row', async () => {
    const member = await createMember(t.app);
    const owner = await operatorToken(t.app);
    const deposit = json(await post(t.app, '/wallet/deposit', { amount: 100_000 }, { headers: bearer(member.jwt) }));
    expect(json(await post(t.app, P.depositApprove(deposit.data.id), {}, { headers: bearer(owner) })).code).toBe(0);
    const game = await openGame(t.app, member, 'house-rocket');
    const delta = await moved({
      played: (s) => valueOf(s, 'casino_house_rounds_total', { game: 'house-rocket', event: 'played' }),
      settled: (s) => valueOf(s, 'casino_house_rounds_total', { game: 'house-rocket', event: 'settled' }),
      bets: (s) => valueOf(s, 'casino_ledger_postings_total', { account: 'cash', type: 'bet' }),
    }, async () => {
      for (let i = 0; i < 2; i += 1) expect((await game.play({ bet: 1000, target: 1.8 }, `m-${i}`)).code).toBe(0);
    });
    expect(delta).toEqual({ played: 2, settled: 2, bets: 2 });
  });

  it('delivery health reports count per remote, version, track and kind, under the signed assignment', async () => {
    const wallet = json(await t.app.inject({ method: 'GET', url: '/api/remotes?domain=localhost&cid=visitor-metrics1' })).remotes.wallet;
    expect(wallet).toMatchObject({ version: expect.any(String), track: 'stable', assignment: expect.any(String) });
    const series = (kind: string) => (s: Sample[]) => valueOf(s, 'casino_remote_delivery_events_total', { remote: 'wallet', version: wallet.version, track: 'stable', kind });
    const delta = await moved({ mounts: series('mount'), failures: series('load_failure') }, async () => {
      const res = json(await post(t.app, Paths.telemetry, { events: [
        { assignment: wallet.assignment, kind: 'mount', count: 7 },
        { assignment: wallet.assignment, kind: 'load_failure', count: 2 },
      ] }));
      expect(res).toMatchObject({ code: 0, data: { kept: 2 } });
    });
    expect(delta).toEqual({ mounts: 7, failures: 2 });
  });

  it('the pool gauges read the database: PostgreSQL its pool, PGlite its one connection', async () => {
    const s = await metrics.scrape();
    const max = valueOf(s, 'casino_db_pool_connections', { state: 'max' });
    // this file's one app (and, while the other back end's describe runs, nothing else): 20 or 1
    expect(max).toBe(backend.name === 'postgres' ? 20 : 1);
    expect(valueOf(s, 'casino_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(s, 'casino_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(s.some((x) => x.name === 'casino_db_pool_acquire_waits_total')).toBe(true);
  });
});

describe.each(backends())('rate-limit refusals ($name)', (backend) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await build(backend, { options: { rateLimitPerMinute: 2 } }); });
  afterAll(async () => { await app.close(); });

  it('count each 429 of the per-IP limit once, under the route pattern', async () => {
    const refusals = (s: Sample[]) => valueOf(s, 'casino_rate_limit_refusals_total', { limiter: 'ip', route: Paths.config });
    const tooMany = (s: Sample[]) => valueOf(s, 'casino_http_requests_total', { method: 'GET', route: Paths.config, status_class: '4xx' });
    const delta = await moved({ refusals, tooMany }, async () => {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await app.inject({ method: 'GET', url: Paths.config, remoteAddress: '10.9.8.7' })).statusCode);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    });
    expect(delta).toEqual({ refusals: 3, tooMany: 3 });
  });

  it('a refusal of the per-IP limit is not counted again as a throttle refusal', async () => {
    const form = { name: '홍길동', email: 'visitor@example.com', title: '가입 문의', content: '가입 방법을 알려 주세요.' };
    const throttled = (s: Sample[]) => valueOf(s, 'casino_rate_limit_refusals_total', { limiter: 'throttle', route: Paths.contact });
    const byIp = (s: Sample[]) => valueOf(s, 'casino_rate_limit_refusals_total', { limiter: 'ip', route: Paths.contact });
    const delta = await moved({ throttled, byIp }, async () => {
      const statuses = [];
      for (let i = 0; i < 7; i += 1) {
        // the request limit (2 a minute) refuses from the third call, before the form's own limit (5 an hour)
        statuses.push((await post(app, Paths.contact, form, { remoteAddress: '10.9.8.8' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429, 429, 429, 429]);
    });
    expect(delta).toEqual({ throttled: 0, byIp: 5 });
  });
});

describe.each(backends())('throttle refusals ($name)', (backend) => {
  const t = setupApp(backend);

  it("count a route's own limit (the inquiry form's 5 an hour per IP) as limiter \"throttle\"", async () => {
    const form = { name: '홍길동', email: 'visitor@example.com', title: '가입 문의', content: '가입 방법을 알려 주세요.' };
    const throttled = (s: Sample[]) => valueOf(s, 'casino_rate_limit_refusals_total', { limiter: 'throttle', route: Paths.contact });
    const delta = await moved({ throttled }, async () => {
      const statuses = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await post(t.app, Paths.contact, form, { remoteAddress: '10.9.8.9' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    });
    expect(delta).toEqual({ throttled: 2 });
  });
});

// The pool exists on PostgreSQL only; without TEST_DATABASE_URL the suite is shown as skipped (describe.each of an
// empty list is an error in Jest 30, which failed `npm test` on a machine without PostgreSQL).
const postgres = backends().find((b) => b.name === 'postgres');
(postgres ? describe : describe.skip)('pool waits (postgres)', () => {
  const backend = postgres!;
  let app: FastifyInstance;
  beforeAll(async () => { app = await build(backend, { options: { dbPoolMax: 2 } }); });
  afterAll(async () => { await app.close(); });

  it('count the statements that found every connection busy, and nothing is left waiting afterwards', async () => {
    const waits = (s: Sample[]) => valueOf(s, 'casino_db_pool_acquire_waits_total');
    const before = await metrics.scrape();
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ method: 'GET', url: '/health' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const after = await metrics.scrape();
    expect(waits(after) - waits(before)).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'casino_db_pool_acquire_wait_seconds_total')).toBeGreaterThan(valueOf(before, 'casino_db_pool_acquire_wait_seconds_total'));
    expect(valueOf(after, 'casino_db_pool_connections', { state: 'max' })).toBe(2);
    expect(valueOf(after, 'casino_db_pool_connections', { state: 'waiting' })).toBe(0);
  });
});
