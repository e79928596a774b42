// Personal data in the back office (issue 47 §7): every read of a member's profile, context or records is audited
// (who opened which member, what, when); full bank account numbers only for the roles that pay or review; the
// operator audit exports as CSV with a BOM, so Excel shows Korean text as written.
import { OperatorPaths } from '@casino/shared/contract';
import { backends, bearer, createMember, json, operatorToken, post, setupApp } from '../../helper';
import { operatorCalls } from '../wallet/wallet-helpers';

const PASSWORD: Record<string, string> = { 'operator-cashier': 'cashier1234', 'operator-support': 'support1234', 'operator-compliance': 'compliance1234' };

describe.each(backends())('personal data in the back office ($name)', (backend) => {
  const t = setupApp(backend);
  let owner: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    owner = await operatorToken(t.app);
    for (const [username, password] of Object.entries(PASSWORD)) {
      tokens[username] = json(await post(t.app, '/operator/login', { username, password })).data.jwt as string;
    }
  });
  const get = async (url: string, token = owner) => json(await t.app.inject({ method: 'GET', url, headers: bearer(token) }));
  const views = async (memberId: number) => (await get(`${OperatorPaths.audit}?member_id=${memberId}&action=member.view&size=100`)).data.list as
    Array<{ operator: string; role: string; action: string; target_id: string; member_id: number; after: { view: string }; created_at: string }>;

  it('records who opened which member and what: the profile, the context and each record', async () => {
    const member = await createMember(t.app);
    expect(await views(member.id)).toEqual([]);
    await get(OperatorPaths.member(member.id), tokens['operator-support']);
    await get(OperatorPaths.memberContext(member.id), tokens['operator-cashier']);
    await get(`${OperatorPaths.memberLedger(member.id)}?page=1&size=20`, tokens['operator-compliance']);
    const found = await views(member.id);
    expect(found.map((v) => [v.operator, v.role, v.after.view])).toEqual([
      ['operator-compliance', 'compliance', 'ledger'],
      ['operator-cashier', 'cashier', 'context'],
      ['operator-support', 'support', 'profile'],
    ]);
    expect(found.every((v) => v.target_id === String(member.id) && v.member_id === member.id && v.created_at)).toBe(true);
  });

  it('records nothing for a member that does not exist (the read found nothing)', async () => {
    const before = (await get(`${OperatorPaths.audit}?action=member.view&size=1`)).data.total as number;
    expect((await get(OperatorPaths.member(999_999))).code).toBe(5005);
    expect((await get(`${OperatorPaths.audit}?action=member.view&size=1`)).data.total).toBe(before);
  });

  it('shows support the bank account number masked; owner, cashier and compliance in full', async () => {
    const member = await createMember(t.app, { bank_account: '110987654321' });
    expect((await get(OperatorPaths.member(member.id), tokens['operator-support'])).data.bank_account).toBe('********4321');
    expect((await get(OperatorPaths.memberContext(member.id), tokens['operator-support'])).data.bank_account).toBe('********4321');
    expect((await get(OperatorPaths.member(member.id))).data.bank_account).toBe('110987654321');
    expect((await get(OperatorPaths.member(member.id), tokens['operator-compliance'])).data.bank_account).toBe('110987654321');
    expect((await get(OperatorPaths.memberContext(member.id), tokens['operator-cashier'])).data.bank_account).toBe('110987654321');
  });

  it('audits a deposit account change with the full account numbers before and after', async () => {
    const set = (bankAccount: string, sequence: string) => t.app.inject({
      method: 'PUT', url: OperatorPaths.depositAccount, payload: JSON.stringify({ bank_name: '국민은행', bank_account: bankAccount, holder: '(주)카지노' }),
      headers: { ...bearer(owner), 'content-type': 'text/plain', 'x-sequence': sequence },
    });
    // each change is a four-eyes request (issue 47 §1): the compliance operator approves the owner's
    const approve = async (answer: { code: number; data: { pending_approval: { id: number } } }) => {
      expect(answer.code).toBe(0);
      expect((await post(t.app, OperatorPaths.approvalApprove(answer.data.pending_approval.id), {}, { headers: bearer(tokens['operator-compliance']!) })).statusCode).toBe(200);
    };
    await approve(json(await set('111-222-333333', 'pd-account-1')));
    await approve(json(await set('444-555-666666', 'pd-account-2')));
    const [latest] = (await get(`${OperatorPaths.audit}?action=deposit_account.set&size=1`)).data.list;
    expect(latest).toMatchObject({
      before: { bank_name: '국민은행', bank_account: '111-222-333333', holder: '(주)카지노' },
      after: { bank_name: '국민은행', bank_account: '444-555-666666', holder: '(주)카지노', maker: 'operator', checker: 'operator-compliance' },
    });
  });

  it('exports the audit as CSV with a BOM, Korean text as written, with the page\'s filters, to owner and compliance only', async () => {
    const member = await createMember(t.app);
    await operatorCalls(t.app, owner).adjust(member.id, 5_000, '이벤트 보상, "추석"');
    const res = await t.app.inject({ method: 'GET', url: `${OperatorPaths.auditCsv}?member_id=${member.id}&action=member.adjust_cash`, headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="operator-audit.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,operator_id,operator,role,action,target_type,target_id,member_id,ip,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,operator,owner,member.adjust_cash,member,${member.id},${member.id},`);
    // the JSON of `after` is one quoted cell, its quotes doubled, the Korean reason intact
    expect(lines[1]).toContain('이벤트 보상, \\""추석\\""');

    expect((await t.app.inject({ method: 'GET', url: OperatorPaths.auditCsv, headers: bearer(tokens['operator-compliance']!) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: OperatorPaths.auditCsv, headers: bearer(tokens['operator-cashier']!) })).statusCode).toBe(403);
    expect(json(await t.app.inject({ method: 'GET', url: `${OperatorPaths.auditCsv}?from=2026-02-30`, headers: bearer(owner) }))).toMatchObject({ code: 4001, field: 'from' });
  });
});
