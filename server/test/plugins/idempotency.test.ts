// (member, X-Sequence) idempotency, proven through a test-only mutating member route that credits the
// member's balance through the ledger.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Code, Msg } from '@casino/shared/contract';
import { backends, bearer, createMember, json, post, setupApp, type Member } from '../helper';
import { fail, ok } from '../../src/http/envelope';
import { withIdempotency } from '../../src/plugins/idempotency';
import { memberScope } from '../../src/plugins/member-scope';
import { postLedgerEntry } from '../../src/repositories/ledger-repository';
import { checkChain } from '../../src/domain/ledger';
import { toNumber } from '../../src/db/values';
import { claimKey } from '../../src/repositories/idempotency-repository';

/**
 * Set by a test that sends concurrent calls: on PostgreSQL each call's transaction stays open until all of them have
 * reached the route, so they really overlap (the later ones wait on the member's row lock). PGlite has one
 * connection: its transactions never overlap, and a call waiting there for the others would wait for ever.
 */
let overlap: { expected: number; arrived: number; all: Promise<void>; open: () => void } | undefined;
function overlapCalls(expected: number) {
  let open!: () => void;
  const all = new Promise<void>((resolve) => { open = resolve; });
  overlap = { expected, arrived: 0, all, open };
}

const testRoutes = (backend: string) => (app: FastifyInstance) => {
  app.register(memberScope, { routes: async (scope) => {
    scope.post<{ Body: { amount: number } }>('/test/adjust', async (request) => {
      const wait = backend === 'postgres' ? overlap : undefined;
      if (wait && ++wait.arrived === wait.expected) wait.open();
      return withIdempotency(request, async (tx) => {
        const entry = await postLedgerEntry(tx, { memberId: request.member!.id, type: 'adjust', amount: request.body.amount, ref: 'test' });
        if (!entry) return fail(Code.PARAM_INVALID, Msg.insufficient_balance, 'amount');
        await wait?.all;
        return ok({ balance: entry.after, ledger_id: entry.id });
      });
    });
  } });
};

describe.each(backends())('idempotency of mutating member calls ($name)', (backend) => {
  const t = setupApp(backend, { routes: testRoutes(backend.name) });
  let member: Member;
  beforeEach(async () => { member = await createMember(t.app); });
  afterEach(() => { overlap = undefined; });

  const adjust = (amount: number, sequence?: string, token = member.jwt) =>
    post(t.app, '/test/adjust', { amount }, { headers: { ...bearer(token), ...(sequence ? { 'x-sequence': sequence } : {}) } });

  const state = async (memberId: number) => {
    const rows = (await t.app.db.execute(sql`SELECT id, amount, before, after FROM ledger WHERE member_id = ${memberId} ORDER BY id`) as unknown as { rows: Array<Record<string, unknown>> }).rows
      .map((r) => ({ id: toNumber(r.id), amount: toNumber(r.amount), before: toNumber(r.before), after: toNumber(r.after) }));
    const balance = toNumber((await t.app.db.execute(sql`SELECT balance FROM members WHERE id = ${memberId}`) as unknown as { rows: Array<{ balance: unknown }> }).rows[0]!.balance);
    return { rows, balance };
  };

  it('acts once for two concurrent requests with the same X-Sequence; the twin answers 6000 with the first data', async () => {
    overlapCalls(2);
    const [a, b] = (await Promise.all([adjust(1000, 'tab1-1'), adjust(1000, 'tab1-1')])).map(json);
    const codes = [a.code, b.code].sort();
    expect(codes).toEqual([0, 6000]);
    const first = a.code === 0 ? a : b;
    const twin = a.code === 0 ? b : a;
    expect(twin).toEqual({ code: 6000, msg: 'request_already_processed', data: first.data });
    const { rows, balance } = await state(member.id);
    expect(balance).toBe(1000);
    expect(rows).toHaveLength(1);
    expect(checkChain(rows, balance)).toEqual([]);
  });

  it('answers a later repeat with 6000 and the first answer\'s data, changing nothing', async () => {
    const first = json(await adjust(5000, 'tab2-7'));
    expect(first.code).toBe(0);
    const repeat = json(await adjust(5000, 'tab2-7'));
    expect(repeat).toEqual({ code: 6000, msg: 'request_already_processed', data: first.data });
    expect((await state(member.id)).balance).toBe(5000);
  });

  it('acts every time without X-Sequence, and for each distinct sequence', async () => {
    await Promise.all([adjust(100), adjust(100), adjust(100, 'tab3-1'), adjust(100, 'tab3-2')]);
    const { rows, balance } = await state(member.id);
    expect(balance).toBe(400);
    expect(checkChain(rows, balance)).toEqual([]);
  });

  it('keeps keys per member: another member may use the same sequence', async () => {
    const other = await createMember(t.app);
    expect(json(await adjust(300, 'shared-1')).code).toBe(0);
    expect(json(await adjust(300, 'shared-1', other.jwt)).code).toBe(0);
    expect((await state(other.id)).balance).toBe(300);
  });

  it('does not consume the key when the call fails, so a retry is judged afresh', async () => {
    const failed = json(await adjust(-500, 'tab4-1'));
    expect(failed).toMatchObject({ code: 4001, msg: 'insufficient_balance', field: 'amount' });
    expect(json(await adjust(1000, 'tab4-2')).code).toBe(0);
    const retried = json(await adjust(-500, 'tab4-1'));
    expect(retried.code).toBe(0);
    expect(retried.data.balance).toBe(500);
    const { rows, balance } = await state(member.id);
    expect(checkChain(rows, balance)).toEqual([]);
  });

  it('never lets the balance go below zero under concurrent debits', async () => {
    expect(json(await adjust(1000)).code).toBe(0);
    overlapCalls(6);
    const answers = (await Promise.all(Array.from({ length: 6 }, (_, i) => adjust(-300, `drain-${i}`)))).map(json);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.msg === 'insufficient_balance')).toHaveLength(3);
    const { rows, balance } = await state(member.id);
    expect(balance).toBe(100);
    expect(checkChain(rows, balance)).toEqual([]);
  });

  it('refuses an unusable X-Sequence with 4001 on mutating calls', async () => {
    const res = json(await adjust(100, 'x'.repeat(200)));
    expect(res).toMatchObject({ code: 4001, msg: 'invalid_input_value', field: 'x-sequence' });
    expect((await state(member.id)).balance).toBe(0);
  });

  it('forgets keys after 24 hours', async () => {
    expect(json(await adjust(100, 'old-1')).code).toBe(0);
    await t.app.db.execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE member_id = ${member.id}`);
    expect(json(await adjust(100, 'old-1')).code).toBe(0);
    expect((await state(member.id)).balance).toBe(200);
  });

  it('makes logout idempotent as well', async () => {
    const res = json(await post(t.app, '/auth/logout', {}, { headers: { ...bearer(member.jwt), 'x-sequence': 'tab5-1' } }));
    expect(res.code).toBe(0);
    const key = (await t.app.db.execute(sql`SELECT path FROM idempotency_keys WHERE member_id = ${member.id} AND sequence = 'tab5-1'`) as unknown as { rows: Array<{ path: string }> }).rows;
    expect(key).toEqual([{ path: '/auth/logout' }]);
  });
  // PostgreSQL only: it takes a second connection to see the lock
  (backend.name === 'postgres' ? it : it.skip)("locks the member's row in the key's claim, before any work", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let claimed!: () => void;
    const claimedNow = new Promise<void>((resolve) => { claimed = resolve; });
    const first = t.app.db.transaction(async (tx) => {
      expect(await claimKey(tx, { kind: 'member', id: member.id }, 'lock-1', { method: 'POST', path: '/test/adjust', digest: 'd' })).toEqual({ claimed: true });
      claimed();
      await held;
    });
    await claimedNow;
    // FOR NO KEY UPDATE conflicts with the claim's lock, not with the key share its foreign key takes
    const other = await t.app.db.transaction((tx) => tx.execute(sql`SELECT id FROM members WHERE id = ${member.id} FOR NO KEY UPDATE NOWAIT`))
      .then(() => 'took the lock', (e: { code?: string; cause?: { code?: string } }) => e.cause?.code ?? e.code);
    release();
    await first;
    expect(other).toBe('55P03');
  });
});
