// POST /api/page-errors (issue 46 §6): a page of the host or the back office that threw while rendering is reported
// like a remote's render error. Anyone may post, so a report only becomes a log line and one counter per app: it
// stores nothing, and what it may carry is bounded (schema, body limit, per-IP rate limit).
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Paths } from '@casino/shared/contract';
import { registry } from '../../../src/metrics';
import { PAGE_ERRORS_PER_MINUTE } from '../../../src/routes/telemetry';
import { backends, build, json, post } from '../../helper';

interface Line { level: number; msg: string; [key: string]: unknown }

const report = {
  app: 'host', page: 'wallet-depositpage', request_id: '0f9a4c1e-2b7d-4a55-9c1d-7e8f00112233', from_request: true,
  error: 'TypeError: Cannot read properties of undefined (reading \'list\')', version: '1.4.2',
};

async function counted(app: string): Promise<number> {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'casino_page_render_errors_total');
  return Number(metric?.values.find((v) => v.labels.app === app)?.value ?? 0);
}

describe.each(backends())('POST /api/page-errors ($name)', (backend) => {
  let app: FastifyInstance;
  const lines: Line[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text) as Line);
        callback();
      },
    });
    app = await build(backend, { options: { logger: { stream } as never } });
  });
  afterAll(async () => { await app.close(); });

  it('logs the page, the panel\'s request id and the error at warn, counts it by app, and answers 0', async () => {
    const before = await counted('host');
    const res = await post(app, Paths.pageErrors, report, { remoteAddress: '198.51.100.1' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ code: 0, msg: expect.any(String), data: {} });
    const line = lines.find((l) => l.msg === 'page render error' && l.pageRequestId === report.request_id);
    expect(line).toMatchObject({ level: 40, app: 'host', page: 'wallet-depositpage', fromRequest: true, error: report.error, version: '1.4.2' });
    expect(await counted('host')).toBe(before + 1);
  });

  it('counts the back office apart', async () => {
    const before = await counted('backoffice');
    const res = await post(app, Paths.pageErrors, { ...report, app: 'backoffice', page: '/members/12', from_request: false }, { remoteAddress: '198.51.100.2' });
    expect(json(res).code).toBe(0);
    expect(await counted('backoffice')).toBe(before + 1);
  });

  it.each([
    ['an app that has no boundary', { app: 'wallet' }, 'app'],
    ['a page name with markup', { page: '<script>alert(1)</script>' }, 'page'],
    ['a request id with spaces', { request_id: 'a b' }, 'request_id'],
    ['an error text over 300 characters', { error: 'x'.repeat(301) }, 'error'],
    ['a field the contract does not have', { member: 'demo' }, 'member'],
  ])('refuses %s (4001 with the field) and counts nothing', async (_what, change, field) => {
    const before = (await counted('host')) + (await counted('backoffice'));
    const res = await post(app, Paths.pageErrors, { ...report, ...change }, { remoteAddress: '198.51.100.3' });
    expect(json(res)).toMatchObject({ code: 4001, msg: 'invalid_input_value', field });
    expect((await counted('host')) + (await counted('backoffice'))).toBe(before);
  });

  it(`answers 429 after ${PAGE_ERRORS_PER_MINUTE} reports a minute from one address, and counts no more`, async () => {
    const from = { remoteAddress: '198.51.100.4' };
    for (let i = 0; i < PAGE_ERRORS_PER_MINUTE; i += 1) expect((await post(app, Paths.pageErrors, report, from)).statusCode).toBe(200);
    const before = await counted('host');
    const refused = await post(app, Paths.pageErrors, report, from);
    expect(refused.statusCode).toBe(429);
    expect(await counted('host')).toBe(before);
  });
});
