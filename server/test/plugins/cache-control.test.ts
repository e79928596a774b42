// Cache-Control over the whole route list (issue 14): every route of the OpenAPI document is called (with the
// credential its area takes); every answer that carries a member's or an operator's data or credentials is
// `no-store`. Only public assets may be cacheable, and only when fetched without a credential. The rule does not
// depend on the database, so this suite runs on PGlite only.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { backends, bearer, createMember, json, operatorToken, post, registration, setupApp, type Member } from '../helper';
import { launchToken, launchUrl, exchange } from '../routes/house/house-helpers';
import { STREAM_PATHS } from '../fuzz/fuzz-cases';

/**
 * Public, credential-free answers that may be cached: provider images; the house game pages and their assets
 * (no-cache + ETag: they revalidate; the launch token travels in the URL fragment, never in the page).
 */
const CACHEABLE = [/^\/static\/common\//, /^\/house\/assets\//, /^\/house\/lib\//, /^\/house\/play\//, /^\/house\/fairness$/];

const PARAMS: Record<string, string> = { id: '1', name: 'account', code: 'house-reels', token: 'x', kind: 'logo', file: 'x.png', provider: 'x', dir: 'fairness' };

interface RouteRef { method: string; path: string }

function routesOf(app: FastifyInstance): RouteRef[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
}

const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(PARAMS[p] ?? '1'));

describe.each(backends().slice(0, 1))('Cache-Control ($name)', (backend) => {
  const t = setupApp(backend, { options: { env: { HOUSE_MIN_ROUND_INTERVAL_MS: '0' } } });
  let member: Member;
  let opJwt: string;
  let house: string;
  beforeAll(async () => {
    member = await createMember(t.app);
    opJwt = await operatorToken(t.app);
    house = (await exchange(t.app, launchToken(await launchUrl(t.app, member, 'house-reels')))).data.session_token;
  });

  const call = (r: RouteRef, headers: Record<string, string>) => t.app.inject({
    method: r.method as 'GET', url: urlOf(r.path), headers: { 'content-type': 'text/plain', 'x-sequence': `cc-${Math.random()}`, ...headers },
    payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : '{}',
  });

  /** The credential a route's area takes (public routes get the member's, as the site sends it). */
  const credentialFor = (path: string): Record<string, string> => {
    if (path.startsWith('/operator/')) return bearer(opJwt);
    if (path.startsWith('/house/') && !path.startsWith('/house/play') && path !== '/house/fairness') return { 'x-house-session': house };
    return bearer(member.jwt);
  };

  const describeAnswer = (r: RouteRef, res: LightMyRequestResponse) => `${r.method} ${r.path} → ${res.statusCode} cache-control=${String(res.headers['cache-control'])}`;

  it('lists the whole API (the route list is the OpenAPI document)', () => {
    const list = routesOf(t.app).map((r) => `${r.method} ${r.path}`);
    expect(list.length).toBeGreaterThan(60);
    for (const must of ['POST /auth/login', 'POST /auth/register', 'GET /main/init', 'POST /wallet/withdraw', 'GET /account/limits', 'GET /support/inquiries', 'GET /operator/members', 'POST /house/rounds']) {
      expect(list).toContain(must);
    }
  });

  it('every route called with its credential answers no-store', async () => {
    const wrong: string[] = [];
    for (const r of routesOf(t.app)) {
      if (r.path === '/auth/logout') continue; // last test: it ends the session
      if (STREAM_PATHS.has(r.path)) continue; // an open stream has no end to inspect under inject (http/sse.ts sends no-store itself)
      const res = await call(r, credentialFor(r.path));
      if (res.headers['cache-control'] !== 'no-store') wrong.push(describeAnswer(r, res));
    }
    expect(wrong).toEqual([]);
  });

  it('without a credential, only public assets and pages may be cacheable', async () => {
    const wrong: string[] = [];
    for (const r of routesOf(t.app)) {
      const res = await call(r, {});
      const cacheable = res.headers['cache-control'] !== 'no-store';
      if (cacheable && !CACHEABLE.some((re) => re.test(r.path))) wrong.push(describeAnswer(r, res));
    }
    expect(wrong).toEqual([]);
  });

  it('answers that hand out credentials are no-store when they succeed', async () => {
    const body = registration();
    const reg = await post(t.app, '/auth/register', body);
    expect([json(reg).code, reg.headers['cache-control']]).toEqual([0, 'no-store']);
    const login = await post(t.app, '/auth/login', { username: body.username, password: body.password });
    expect([json(login).code, login.headers['cache-control']]).toEqual([0, 'no-store']);
    const opLogin = await post(t.app, '/operator/login', { username: 'operator', password: 'operator1234' });
    expect([json(opLogin).code, opLogin.headers['cache-control']]).toEqual([0, 'no-store']);
    const session = await post(t.app, '/house/session', { launch_token: launchToken(await launchUrl(t.app, member, 'house-reels')) });
    expect([json(session).code, session.headers['cache-control']]).toEqual([0, 'no-store']);
    const init = await t.app.inject({ method: 'GET', url: '/main/init', headers: bearer(member.jwt) });
    expect([json(init).RESULT, init.headers['cache-control']]).toEqual([true, 'no-store']);
  });

  it('a public asset stays cacheable, but not when fetched with a credential', async () => {
    const providers = json(await t.app.inject({ method: 'GET', url: '/game/providers' })).data.list as Array<{ title: string }>;
    const image = `/static/common/logo/${encodeURIComponent(providers[0]!.title)}.png`;
    const plain = await t.app.inject({ method: 'GET', url: image });
    expect([plain.statusCode, plain.headers['cache-control']]).toEqual([200, 'public, max-age=86400']);
    const withCredential = await t.app.inject({ method: 'GET', url: image, headers: bearer(member.jwt) });
    expect([withCredential.statusCode, withCredential.headers['cache-control']]).toEqual([200, 'no-store']);
    const asset = await t.app.inject({ method: 'GET', url: '/house/assets/page-reels5.js' });
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('logout answers no-store', async () => {
    const res = await post(t.app, '/auth/logout', {}, { headers: bearer(member.jwt) });
    expect([json(res).code, res.headers['cache-control']]).toEqual([0, 'no-store']);
  });
});
