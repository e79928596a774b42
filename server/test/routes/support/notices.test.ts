import { sql } from 'drizzle-orm';
import { SEED_FAQ, SEED_NOTICES, seedSupport } from '../../../src/db/seed-support';
import { backends, createMember, json, operatorToken, post, setupApp } from '../../helper';
import { memberApi, operatorApi } from './support-helpers';

const XSS = '<img src=x onerror=alert(1)>';

describe.each(backends())('support: notices, FAQ, customer inquiry form ($name)', (backend) => {
  const t = setupApp(backend);
  const pub = async (url: string) => json(await t.app.inject({ method: 'GET', url }));

  describe('GET /support/notices (public)', () => {
    it('lists the five seeded Korean notices newest first, at least one flagged popup', async () => {
      const body = await pub('/support/notices?page=1&size=10');
      expect(body.code).toBe(0);
      expect(body.data.total).toBeGreaterThanOrEqual(5);
      const seeded = body.data.list.filter((n: { title: string }) => SEED_NOTICES.some((s) => s.title === n.title));
      expect(seeded).toHaveLength(5);
      expect(seeded.map((n: { title: string }) => n.title)).toEqual(SEED_NOTICES.map((n) => n.title)); // seed list is newest first
      expect(seeded.some((n: { popup: boolean }) => n.popup)).toBe(true);
      const ids = seeded.map((n: { id: number }) => n.id); // seeded oldest first: ids grow with created_at
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      for (const n of body.data.list) {
        expect(Object.keys(n).sort()).toEqual(['content', 'created_at', 'id', 'popup', 'title']);
        expect(n.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
      const dates = body.data.list.map((n: { created_at: string }) => Date.parse(n.created_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('pages with page and size, and filters popup notices', async () => {
      const all = (await pub('/support/notices?size=100')).data;
      const p1 = (await pub('/support/notices?page=1&size=2')).data;
      const p2 = (await pub('/support/notices?page=2&size=2')).data;
      expect(p1.total).toBe(all.total);
      expect(p1.list.map((n: { id: number }) => n.id)).toEqual(all.list.slice(0, 2).map((n: { id: number }) => n.id));
      expect(p2.list.map((n: { id: number }) => n.id)).toEqual(all.list.slice(2, 4).map((n: { id: number }) => n.id));
      const popups = (await pub('/support/notices?popup=true&size=100')).data;
      expect(popups.list.length).toBeGreaterThan(0);
      expect(popups.list.every((n: { popup: boolean }) => n.popup)).toBe(true);
      expect(popups.total).toBe(all.list.filter((n: { popup: boolean }) => n.popup).length);
    });

    it('opens one notice by id; a missing or deleted one is 5005', async () => {
      const first = (await pub('/support/notices?size=1')).data.list[0];
      expect(await pub(`/support/notices/${first.id}`)).toEqual({ code: 0, msg: '', data: first });
      expect(await pub('/support/notices/999999999')).toMatchObject({ code: 5005, msg: 'item_not_found' });
      expect(await pub('/support/notices/abc')).toMatchObject({ code: 4001, field: 'id' });
    });

    it('rejects invalid paging with 4001 and the field', async () => {
      expect(await pub('/support/notices?size=1000')).toMatchObject({ code: 4001, field: 'size' });
      expect(await pub('/support/notices?page=0')).toMatchObject({ code: 4001, field: 'page' });
    });
  });

  describe('operator notices', () => {
    it('posts (popup flag) and deletes notices; text is stored verbatim; a second delete is 5005', async () => {
      const op = operatorApi(t.app, await operatorToken(t.app));
      const created = await op.post('/operator/notices', { title: XSS, content: 'line 1\n<script>alert(2)</script>', popup: true });
      expect(created.code).toBe(0);
      const first = (await pub('/support/notices?size=1')).data.list[0];
      expect(first).toMatchObject({ id: created.data.id, title: XSS, content: 'line 1\n<script>alert(2)</script>', popup: true });
      expect((await pub('/support/notices?popup=true&size=1')).data.list[0].id).toBe(created.data.id);

      expect(await op.del(`/operator/notices/${created.data.id}`)).toMatchObject({ code: 0 });
      const after = (await pub('/support/notices?size=100')).data.list.map((n: { id: number }) => n.id);
      expect(after).not.toContain(created.data.id);
      expect(await op.del(`/operator/notices/${created.data.id}`)).toMatchObject({ code: 5005, msg: 'item_not_found' });
      expect(await pub(`/support/notices/${created.data.id}`)).toMatchObject({ code: 5005 });
      expect(await op.del('/operator/notices/99999999')).toMatchObject({ code: 5005, msg: 'item_not_found' });
    });

    it('validates title and content, and popup is a boolean', async () => {
      const op = operatorApi(t.app, await operatorToken(t.app));
      expect(await op.post('/operator/notices', { content: 'x' })).toMatchObject({ code: 4000, msg: 'required_input_missing', field: 'title' });
      expect(await op.post('/operator/notices', { title: 'x', content: '  ' })).toMatchObject({ code: 4000, field: 'content' });
      expect(await op.post('/operator/notices', { title: 'x'.repeat(201), content: 'x' })).toMatchObject({ code: 4001, msg: 'title_too_long' });
      expect(await op.post('/operator/notices', { title: 'x', content: 'x', popup: 'yes' })).toMatchObject({ code: 4001, field: 'popup' });
    });

    it('needs an operator credential (a member token is refused)', async () => {
      const m = await createMember(t.app);
      const res = await post(t.app, '/operator/notices', { title: 'x', content: 'y' }, { headers: { authorization: `Bearer ${m.jwt}` } });
      expect(res.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/operator/notices/1' })).statusCode).toBe(403);
    });
  });

  describe('GET /support/faq (public)', () => {
    it('answers the three seeded questions in order', async () => {
      const body = await pub('/support/faq');
      expect(body.code).toBe(0);
      expect(body.data.list.map((f: { question: string }) => f.question)).toEqual(SEED_FAQ.map((f) => f.question));
      expect(Object.keys(body.data.list[0]).sort()).toEqual(['answer', 'id', 'question']);
    });
  });

  describe('seeding', () => {
    it('inserts only what is missing and never brings back a deleted notice', async () => {
      const count = async () => json(await t.app.inject({ method: 'GET', url: '/support/notices?size=100' })).data.total as number;
      const op = operatorApi(t.app, await operatorToken(t.app));
      const seeded = (await pub('/support/notices?size=100')).data.list.find((n: { title: string }) => n.title === SEED_NOTICES[4]!.title);
      await op.del(`/operator/notices/${seeded.id}`);
      const before = await count();
      await seedSupport(t.app.db, { demoData: true });
      expect(await count()).toBe(before);
      expect((await pub('/support/faq')).data.list).toHaveLength(3);
    });

    it('seeds no notices without demo data, but the FAQ', async () => {
      await t.app.db.execute(sql`DELETE FROM faq_entries`);
      await t.app.db.execute(sql`UPDATE notices SET seed_key = NULL`);
      const before = (await pub('/support/notices?size=100')).data.total;
      await seedSupport(t.app.db, { demoData: false });
      expect((await pub('/support/notices?size=100')).data.total).toBe(before);
      expect((await pub('/support/faq')).data.list).toHaveLength(3);
    });
  });

  describe('POST /support/contact (public customer inquiry form)', () => {
    const form = { name: '홍길동', email: 'visitor@example.com', title: '가입 문의', content: '가입 방법을 알려 주세요.' };
    const send = async (body: unknown, ip: string) => json(await post(t.app, '/support/contact', body, { remoteAddress: ip }));

    it('accepts a visitor\'s message without a credential and stores the text verbatim', async () => {
      const res = await send({ ...form, title: XSS, content: `${XSS}\n둘째 줄` }, '10.1.0.1');
      expect(res.code).toBe(0);
      expect(res.data.id).toBeGreaterThan(0);
      const op = operatorApi(t.app, await operatorToken(t.app));
      const list = (await op.get('/operator/contacts')).data.list;
      expect(list[0]).toMatchObject({ id: res.data.id, name: '홍길동', email: 'visitor@example.com', title: XSS, content: `${XSS}\n둘째 줄` });
    });

    it('validates every field with the contract rules', async () => {
      const ip = '10.1.0.2';
      expect(await send({ ...form, name: '' }, ip)).toMatchObject({ code: 4000, msg: 'required_input_missing', field: 'name' });
      expect(await send({ ...form, email: 'not-an-email' }, ip)).toMatchObject({ code: 4001, msg: 'invalid_input_value', field: 'email' });
      expect(await send({ ...form, title: undefined }, ip)).toMatchObject({ code: 4000, field: 'title' });
      expect(await send({ ...form, title: '가'.repeat(101) }, ip)).toMatchObject({ code: 4001, msg: 'title_too_long', field: 'title' });
      expect(await send({ ...form, content: 'x'.repeat(1001) }, ip)).toMatchObject({ code: 4001, msg: 'content_too_long', field: 'content' });
      expect(await send({ ...form, content: 12 }, ip)).toMatchObject({ code: 4001, field: 'content' });
      expect(await send({ ...form, name: 'x'.repeat(51) }, ip)).toMatchObject({ code: 4001, field: 'name' });
    });

    it('limits each IP to 5 messages an hour (429, code 4290); other IPs are unaffected', async () => {
      const ip = '10.1.0.3';
      for (let i = 0; i < 5; i++) expect((await send(form, ip)).code).toBe(0);
      const res = await post(t.app, '/support/contact', form, { remoteAddress: ip });
      expect(res.statusCode).toBe(429);
      expect(json(res)).toMatchObject({ code: 4290, msg: 'too_many_requests' });
      expect((await send(form, '10.1.0.4')).code).toBe(0);
    });
  });

  it('member calls of the area need a member credential', async () => {
    for (const [method, url] of [['GET', '/support/memos'], ['GET', '/support/inquiries'], ['POST', '/support/inquiries'], ['DELETE', '/support/memos/1']] as const) {
      const res = await t.app.inject({ method, url });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
    const op = await operatorToken(t.app);
    const res = await memberApi(t.app, op).get('/support/memos');
    expect(res.code).toBe(4030);
  });
});
