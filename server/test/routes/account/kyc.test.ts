// KYC review (issue 47 §2), end to end over HTTP on both databases: the member uploads documents checked by content,
// downloads only his own, compliance (owner, compliance; not cashier or support) works the queue and decides; an
// approval opens withdrawals above the KYC threshold; a rejection's reason is what the member reads.
import { KycPaths, OperatorPaths } from '@casino/shared/contract';
import type { FastifyInstance } from 'fastify';
import { rows, sql } from '../../../src/db/client';
import { backends, bearer, createMember, json, operatorToken, post, setupApp, type Member } from '../../helper';
import { approveAs, memberCalls, operatorCalls } from '../wallet/wallet-helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

let sequence = 0;
const nextSeq = () => `kyc-${process.pid}-${(sequence += 1)}`;

function upload(app: FastifyInstance, member: Pick<Member, 'jwt'>, bytes: Buffer, kind = 'identity', contentType = 'application/octet-stream', seq = nextSeq()) {
  return app.inject({ method: 'POST', url: `${KycPaths.upload}?kind=${kind}`, payload: bytes, headers: { ...bearer(member.jwt), 'content-type': contentType, 'x-sequence': seq } });
}
const mine = async (app: FastifyInstance, member: Pick<Member, 'jwt'>) => json(await app.inject({ method: 'GET', url: KycPaths.mine, headers: bearer(member.jwt) }));

describe.each(backends())('KYC review ($name)', (backend) => {
  const t = setupApp(backend);
  let owner: string;
  let compliance: string;
  let cashier: string;
  let support: string;
  const operatorLogin = async (username: string, password: string) => json(await post(t.app, '/operator/login', { username, password })).data.jwt as string;
  beforeAll(async () => {
    owner = await operatorToken(t.app);
    compliance = await operatorLogin('operator-compliance', 'compliance1234');
    cashier = await operatorLogin('operator-cashier', 'cashier1234');
    support = await operatorLogin('operator-support', 'support1234');
  });
  const decide = async (token: string, memberId: number, body: Record<string, unknown>) => json(await post(t.app, KycPaths.decision(memberId), body, { headers: { ...bearer(token), 'x-sequence': nextSeq() } }));
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('stores a document checked by its content, puts the member in the queue, and serves it only to him and to compliance', async () => {
    const member = await createMember(t.app);
    expect(await mine(t.app, member)).toMatchObject({ code: 0, data: { kyc_status: 'unverified', reason: null, documents: [] } });
    const res = await upload(t.app, member, PNG, 'identity', 'text/plain');
    const answer = json(res);
    expect(answer).toMatchObject({ code: 0, data: { kind: 'identity', mime: 'image/png', size: PNG.length, decision: null } });
    expect(answer.data.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await mine(t.app, member)).toMatchObject({ data: { kyc_status: 'pending', documents: [{ id: answer.data.id }] } });

    const queue = json(await get(compliance, KycPaths.queue));
    expect(queue.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ member_id: member.id, waiting: 1, kyc_status: 'pending' })]));

    // his own document: an attachment that no browser renders in the site's origin
    const own = await get(member.jwt, KycPaths.myFile(answer.data.id));
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store',
      'content-security-policy': expect.stringContaining('sandbox'), 'content-disposition': expect.stringMatching(/^attachment; filename="kyc-\d+-\d+-identity\.png"$/),
    });
    expect(own.rawPayload.equals(PNG)).toBe(true);

    // another member's: not found (never the bytes)
    const other = await createMember(t.app);
    expect(json(await get(other.jwt, KycPaths.myFile(answer.data.id)))).toMatchObject({ code: 5005, field: 'id' });

    // operators: compliance and owner read it (audited with the member), cashier and support are refused
    const byCompliance = await get(compliance, KycPaths.file(answer.data.id));
    expect(byCompliance.statusCode).toBe(200);
    expect(byCompliance.rawPayload.equals(PNG)).toBe(true);
    expect(byCompliance.headers['content-disposition']).toMatch(/^attachment/);
    expect((await get(owner, KycPaths.file(answer.data.id))).statusCode).toBe(200);
    for (const token of [cashier, support]) {
      expect((await get(token, KycPaths.file(answer.data.id))).statusCode).toBe(403);
      expect((await get(token, KycPaths.queue)).statusCode).toBe(403);
      expect((await post(t.app, KycPaths.decision(member.id), { decision: 'approve', verified_name: 'x' }, { headers: { ...bearer(token), 'x-sequence': nextSeq() } })).statusCode).toBe(403);
    }
    const views = await rows<{ operator: string }>(t.app.db, sql`SELECT operator FROM operator_audit WHERE action = 'kyc.document_view' AND member_id = ${member.id} ORDER BY id`);
    expect(views.map((r) => r.operator)).toEqual(['operator-compliance', 'operator']);
  });

  it('refuses content that is not a document whatever it is called, empty and oversize files, and changes nothing', async () => {
    const member = await createMember(t.app);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [bytes, contentType] of [[html, 'image/png'], [Buffer.from('GIF89a......'), 'image/jpeg'], [Buffer.from('%PDF-1.4 no trailer'), 'application/pdf'], [Buffer.from('{"a":1}'), 'application/json']] as const) {
      expect(json(await upload(t.app, member, bytes, 'identity', contentType))).toEqual({ code: 4001, msg: 'kyc_file_type', data: null, field: 'file' });
    }
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect(json(await upload(t.app, member, big))).toEqual({ code: 4001, msg: 'kyc_file_too_large', data: null, field: 'file' });
    expect(json(await upload(t.app, member, Buffer.alloc(0)))).toMatchObject({ code: 4000, field: 'file' });
    expect(json(await upload(t.app, member, PDF, 'passport'))).toMatchObject({ code: 4001, field: 'kind' });
    expect(await mine(t.app, member)).toMatchObject({ data: { kyc_status: 'unverified', documents: [] } });
    // far over the limit: cut off by the server before the handler
    expect((await upload(t.app, member, Buffer.alloc(11 * 1024 * 1024))).statusCode).toBe(413);
  });

  it('approval verifies the member with the legal name and opens withdrawals above the threshold', async () => {
    const member = await createMember(t.app, { bank_holder: '김민수' });
    const op = operatorCalls(t.app, owner);
    const wallet = memberCalls(t.app, member);
    const credit = await op.adjust(member.id, 3_000_000);
    expect(credit.data.pending_approval).toBeDefined(); // four eyes: above the approval threshold, a second operator approves
    expect((await approveAs(t.app, compliance, credit.data.pending_approval.id)).code).toBe(0);
    expect(await wallet.withdraw(1_500_000)).toMatchObject({ code: 4001, msg: 'kyc_required' });
    expect(json(await upload(t.app, member, PDF, 'address')).code).toBe(0);
    expect(await decide(compliance, member.id, { decision: 'approve' })).toMatchObject({ code: 4000, field: 'verified_name' });
    const approved = await decide(compliance, member.id, { decision: 'approve', verified_name: '김민수' });
    expect(approved).toMatchObject({ code: 0, data: { kyc_status: 'verified', verified_name: '김민수', reason: null, reviews: [{ decision: 'approve', operator: 'operator-compliance' }] } });
    expect(approved.data.documents[0].decision).toBe('approve');
    expect(await decide(compliance, member.id, { decision: 'approve', verified_name: '김민수' })).toMatchObject({ code: 4001, msg: 'kyc_not_pending' });
    expect((await wallet.withdraw(1_500_000)).code).toBe(0);
    // verified: no more uploads
    expect(json(await upload(t.app, member, PDF))).toMatchObject({ code: 4001, msg: 'kyc_upload_closed' });
    // on the member's timeline, with the operator's name
    const timeline = json(await get(owner, `${OperatorPaths.memberTimeline(member.id)}?kinds=operator&size=50`));
    expect(timeline.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'kyc.decision', actor: 'operator-compliance' })]));
    const queue = json(await get(compliance, KycPaths.queue));
    expect(queue.data.list.some((r: { member_id: number }) => r.member_id === member.id)).toBe(false);
  });

  it('a rejection and a request for more documents need a reason, which the member reads; a new upload waits again', async () => {
    const member = await createMember(t.app);
    expect(await decide(compliance, member.id, { decision: 'reject', reason: 'x' })).toMatchObject({ code: 4001, msg: 'kyc_not_pending' });
    expect(json(await upload(t.app, member, PNG)).code).toBe(0);
    expect(await decide(compliance, member.id, { decision: 'reject' })).toMatchObject({ code: 4000, field: 'reason' });
    expect(await decide(compliance, member.id, { decision: 'reject', reason: '   ' })).toMatchObject({ code: 4000, field: 'reason' });
    expect(await decide(compliance, member.id, { decision: 'reject', reason: '사진이 흐려 글자를 읽을 수 없습니다' })).toMatchObject({ code: 0, data: { kyc_status: 'rejected' } });
    expect(await mine(t.app, member)).toMatchObject({ data: { kyc_status: 'rejected', reason: '사진이 흐려 글자를 읽을 수 없습니다', documents: [{ decision: 'reject' }] } });
    expect(json(await upload(t.app, member, PDF, 'identity')).code).toBe(0);
    expect(await mine(t.app, member)).toMatchObject({ data: { kyc_status: 'pending', reason: null } });
    expect(await decide(owner, member.id, { decision: 'more_needed', reason: 'Please add a proof of address' })).toMatchObject({ code: 0, data: { kyc_status: 'more_needed' } });
    const file = json(await get(owner, KycPaths.member(member.id)));
    expect(file.data.reviews.map((r: { decision: string; operator: string }) => `${r.decision}:${r.operator}`)).toEqual(['more_needed:operator', 'reject:operator-compliance']);
    expect(await mine(t.app, member)).toMatchObject({ data: { kyc_status: 'more_needed', reason: 'Please add a proof of address' } });
  });

  it('a repeated upload with the same X-Sequence stores one document; documents and reviews cannot be rewritten', async () => {
    const member = await createMember(t.app);
    const seq = nextSeq();
    expect(json(await upload(t.app, member, PNG, 'identity', 'application/octet-stream', seq)).code).toBe(0);
    expect(json(await upload(t.app, member, PNG, 'identity', 'application/octet-stream', seq)).code).toBe(6000);
    expect((await upload(t.app, member, PDF, 'identity', 'application/octet-stream', seq)).statusCode).toBe(409);
    expect((await mine(t.app, member)).data.documents).toHaveLength(1);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.app.db.execute(statement).then(() => 'changed', (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message));
    expect(await refusal(sql`UPDATE kyc_documents SET content = decode('00', 'hex'), size = 1 WHERE member_id = ${member.id}`)).toMatch(/never changed/);
    expect(await refusal(sql`DELETE FROM kyc_documents WHERE member_id = ${member.id}`)).toMatch(/never changed/);
    expect(await refusal(sql`UPDATE kyc_reviews SET reason = 'x'`)).toMatch(/append-only/);
  });
});
