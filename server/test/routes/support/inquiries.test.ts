import { backends, createMember, operatorToken, setupApp, type Member } from '../../helper';
import { memberApi, nextSequence, operatorApi } from './support-helpers';

const XSS = '<img src=x onerror=alert(1)>';

describe.each(backends())('support: one-to-one inquiries ($name)', (backend) => {
  const t = setupApp(backend);
  let op: ReturnType<typeof operatorApi>;
  beforeAll(async () => { op = operatorApi(t.app, await operatorToken(t.app)); });

  const write = async (m: Member, title: string, content: string) => memberApi(t.app, m.jwt).post('/support/inquiries', { title, content });
  const list = async (m: Member) => (await memberApi(t.app, m.jwt).get('/support/inquiries?size=100')).data;

  describe('validation (spec §5, same rules as the form)', () => {
    let m: Member;
    beforeAll(async () => { m = await createMember(t.app); });

    it('title is required, then content; both missing names the title', async () => {
      expect(await write(m, '', 'x')).toEqual({ code: 4000, msg: 'required_input_missing', field: 'title', data: null });
      expect(await write(m, '   ', 'x')).toMatchObject({ code: 4000, field: 'title' });
      expect(await write(m, 'x', '')).toMatchObject({ code: 4000, msg: 'required_input_missing', field: 'content' });
      expect(await memberApi(t.app, m.jwt).post('/support/inquiries', {})).toMatchObject({ code: 4000, field: 'title' });
      expect(await memberApi(t.app, m.jwt).post('/support/inquiries', { title: 1, content: 'x' })).toMatchObject({ code: 4001, field: 'title' });
    });

    it('title at most 100 characters, content at most 1000 (counted as characters, not bytes)', async () => {
      expect((await write(m, '가'.repeat(100), '나'.repeat(1000))).code).toBe(0);
      expect((await write(m, '😀'.repeat(100), 'x')).code).toBe(0);
      expect(await write(m, '가'.repeat(101), 'x')).toMatchObject({ code: 4001, msg: 'title_too_long', field: 'title' });
      expect(await write(m, 'x', '나'.repeat(1001))).toMatchObject({ code: 4001, msg: 'content_too_long', field: 'content' });
    });
  });

  it('writes and lists the member\'s inquiries newest first, pending, text verbatim with line breaks', async () => {
    const m = await createMember(t.app);
    const first = await write(m, '첫 문의', '내용');
    const xss = await write(m, XSS, `${XSS}\n<script>alert(1)</script>\n\n셋째 줄`);
    expect(first.code).toBe(0);
    expect(xss.code).toBe(0);
    const data = await list(m);
    expect(data.total).toBe(2);
    expect(data.list[0]).toEqual({
      id: xss.data.id, title: XSS, content: `${XSS}\n<script>alert(1)</script>\n\n셋째 줄`, status: 'pending', answer: '',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/), answered_at: '',
    });
    expect(data.list[1].id).toBe(first.data.id);
  });

  it('a repeated X-Sequence does not write twice (6000 with the first answer)', async () => {
    const m = await createMember(t.app);
    const api = memberApi(t.app, m.jwt);
    const seq = nextSequence();
    const a = await api.post('/support/inquiries', { title: 't', content: 'c' }, seq);
    const b = await api.post('/support/inquiries', { title: 't', content: 'c' }, seq);
    expect(b).toMatchObject({ code: 6000, data: { id: a.data.id } });
    expect((await list(m)).total).toBe(1);
  });

  it('deletes only the author\'s own inquiry; another member\'s answers like a missing one', async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const mine = (await write(a, 'mine', 'x')).data.id;
    const asB = memberApi(t.app, b.jwt);
    const missing = await asB.del('/support/inquiries/999999999');
    expect(missing).toEqual({ code: 5005, msg: 'item_not_found', data: null });
    expect(await asB.del(`/support/inquiries/${mine}`)).toEqual(missing);
    expect((await list(b)).list).toEqual([]);
    expect((await list(a)).list.map((i: { id: number }) => i.id)).toEqual([mine]);

    expect(await memberApi(t.app, a.jwt).del(`/support/inquiries/${mine}`)).toMatchObject({ code: 0 });
    expect((await list(a)).total).toBe(0);
    expect(await memberApi(t.app, a.jwt).del(`/support/inquiries/${mine}`)).toMatchObject({ code: 5005 });
    // gone from the back office too
    const pending = (await op.get('/operator/inquiries?status=pending&size=100')).data.list.map((i: { id: number }) => i.id);
    expect(pending).not.toContain(mine);
  });

  it('operator lists by status, answers; the member sees answer complete with the answer and its date', async () => {
    const m = await createMember(t.app);
    const id = (await write(m, '출금 문의', '출금이 안 돼요')).data.id;

    const pending = (await op.get('/operator/inquiries?status=pending&size=100')).data;
    const row = pending.list.find((i: { id: number }) => i.id === id);
    expect(row).toMatchObject({ id, member_id: m.id, username: m.username, title: '출금 문의', status: 'pending', answer: '' });
    expect(pending.list.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    expect(await op.get('/operator/inquiries?status=other')).toMatchObject({ code: 4001, field: 'status' });

    const answer = `확인 후 처리해 드렸습니다.\n${XSS}`;
    const beforeAnswer = Date.now();
    const res = await op.post(`/operator/inquiries/${id}/answer`, { answer });
    const afterAnswer = Date.now();
    expect(res).toMatchObject({ code: 0, data: { id, status: 'answered', answer } });
    // stamped by this answer (1 s for the database clock's rounding)
    expect(Date.parse(res.data.answered_at)).toBeGreaterThanOrEqual(beforeAnswer - 1_000);
    expect(Date.parse(res.data.answered_at)).toBeLessThanOrEqual(afterAnswer + 1_000);

    const seen = (await list(m)).list[0];
    expect(seen).toMatchObject({ id, status: 'answered', answer, answered_at: res.data.answered_at });
    const answered = (await op.get('/operator/inquiries?status=answered&size=100')).data.list.map((i: { id: number }) => i.id);
    expect(answered).toContain(id);
    expect((await op.get('/operator/inquiries?status=pending&size=100')).data.list.map((i: { id: number }) => i.id)).not.toContain(id);

    // answering again corrects the answer
    expect(await op.post(`/operator/inquiries/${id}/answer`, { answer: '정정된 답변' })).toMatchObject({ code: 0, data: { answer: '정정된 답변' } });
    expect((await list(m)).list[0].answer).toBe('정정된 답변');
  });

  it('answer validation and unknown inquiries', async () => {
    expect(await op.post('/operator/inquiries/999999999/answer', { answer: 'x' })).toMatchObject({ code: 5005, msg: 'item_not_found' });
    const m = await createMember(t.app);
    const id = (await write(m, 't', 'c')).data.id;
    expect(await op.post(`/operator/inquiries/${id}/answer`, { answer: ' ' })).toMatchObject({ code: 4000, field: 'answer' });
    expect(await op.post(`/operator/inquiries/${id}/answer`, { answer: 'x'.repeat(2001) })).toMatchObject({ code: 4001, field: 'answer' });
    expect((await list(m)).list[0].status).toBe('pending');
  });

  it('operator inquiry calls need an operator credential', async () => {
    const m = await createMember(t.app);
    expect(await memberApi(t.app, m.jwt).get('/operator/inquiries')).toMatchObject({ code: 4030 });
    expect(await memberApi(t.app, m.jwt).post('/operator/inquiries/1/answer', { answer: 'x' })).toMatchObject({ code: 4030 });
    expect(await memberApi(t.app, m.jwt).post('/operator/memos', { title: 'x', content: 'y' })).toMatchObject({ code: 4030 });
  });
});
