// OpenTelemetry traces (docs/operations.md "Observe"): with OTEL_EXPORTER_OTLP_ENDPOINT set, a request's span
// and a child span per SQL statement reach an OTLP/HTTP receiver (here a plain HTTP server of the test taking
// POST /v1/traces), on both databases; a span holds the statement's text, never its values.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { backends, bearer, build, createMember, json, post } from '../helper';

interface OtlpSpan {
  traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface OtlpBody { resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[] }

/** A receiver of OTLP/HTTP JSON traces. */
async function receiver() {
  const bodies: OtlpBody[] = [];
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => { text += chunk; });
    req.on('end', () => {
      paths.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      bodies.push(JSON.parse(text) as OtlpBody);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    spans: () => bodies.flatMap((b) => b.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))),
    resources: () => bodies.flatMap((b) => b.resourceSpans.map((r) => r.resource)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const attr = (span: { attributes: OtlpSpan['attributes'] }, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

describe.each(backends())('traces ($name)', (backend) => {
  it('exports a span per request with a child span per SQL statement, holding statement text and no values', async () => {
    const otlp = await receiver();
    const app = await build(backend, { options: { env: { OTEL_EXPORTER_OTLP_ENDPOINT: `${otlp.url}/`, OTEL_SERVICE_NAME: 'casino-api-test' } } });
    let initId: string;
    try {
      const member = await createMember(app); // register and log in: the password and bank account are values
      const init = await app.inject({ method: 'GET', url: '/main/init', headers: bearer(member.jwt) });
      expect(init.statusCode).toBe(200);
      initId = String(init.headers['x-request-id']);
      expect(json(await post(app, '/auth/login', { username: member.username, password: 'wrong-password-77' })).code).not.toBe(0);
    } finally {
      await app.close(); // flushes the batch to the receiver
      await otlp.close();
    }
    expect(otlp.paths.every((p) => p.startsWith('POST /v1/traces application/json'))).toBe(true);
    const spans = otlp.spans();
    const request = spans.find((s) => s.name === 'GET /main/init');
    expect(request).toBeDefined();
    expect(attr(request!, 'casino.request_id')).toBe(initId);
    expect(attr(request!, 'http.route')).toBe('/main/init');
    // the SQL statements of that request: in its trace, below it (the handler's span between)
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const below = (s: OtlpSpan): boolean => {
      for (let p = s.parentSpanId && byId.get(s.parentSpanId); p; p = p.parentSpanId ? byId.get(p.parentSpanId) : undefined) {
        if (p.spanId === request!.spanId) return true;
      }
      return false;
    };
    const statements = spans.filter((s) => s.traceId === request!.traceId && attr(s, 'db.system.name') === 'postgresql' && below(s));
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      expect(attr(s, 'db.query.text')).toMatch(/^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i);
      expect(s.name).toBe(attr(s, 'db.operation.name'));
    }
    // statements carry placeholders, never the values: no password or bank account in any span
    const text = JSON.stringify(spans);
    expect(text).toContain('$1');
    for (const secret of ['password123', 'wrong-password-77', '110123456789']) expect(text).not.toContain(secret);
    expect(otlp.resources().some((r) => attr(r, 'service.name') === 'casino-api-test')).toBe(true);
  });
});
