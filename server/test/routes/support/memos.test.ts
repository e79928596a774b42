import { backends, createMember, operatorToken, setupApp, type Member } from '../../helper';
import { memberApi, nextSequence, operatorApi, unreadMemo } from './support-helpers';

const XSS = '<img src=x onerror=alert(1)>';

describe.each(backends())('support: memos ($name)', (backend) => {
  const t = setupApp(backend);
  let op: ReturnType<typeof operatorApi>;
  beforeAll(async () => { op = operatorApi(t.app, await operatorToken(t.app)); });

  const send = async (memberId: number | undefined, title: string, content = '내용') => {
    const res = await op.post('/operator/memos', memberId === undefined ? { title, content } : { member_id: memberId, title, content });
    expect(res.code).toBe(0);
    return res.data.id as number;
  };
  const list = async (m: Member, kind = 'all', extra = '') => (await memberApi(t.app, m.jwt).get(`/support/memos?kind=${kind}&size=100${extra}`)).data;
  const ids = (data: { list: { id: number }[] }) => data.list.map((x) => x.id);

  it('lists personal and all-member memos newest first with read state; personal lists only one-to-one memos', async () => {
    const a = await createMember(t.app);
    const personal = await send(a.id, '개인 쪽지', '첫 줄\n둘째 줄');
    const broadcast = await send(undefined, '전체 쪽지');
    const all = await list(a);
    expect(ids(all).slice(0, 2)).toEqual([broadcast, personal]);
    expect(all.list[0]).toEqual({ id: broadcast, title: '전체 쪽지', content: '내용', created_at: expect.stringMatching(/Z$/), read: false, broadcast: true });
    expect(all.list[1]).toMatchObject({ id: personal, content: '첫 줄\n둘째 줄', read: false, broadcast: false });
    expect(all.total).toBe(all.list.length);
    expect(all.unread).toBe(await unreadMemo(t.app, a.jwt));
    const mine = await list(a, 'personal');
    expect(ids(mine)).toEqual([personal]);
    expect(mine.unread).toBe(all.unread); // unread counts every kind, like the app bar badge
  });

  it('pages the list', async () => {
    const a = await createMember(t.app);
    for (let i = 0; i < 3; i++) await send(a.id, `p${i}`);
    const full = await list(a, 'personal');
    const page2 = (await memberApi(t.app, a.jwt).get('/support/memos?kind=personal&page=2&size=2')).data;
    expect(page2.total).toBe(3);
    expect(ids(page2)).toEqual(ids(full).slice(2));
  });

  it('opening marks read and lowers /main/init unread_memo; deleting hides; both are idempotent per X-Sequence', async () => {
    const a = await createMember(t.app);
    const api = memberApi(t.app, a.jwt);
    const memo = await send(a.id, 'read me');
    const before = await unreadMemo(t.app, a.jwt);
    const seq = nextSequence();
    expect(await api.post(`/support/memos/${memo}/read`, {}, seq)).toMatchObject({ code: 0 });
    expect(await api.post(`/support/memos/${memo}/read`, {}, seq)).toMatchObject({ code: 6000, msg: 'request_already_processed' });
    expect(await api.post(`/support/memos/${memo}/read`)).toMatchObject({ code: 0 }); // reading again is harmless
    expect(await unreadMemo(t.app, a.jwt)).toBe(before - 1);
    expect((await list(a)).list.find((m: { id: number }) => m.id === memo).read).toBe(true);

    const unreadOne = await send(a.id, 'delete me unread');
    expect(await unreadMemo(t.app, a.jwt)).toBe(before);
    expect(await api.del(`/support/memos/${unreadOne}`)).toMatchObject({ code: 0 });
    expect(await unreadMemo(t.app, a.jwt)).toBe(before - 1);
    expect(ids(await list(a))).not.toContain(unreadOne);
    expect(await api.del(`/support/memos/${unreadOne}`)).toMatchObject({ code: 5005, msg: 'item_not_found' });
    expect(await api.post(`/support/memos/${unreadOne}/read`)).toMatchObject({ code: 5005, msg: 'item_not_found' });
  });

  it('a memo to all members is deleted for this member only', async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const memo = await send(undefined, '모두에게');
    const bBefore = await unreadMemo(t.app, b.jwt);
    const aBefore = await unreadMemo(t.app, a.jwt);
    expect(await memberApi(t.app, a.jwt).del(`/support/memos/${memo}`)).toMatchObject({ code: 0 });
    expect(ids(await list(a))).not.toContain(memo);
    expect(await unreadMemo(t.app, a.jwt)).toBe(aBefore - 1);
    expect(ids(await list(b))).toContain(memo);
    expect(await unreadMemo(t.app, b.jwt)).toBe(bBefore);
    // and reading it is per member too
    expect(await memberApi(t.app, b.jwt).post(`/support/memos/${memo}/read`)).toMatchObject({ code: 0 });
    const c = await createMember(t.app);
    expect((await list(c)).list.find((m: { id: number }) => m.id === memo).read).toBe(false);
  });

  it('another member\'s memo answers exactly like a missing one and stays unchanged', async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const memo = await send(a.id, 'for a only');
    const asB = memberApi(t.app, b.jwt);
    const missing = await asB.post('/support/memos/999999999/read');
    expect(missing).toMatchObject({ code: 5005, msg: 'item_not_found' });
    expect(await asB.post(`/support/memos/${memo}/read`)).toEqual(missing);
    expect(await asB.del(`/support/memos/${memo}`)).toEqual(await asB.del('/support/memos/999999999'));
    expect(ids(await list(b))).not.toContain(memo);
    const mine = (await list(a)).list.find((m: { id: number }) => m.id === memo);
    expect(mine).toMatchObject({ read: false });
  });

  it('marks all read and deletes all read memos (optionally of one kind)', async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const api = memberApi(t.app, a.jwt);
    const p1 = await send(a.id, 'p1');
    const p2 = await send(a.id, 'p2');
    const bMemo = await send(b.id, 'b only');
    const all1 = await send(undefined, 'all1');

    const personalOnly = await api.post('/support/memos/read-all', { kind: 'personal' });
    expect(personalOnly).toMatchObject({ code: 0, data: { count: 2 } });
    let data = await list(a);
    expect(data.list.find((m: { id: number }) => m.id === all1).read).toBe(false);

    const rest = await api.post('/support/memos/read-all');
    expect(rest.code).toBe(0);
    expect(rest.data.count).toBeGreaterThanOrEqual(1);
    data = await list(a);
    expect(data.list.every((m: { read: boolean }) => m.read)).toBe(true);
    expect(data.unread).toBe(0);
    expect(await unreadMemo(t.app, a.jwt)).toBe(0);
    expect((await list(b)).list.find((m: { id: number }) => m.id === bMemo).read).toBe(false); // b untouched
    expect((await list(b)).list.find((m: { id: number }) => m.id === all1).read).toBe(false);

    const fresh = await send(a.id, 'fresh, unread');
    const delPersonal = await api.del('/support/memos/read?kind=personal');
    expect(delPersonal).toMatchObject({ code: 0, data: { count: 2 } });
    data = await list(a);
    expect(ids(data)).toEqual(expect.arrayContaining([fresh, all1]));
    expect(ids(data)).not.toContain(p1);
    expect(ids(data)).not.toContain(p2);

    const delAll = await api.del('/support/memos/read');
    expect(delAll.code).toBe(0);
    data = await list(a);
    expect(ids(data)).toEqual([fresh]); // only the unread one is left
    expect(await unreadMemo(t.app, a.jwt)).toBe(1);
    expect(ids(await list(b))).toContain(all1);
  });

  it('operator memos: one member or all; an unknown member is 5005; text is stored verbatim', async () => {
    const a = await createMember(t.app);
    const before = await unreadMemo(t.app, a.jwt);
    const id = await send(a.id, XSS, `${XSS}\n<b>bold</b>`);
    expect(await unreadMemo(t.app, a.jwt)).toBe(before + 1);
    expect((await list(a)).list[0]).toMatchObject({ id, title: XSS, content: `${XSS}\n<b>bold</b>` });
    expect(await op.post('/operator/memos', { member_id: 999999999, title: 'x', content: 'y' })).toMatchObject({ code: 5005, field: 'member_id' });
    expect(await op.post('/operator/memos', { member_id: 'abc', title: 'x', content: 'y' })).toMatchObject({ code: 4001, field: 'member_id' });
    expect(await op.post('/operator/memos', { content: 'y' })).toMatchObject({ code: 4000, field: 'title' });
    expect(await op.post('/operator/memos', { title: 'x'.repeat(101), content: 'y' })).toMatchObject({ code: 4001, msg: 'title_too_long' });
    const toAll = await op.post('/operator/memos', { member_id: null, title: '전체 공지 쪽지', content: 'y' });
    expect(toAll.code).toBe(0);
    expect(await unreadMemo(t.app, a.jwt)).toBe(before + 2);
  });

  it('rejects a bad kind', async () => {
    const a = await createMember(t.app);
    expect(await memberApi(t.app, a.jwt).get('/support/memos?kind=other')).toMatchObject({ code: 4001, field: 'kind' });
  });
});
