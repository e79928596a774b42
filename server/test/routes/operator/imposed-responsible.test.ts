// Responsible gaming imposed by the site's team (issue 47 §4): compliance sets a limit ceiling, a time-out or an
// exclusion with a reason; the member's own rules enforce it (deposits, bets, launches), the member cannot loosen,
// end or shorten it, the refusal carries the reason, and both audits name the operator. Also the at-risk flag,
// the roles, and bad input.
import { OperatorPaths } from '@casino/shared/contract';
import { rows, sql } from '../../../src/db/client';
import { setClockForTests } from '../../../src/domain/responsible/clock';
import { backends, bearer, createMember, json, operatorToken, post, setupApp, type Member } from '../../helper';
import { accountCalls, auditOf } from '../account/responsible-helpers';
import { openGame } from '../house/house-helpers';
import { memberCalls, operatorCalls } from '../wallet/wallet-helpers';

const PASSWORD: Record<string, string> = { 'operator-cashier': 'cashier1234', 'operator-support': 'support1234', 'operator-compliance': 'compliance1234' };
let seq = 0;
const nextSeq = () => `imposed-${process.pid}-${Date.now()}-${++seq}`;

describe.each(backends())('responsible gaming imposed by the site ($name)', (backend) => {
  const t = setupApp(backend);
  const tokens: Record<string, string> = {};
  let owner: string;
  beforeAll(async () => {
    owner = await operatorToken(t.app);
    for (const [username, password] of Object.entries(PASSWORD)) {
      tokens[username] = json(await post(t.app, '/operator/login', { username, password })).data.jwt as string;
    }
  });
  afterEach(() => setClockForTests(null));

  const as = (token: string) => async (url: string, body: unknown) =>
    json(await post(t.app, url, body, { headers: { ...bearer(token), 'x-sequence': nextSeq() } }));
  const compliance = () => as(tokens['operator-compliance']!);
  const funded = async (amount = 100_000): Promise<Member> => {
    const member = await createMember(t.app);
    expect((await operatorCalls(t.app, owner).adjust(member.id, amount)).code).toBe(0);
    return member;
  };
  const operatorAudit = async (memberId: number) => rows<{ operator: string; action: string; after: { reason?: string } }>(t.app.db, sql`
    SELECT operator, action, after FROM operator_audit WHERE member_id = ${memberId} AND action LIKE 'member.%' AND action <> 'member.view' ORDER BY id`);

  it('an imposed time-out refuses deposits, launches and house bets with the reason and the end; the member cannot shorten it', async () => {
    const member = await funded();
    const game = await openGame(t.app, member, 'house-reels'); // opened before: the bet itself is refused
    const imposed = await compliance()(OperatorPaths.memberImposeExclusion(member.id), { kind: 'timeout', period: '7d', reason: 'Asked us for a break on the phone' });
    expect(imposed).toMatchObject({ code: 0, data: { kind: 'timeout', period: '7d', imposed: true, reason: 'Asked us for a break on the phone' } });
    const until = imposed.data.until as string;
    const refusal = { code: 4030, msg: 'operator_excluded', data: { reason: 'Asked us for a break on the phone', until } };

    expect(await game.play({ bet: 1000 })).toEqual(refusal);
    expect(await memberCalls(t.app, member).deposit(50_000)).toEqual(refusal);
    const launch = await accountCalls(t.app, member).get(`/game/launch?game_id=${(await rows<{ id: unknown }>(t.app.db, sql`SELECT id FROM games WHERE code = 'house-reels'`))[0]!.id}&type=casino`);
    expect(launch).toMatchObject({ RESULT: false, ...refusal });
    // nothing was written: the balance is untouched
    expect((await memberCalls(t.app, member).init()).amount).toBe(100_000);

    // the member sees it on the responsible-gaming page, with the reason and the end
    const mine = await accountCalls(t.app, member).limits();
    expect(mine.data.exclusion).toMatchObject({ kind: 'timeout', imposed: true, reason: 'Asked us for a break on the phone', until });
    // … and can neither shorten it nor end it (there is no call for that; a shorter one is refused)
    expect(await accountCalls(t.app, member).exclude('timeout', '24h')).toMatchObject({ code: 4001, msg: 'exclusion_cannot_be_shortened' });
    // a longer one of the member's own is fine (stricter)
    expect((await accountCalls(t.app, member).exclude('timeout', '30d')).code).toBe(0);

    // audited: the member's trail names the operator's action, the operator audit carries the reason
    const trail = await auditOf(t.app, owner, member.id);
    expect(trail.find((r) => r.action === 'imposed_exclusion:timeout')).toMatchObject({ actor: 'operator', new_value: expect.stringContaining('Asked us for a break') });
    expect(await operatorAudit(member.id)).toEqual(expect.arrayContaining([
      expect.objectContaining({ operator: 'operator-compliance', action: 'member.responsible.exclusion', after: expect.objectContaining({ reason: 'Asked us for a break on the phone', period: '7d' }) }),
    ]));
    // the member timeline shows it with the operator's name
    const timeline = await operatorCalls(t.app, owner).get(`${OperatorPaths.memberTimeline(member.id)}?kinds=responsible,operator`);
    expect(timeline.data.list).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'responsible', action: 'imposed_exclusion:timeout', actor: 'operator-compliance' }),
      expect.objectContaining({ kind: 'operator', action: 'member.responsible.exclusion', actor: 'operator-compliance' }),
    ]));
  });

  it('compliance cannot shorten an exclusion in force either', async () => {
    const member = await createMember(t.app);
    expect((await accountCalls(t.app, member).exclude('self_exclusion', '6m')).code).toBe(0);
    expect(await compliance()(OperatorPaths.memberImposeExclusion(member.id), { kind: 'timeout', period: '24h', reason: 'x' }))
      .toMatchObject({ code: 4001, msg: 'exclusion_cannot_be_shortened', field: 'period' });
  });

  it('an imposed deposit limit is a ceiling: enforced by the deposit rule, the member may go stricter but never looser', async () => {
    setClockForTests(new Date('2030-07-24T03:00:00Z'));
    const member = await createMember(t.app);
    const me = accountCalls(t.app, member);
    expect((await me.setLimit('deposit_daily', 500_000)).code).toBe(0);
    const imposed = await compliance()(OperatorPaths.memberImposeLimit(member.id), { kind: 'deposit_daily', value: 100_000, reason: 'Affordability check pending' });
    expect(imposed).toMatchObject({ code: 0, data: { kind: 'deposit_daily', value: 100_000, reason: 'Affordability check pending' } });

    const limits = await me.limits();
    expect(limits.data.limits.deposit_daily).toBe(100_000); // lowered at once
    expect(limits.data.imposed).toEqual([expect.objectContaining({ kind: 'deposit_daily', value: 100_000, reason: 'Affordability check pending' })]);

    // enforced by the member's own deposit rule
    expect(await memberCalls(t.app, member).deposit(150_000)).toMatchObject({ code: 4001, msg: 'deposit_limit_daily', field: 'amount' });
    // the member cannot raise above it nor remove it; a stricter value is fine
    expect(await me.setLimit('deposit_daily', 200_000)).toMatchObject({ code: 4001, msg: 'imposed_limit_ceiling', field: 'value', data: { limit: 100_000, reason: 'Affordability check pending' } });
    expect(await me.setLimit('deposit_daily', null)).toMatchObject({ code: 4001, msg: 'imposed_limit_ceiling' });
    expect(await me.setLimit('deposit_daily', 50_000)).toMatchObject({ code: 0, data: { applied: true } });
    // a raise within the ceiling waits out the cooling-off as ever
    expect(await me.setLimit('deposit_daily', 100_000)).toMatchObject({ code: 0, data: { applied: false } });

    // compliance lowers its own ceiling; a higher one is refused and changes nothing
    expect((await compliance()(OperatorPaths.memberImposeLimit(member.id), { kind: 'deposit_daily', value: 80_000, reason: 'Lower still' })).code).toBe(0);
    expect(await compliance()(OperatorPaths.memberImposeLimit(member.id), { kind: 'deposit_daily', value: 90_000, reason: 'Raise' }))
      .toMatchObject({ code: 4001, msg: 'imposed_limit_cannot_loosen', field: 'value' });
    const after = await me.limits();
    expect(after.data.limits.deposit_daily).toBe(50_000);
    expect(after.data.pending).toEqual([]); // the waiting raise to 100,000 was above the new ceiling: dropped
    expect(after.data.imposed).toEqual([expect.objectContaining({ value: 80_000, reason: 'Lower still' })]);

    // 25 hours later nothing applies above the ceiling
    setClockForTests(new Date('2030-07-25T04:00:00Z'));
    expect((await me.limits()).data.limits.deposit_daily).toBe(50_000);

    // the database itself refuses a value above the ceiling
    await expect(t.app.db.execute(sql`UPDATE member_limits SET value = 900000 WHERE member_id = ${member.id} AND kind = 'deposit_daily'`)).rejects.toThrow();

    const trail = await auditOf(t.app, owner, member.id);
    expect(trail.filter((r) => r.action === 'imposed_limit:deposit_daily')).toHaveLength(2);
  });

  it('an imposed session-minute limit lowers the value the bet check reads', async () => {
    const member = await funded();
    expect((await compliance()(OperatorPaths.memberImposeLimit(member.id), { kind: 'session_minutes', value: 30, reason: 'Long sessions at night' })).code).toBe(0);
    const [row] = await rows<{ value: unknown; imposed_value: unknown }>(t.app.db, sql`
      SELECT value, imposed_value FROM member_limits WHERE member_id = ${member.id} AND kind = 'session_minutes'`);
    expect([Number(row!.value), Number(row!.imposed_value)]).toEqual([30, 30]);
    expect(await accountCalls(t.app, member).setLimit('session_minutes', 60)).toMatchObject({ code: 4001, msg: 'imposed_limit_ceiling' });
  });

  it('flags a member at risk and clears it, audited; shown in the member detail and the list', async () => {
    const member = await createMember(t.app);
    const set = await compliance()(OperatorPaths.memberAtRisk(member.id), { at_risk: true, reason: 'Chasing losses in chat' });
    expect(set).toMatchObject({ code: 0, data: { member_id: member.id, at_risk: true, reason: 'Chasing losses in chat', by: 'operator-compliance' } });
    const detail = await operatorCalls(t.app, owner).get(OperatorPaths.member(member.id));
    expect(detail.data).toMatchObject({ at_risk: true, at_risk_reason: 'Chasing losses in chat', at_risk_by: 'operator-compliance' });
    const list = await operatorCalls(t.app, owner).get(`${OperatorPaths.members}?q=${member.username}`);
    expect(list.data.list.find((r: { id: number }) => r.id === member.id)).toMatchObject({ at_risk: true });
    // the member never sees it
    expect(JSON.stringify(await accountCalls(t.app, member).limits())).not.toContain('Chasing');

    expect((await compliance()(OperatorPaths.memberAtRisk(member.id), { at_risk: false, reason: 'Spoke again, fine now' })).data.at_risk).toBe(false);
    expect((await operatorCalls(t.app, owner).get(OperatorPaths.member(member.id))).data.at_risk).toBe(false);
    const trail = await auditOf(t.app, owner, member.id);
    expect(trail.map((r) => r.action).filter((a) => a.startsWith('at_risk'))).toEqual(['at_risk:cleared', 'at_risk:set']);
    expect((await operatorAudit(member.id)).filter((r) => r.action === 'member.at_risk').map((r) => r.after.reason)).toEqual(['Chasing losses in chat', 'Spoke again, fine now']);
  });

  it('only owner and compliance: cashier and support are refused, and nothing changes', async () => {
    const member = await createMember(t.app);
    for (const who of ['operator-cashier', 'operator-support']) {
      for (const [url, body] of [
        [OperatorPaths.memberImposeLimit(member.id), { kind: 'deposit_daily', value: 10_000, reason: 'r' }],
        [OperatorPaths.memberImposeExclusion(member.id), { kind: 'timeout', period: '24h', reason: 'r' }],
        [OperatorPaths.memberAtRisk(member.id), { at_risk: true, reason: 'r' }],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { ...bearer(tokens[who]!), 'content-type': 'text/plain', 'x-sequence': nextSeq() } });
        expect(res.statusCode === 403 || json(res).code === 4030).toBe(true);
      }
    }
    const limits = await accountCalls(t.app, member).limits();
    expect(limits.data).toMatchObject({ exclusion: null, imposed: [] });
    expect((await as(owner)(OperatorPaths.memberImposeExclusion(member.id), { kind: 'timeout', period: '24h', reason: 'Owner may' })).code).toBe(0);
  });

  it('bad input answers a code with the field and changes nothing', async () => {
    const member = await createMember(t.app);
    const call = compliance();
    expect(await call(OperatorPaths.memberImposeLimit(member.id), { kind: 'deposit_daily', value: 10_000, reason: '   ' })).toMatchObject({ code: 4000, field: 'reason' });
    expect(await call(OperatorPaths.memberImposeLimit(member.id), { kind: 'deposit_daily', value: 10_000 })).toMatchObject({ code: 4000, field: 'reason' });
    expect(await call(OperatorPaths.memberImposeLimit(member.id), { kind: 'session_minutes', value: 5000, reason: 'r' })).toMatchObject({ code: 4001, field: 'value' });
    expect(await call(OperatorPaths.memberImposeLimit(member.id), { kind: 'deposit_daily', value: 0, reason: 'r' })).toMatchObject({ code: 4001, field: 'value' });
    expect(await call(OperatorPaths.memberImposeLimit(member.id), { kind: 'nope', value: 10, reason: 'r' })).toMatchObject({ code: 4001, field: 'kind' });
    expect(await call(OperatorPaths.memberImposeExclusion(member.id), { kind: 'timeout', period: '6m', reason: 'r' })).toMatchObject({ code: 4001, field: 'period' });
    expect(await call(OperatorPaths.memberImposeExclusion(member.id), { kind: 'timeout', period: '24h', reason: 'x'.repeat(501) })).toMatchObject({ code: 4001, field: 'reason' });
    expect(await call(OperatorPaths.memberAtRisk(member.id), { at_risk: 'yes', reason: 'r' })).toMatchObject({ code: 4001, field: 'at_risk' });
    expect(await call(OperatorPaths.memberImposeExclusion(999_999_999), { kind: 'timeout', period: '24h', reason: 'r' })).toMatchObject({ code: 5005, field: 'id' });
    expect(await accountCalls(t.app, member).limits()).toMatchObject({ data: { exclusion: null, imposed: [] } });
    expect(await auditOf(t.app, owner, member.id)).toEqual([expect.objectContaining({ action: 'date_of_birth' })]);
  });
});
