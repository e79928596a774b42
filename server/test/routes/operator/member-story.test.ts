// A player's whole story (issue 47 §5): internal notes (named, never changed) and one timeline of everything that
// happened to a member — ledger rows, requests with the operator who decided, responsible-gaming changes with who made
// them, operator actions with the operator named, notes and logins — newest first, filterable by kind.
import { KycPaths, OperatorPaths } from '@casino/shared/contract';
import { sql } from '../../../src/db/client';
import { backends, bearer, createMember, json, operatorToken, post, setupApp } from '../../helper';
import { accountCalls } from '../account/responsible-helpers';
import { memberCalls, operatorCalls } from '../wallet/wallet-helpers';

interface Item { at: string; kind: string; action: string; amount: number | null; detail: string; actor: string }

describe.each(backends())('member timeline and notes ($name)', (backend) => {
  const t = setupApp(backend);
  let owner: string;
  let support: string;
  beforeAll(async () => {
    owner = await operatorToken(t.app);
    support = json(await post(t.app, '/operator/login', { username: 'operator-support', password: 'support1234' })).data.jwt as string;
  });
  let sequence = 0;
  const note = (memberId: number, body: unknown, token = support) =>
    post(t.app, OperatorPaths.memberNotes(memberId), { body }, { headers: { ...bearer(token), 'x-sequence': `note-${(sequence += 1)}` } });
  const timeline = async (memberId: number, query = '', token = owner) =>
    json(await t.app.inject({ method: 'GET', url: `${OperatorPaths.memberTimeline(memberId)}?${query.includes('size=') ? '' : 'size=100'}${query}`, headers: bearer(token) }));

  it('merges what happened to the member, newest first, each with who did it', async () => {
    const member = await createMember(t.app);
    const op = operatorCalls(t.app, owner);
    await op.adjust(member.id, 50_000, '이벤트 보상');
    const deposit = await memberCalls(t.app, member).deposit(20_000);
    await op.decide('deposits', deposit.data.id, 'approve');
    expect((await accountCalls(t.app, member).setLimit('deposit_daily', 100_000)).code).toBe(0);
    expect(json(await note(member.id, '전화로 본인 확인함. 다음 출금 전 재확인 요청')).data).toMatchObject({ operator: 'operator-support', body: '전화로 본인 확인함. 다음 출금 전 재확인 요청' });
    await t.app.inject({ method: 'GET', url: OperatorPaths.member(member.id), headers: bearer(owner) }); // a read: audited, not a story item

    const answer = await timeline(member.id);
    expect(answer.code).toBe(0);
    const items = answer.data.list as Item[];
    expect(items.map((i) => i.at)).toEqual([...items.map((i) => i.at)].sort().reverse());
    const find = (kind: string, action: string) => items.find((i) => i.kind === kind && i.action === action);
    expect(find('note', 'note')).toMatchObject({ actor: 'operator-support', detail: '전화로 본인 확인함. 다음 출금 전 재확인 요청' });
    expect(find('responsible', 'limit:deposit_daily')).toMatchObject({ actor: 'member', detail: 'none → 100000' });
    expect(find('deposit', 'completed')).toMatchObject({ amount: 20_000, actor: 'operator' });
    expect(find('ledger', 'adjust')).toMatchObject({ amount: 50_000 });
    expect(find('ledger', 'deposit')).toMatchObject({ amount: 20_000 });
    expect(find('operator', 'member.adjust_cash')).toMatchObject({ actor: 'operator', detail: expect.stringContaining('이벤트 보상') });
    expect(find('operator', 'member.note')).toMatchObject({ actor: 'operator-support' });
    expect(find('login', 'ok')).toMatchObject({ detail: expect.stringContaining('127.0.0.1') });
    expect(items.some((i) => i.action === 'member.view')).toBe(false);
    expect(answer.data.total).toBe(items.length);
  });

  it('shows four-eyes requests with maker and checker, KYC uploads and reviews, and AML alerts — alerts and the actions on them to owner and compliance only', async () => {
    const member = await createMember(t.app);
    const compliance = json(await post(t.app, '/operator/login', { username: 'operator-compliance', password: 'compliance1234' })).data.jwt as string;
    const send = async (token: string, url: string, body: unknown) => json(await post(t.app, url, body, { headers: { ...bearer(token), 'x-sequence': `story-${(sequence += 1)}` } }));
    // a credit above the approval threshold waits; a second operator approves it
    const pending = (await operatorCalls(t.app, owner).adjust(member.id, 2_000_000, '큰 보상')).data.pending_approval;
    expect(pending).toMatchObject({ maker: 'operator' });
    expect((await send(compliance, OperatorPaths.approvalApprove(pending.id), {})).code).toBe(0);
    // a document, and compliance's review
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(64, 7)]);
    const uploaded = await t.app.inject({ method: 'POST', url: `${KycPaths.upload}?kind=identity`, payload: png, headers: { ...bearer(member.jwt), 'content-type': 'application/octet-stream', 'x-sequence': `story-${(sequence += 1)}` } });
    expect(json(uploaded).code).toBe(0);
    expect((await send(compliance, KycPaths.decision(member.id), { decision: 'more_needed', reason: '주소 증빙도 올려 주세요' })).code).toBe(0);
    // a deposit over the AML threshold raises an alert; compliance takes it
    await memberCalls(t.app, member).deposit(6_000_000);
    const alerts = json(await t.app.inject({ method: 'GET', url: `${OperatorPaths.amlAlerts}?status=open`, headers: bearer(compliance) })).data.list as Array<{ id: number; member_id: number; rule: string }>;
    const alert = alerts.find((a) => a.member_id === member.id && a.rule === 'large_deposit');
    expect(alert).toBeDefined();
    expect((await send(compliance, OperatorPaths.amlAssign(alert!.id), {})).code).toBe(0);

    const items = (await timeline(member.id, '', compliance)).data.list as Item[];
    const find = (kind: string, action: string) => items.find((i) => i.kind === kind && i.action === action);
    expect(find('approval', 'cash_adjust.approved')).toMatchObject({ amount: 2_000_000, actor: 'operator → operator-compliance', detail: expect.stringContaining('큰 보상') });
    expect(find('kyc', 'upload.identity')).toMatchObject({ detail: expect.stringContaining('image/png') });
    expect(find('kyc', 'review.more_needed')).toMatchObject({ actor: 'operator-compliance', detail: '주소 증빙도 올려 주세요' });
    expect(find('alert', 'large_deposit.open')).toMatchObject({ actor: 'operator-compliance' });
    expect(find('operator', 'aml.assign')).toMatchObject({ actor: 'operator-compliance' });

    // support: the same story without the AML alert and without the actions on it (no tipping-off)
    const seen = (await timeline(member.id, '', support)).data.list as Item[];
    expect(seen.some((i) => i.kind === 'approval')).toBe(true);
    expect(seen.filter((i) => i.kind === 'alert' || i.action.startsWith('aml.'))).toEqual([]);
    expect(await timeline(member.id, '&kinds=alert', support)).toMatchObject({ code: 0, data: { list: [], total: 0 } });
  });

  it('filters by kind, pages, and refuses a kind it does not know', async () => {
    const member = await createMember(t.app);
    for (const body of ['첫 메모', '둘째 메모', '셋째 메모']) expect(json(await note(member.id, body)).code).toBe(0);
    const notes = await timeline(member.id, '&kinds=note,login');
    expect(notes.data.list.map((i: Item) => `${i.kind}:${i.detail.split(' ·')[0]}`)).toEqual(['note:셋째 메모', 'note:둘째 메모', 'note:첫 메모', 'login:127.0.0.1']);
    const second = await timeline(member.id, '&kinds=note&page=2&size=2');
    expect(second.data).toMatchObject({ total: 3, list: [expect.objectContaining({ detail: '첫 메모' })] });
    expect(await timeline(member.id, '&kinds=note,secrets')).toMatchObject({ code: 4001, field: 'kinds' });
  });

  it('keeps notes as written: an empty note is refused, none is changed, a member cannot read them', async () => {
    const member = await createMember(t.app);
    expect(json(await note(member.id, '   '))).toMatchObject({ code: 4000, field: 'body' });
    expect(json(await note(member.id, 'x'.repeat(2001)))).toMatchObject({ code: 4001, field: 'body' });
    expect(json(await note(999_999, 'nobody'))).toMatchObject({ code: 5005 });
    expect(json(await note(member.id, '메모')).code).toBe(0);
    const refusal = await t.app.db.execute(sql`UPDATE member_notes SET body = 'rewritten' WHERE member_id = ${member.id}`)
      .then(() => 'changed', (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message));
    expect(refusal).toMatch(/member_notes is append-only/);
    expect((await t.app.inject({ method: 'GET', url: OperatorPaths.memberTimeline(member.id), headers: bearer(member.jwt) })).statusCode).toBe(403);
  });
});
