// The input rules of docs/server.md ("Input rules"), example by example: the string rule, the integer ranges
// and the odd number forms, malformed bodies, duplicate query keys. The fuzz suite (test/fuzz) draws many more.
import { backends, bearer, createMember, json, operatorToken, post, registration, setupApp, type Member } from '../helper';
import { openGame } from '../routes/house/house-helpers';

const refused = (field: string, code = 4001) => expect.objectContaining({ code, field });

describe.each(backends())('input rules ($name)', (backend) => {
  const t = setupApp(backend);
  let member: Member;
  let operator: string;
  beforeAll(async () => {
    member = await createMember(t.app);
    operator = await operatorToken(t.app);
  });
  const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('strings: no NUL, no lone surrogate', () => {
    it.each([
      ['\u0000'], ['a\u0000b'], ['\ud800'], ['x\udfffy'],
    ])('in a body field at login (%j)', async (bad) => {
      const res = await post(t.app, '/auth/login', { username: `demo${bad}`, password: 'demo1234' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ code: 4001, msg: 'invalid_input_value', data: null, field: 'username' });
    });

    it('in a contract-validated body and nested fields, JSON or text/plain', async () => {
      expect(json(await post(t.app, '/auth/register', { username: 'abcd1234', nickname: 'n\u0000' }))).toEqual(refused('nickname'));
      expect(json(await post(t.app, '/support/inquiries', { title: 't', content: 'c\ud800' }, {
        headers: { ...bearer(member.jwt), 'content-type': 'application/json' },
      }))).toEqual(refused('content'));
      const game = await openGame(t.app, member, 'house-baccarat');
      expect(json(await post(t.app, '/house/rounds', { bets: { player: '\u0000' } }, { headers: { 'x-house-session': game.token } })))
        .toEqual(refused('bets.player'));
      // a bad key: the body is refused as a whole
      expect(json(await post(t.app, '/auth/login', { 'us\u0000er': 1, username: 'demo', password: 'demo1234' }))).toEqual(refused('body'));
    });

    it('referral_code null is no referral code (it was a 500: the shared validator read null.length)', async () => {
      expect(json(await post(t.app, '/auth/register', registration({ referral_code: null })))).toMatchObject({ code: 0 });
    });

    it('a paired surrogate (an emoji) is fine', async () => {
      expect(json(await post(t.app, '/auth/login', { username: 'demo😀', password: 'demo1234' }))).toMatchObject({ code: 4030 });
    });

    it('in a query value, a path segment, a header', async () => {
      expect(json(await get('/game/list?q=%00'))).toEqual(refused('q'));
      expect(json(await get('/api/cnf?domain=local%00host'))).toEqual(refused('domain'));
      expect(json(await get('/static/common/game/%00/x.png'))).toEqual(refused('provider'));
      expect(json(await get('/house/play/house-slot%00'))).toEqual(refused('code'));
      expect(json(await get('/wallet/deposits', { ...bearer(member.jwt), 'x-sequence': 'a\u0000' }))).toEqual(refused('x-sequence'));
      expect(json(await get('/house/state', { 'x-house-session': 'a\u0000b' }))).toEqual(refused('x-house-session'));
    });

    it('a URL that does not decode (a lone surrogate as UTF-8, %FF, a lone %) answers 400 with field url', async () => {
      for (const url of ['/support/notices/%ED%A0%80', '/support/notices/%FF', '/static/common/game/%/x.png']) {
        const res = await get(url);
        expect([url, res.statusCode, json(res)]).toEqual([url, 400, { code: 4001, msg: 'invalid_input_value', data: null, field: 'url' }]);
      }
      const long = await get(`/support/notices/${'1'.repeat(250)}`);
      expect([long.statusCode, json(long)]).toEqual([414, { code: 4001, msg: 'invalid_input_value', data: null, field: 'url' }]);
      // a query value that does not decode names its parameter
      expect(json(await get('/game/list?q=%FF'))).toEqual(refused('q'));
      expect(json(await get('/game/list?q=%'))).toEqual(refused('q'));
    });
  });

  describe('integers: ranges and number forms', () => {
    it.each([
      ['1e30'], ['9223372036854775808'], ['-9223372036854775809'], ['Infinity'], ['-Infinity'], ['NaN'], ['1.5'], ['1.0'], ['1e3'],
      ['0x10'], ['+1'], ['%201'], ['1%20'], ['%EF%BC%91'], [''], ['-0'], ['0'], ['100001'], [String(2 ** 53)],
    ])('page=%s is refused', async (page) => {
      expect(json(await get(`/support/notices?page=${page}`))).toEqual({ code: 4001, msg: 'invalid_input_value', data: null, field: 'page' });
    });

    it('page=010000 is page 10000 (leading zeros ignored); 100000 is the last page', async () => {
      expect(json(await get('/support/notices?page=010000'))).toMatchObject({ code: 0, data: { list: [] } });
      expect(json(await get('/support/notices?page=100000'))).toMatchObject({ code: 0 });
    });

    it('a query key given twice is refused', async () => {
      expect(json(await get('/support/notices?page=1&page=2'))).toEqual(refused('page'));
      expect(json(await get('/support/notices?page=1&page=1'))).toEqual(refused('page'));
    });

    it('ids beyond 2^53 − 1 never reach SQL', async () => {
      for (const id of ['9007199254740992', '9223372036854775808', '1e30', '21769652840190300000000000']) {
        expect(json(await get(`/operator/members/${id}/audit`, bearer(operator)))).toEqual(refused('id'));
        expect(json(await get(`/game/launch?game_id=${id}`, bearer(member.jwt)))).toMatchObject({ code: 4001, field: 'game_id' });
      }
      // the largest id is an id: no such member, nothing to list
      expect(json(await get('/operator/members/9007199254740991/audit', bearer(operator)))).toMatchObject({ code: 0, data: { list: [] } });
    });

    it('in a JSON body: out of range and non-integers are refused, 1.0 / 1E2 / -0 are the integers they equal', async () => {
      const put = async (raw: string) => json(await t.app.inject({
        method: 'PUT', url: '/account/limits', headers: { ...bearer(member.jwt), 'content-type': 'text/plain' },
        payload: `{"kind":"session_minutes","value":${raw}}`,
      }));
      for (const raw of ['1e30', '9223372036854775808', '1000000000001', '1.5', '1e400', '"60"', '[60]', '{}', 'true', '-0', '0']) {
        expect([raw, await put(raw)]).toEqual([raw, refused('value')]);
      }
      expect(await put('Infinity')).toEqual(refused('body'));
      expect(await put('010000')).toEqual(refused('body'));
      expect(await put('1E2')).toMatchObject({ code: 0, data: { value: 100 } });
      expect(await put('60.0')).toMatchObject({ code: 0, data: { value: 60 } });
    });

    it('text amounts follow the contract: "010000" is 10,000; 2^63 and 1e30 are invalid_amount', async () => {
      const deposit = async (amount: unknown) => json(await post(t.app, '/wallet/deposit', { amount }, { headers: bearer(member.jwt) }));
      expect(await deposit('1e30')).toEqual(expect.objectContaining({ code: 4001, msg: 'invalid_amount', field: 'amount' }));
      expect(await deposit(2 ** 63)).toEqual(expect.objectContaining({ code: 4001, msg: 'invalid_amount', field: 'amount' }));
      expect(await deposit('Infinity')).toEqual(expect.objectContaining({ code: 4001, msg: 'invalid_amount', field: 'amount' }));
      expect(await deposit('010000')).toMatchObject({ code: 0 });
    });
  });

  describe('bodies', () => {
    it.each([['{'], ['[]'], ['"x"'], ['1'], ['null'], ['{"a":1,}'], ['{"x":NaN}']])('%s → 4001 field body', async (text) => {
      expect(json(await post(t.app, '/auth/login', text))).toEqual({ code: 4001, msg: 'invalid_input_value', data: null, field: 'body' });
    });

    it('over 64 KiB → 413 with field body; a content type that is no media type → 415 with field content-type', async () => {
      const big = await post(t.app, '/auth/login', { username: 'demo', password: 'x'.repeat(70_000) });
      expect([big.statusCode, json(big)]).toEqual([413, { code: 4001, msg: 'body_too_large', data: null, field: 'body' }]);
      const res = await post(t.app, '/auth/login', { username: 'demo', password: 'demo1234' }, { headers: { 'content-type': 'garbage' } });
      expect([res.statusCode, json(res)]).toEqual([415, { code: 4001, msg: 'invalid_input_value', data: null, field: 'content-type' }]);
      // any media type is read as UTF-8 JSON text, whatever its charset says
      const utf16 = await post(t.app, '/auth/login', { username: 'demo', password: 'x' }, { headers: { 'content-type': 'application/json; charset=utf-16' } });
      expect(json(utf16)).toMatchObject({ code: 4030 });
    });

    it('wrong types and unknown enum values name the field', async () => {
      expect(json(await post(t.app, '/auth/login', { username: ['demo'], password: 'demo1234' }))).toEqual(refused('username'));
      expect(json(await post(t.app, '/auth/login', { username: { a: 1 }, password: 'demo1234' }))).toEqual(refused('username'));
      expect(json(await post(t.app, '/account/exclusion', { kind: 'forever', period: '24h' }, { headers: bearer(member.jwt) }))).toEqual(refused('kind'));
      expect(json(await get('/game/providers?category=poker'))).toEqual(refused('category'));
    });
  });
});
