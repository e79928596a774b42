// The running totals of 0009_running_totals.sql must never drift from a full recount of the rows they stand
// for: unread memos (/main/init), a house session's rounds/bets/wins, and a login session's bets and wins.
// Random sequences of the writes that move them (fast-check) are replayed, and after each sequence every
// kept figure is compared with the old counting query.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { firstRow, rows } from '../../src/db/client';
import { toNumber } from '../../src/db/values';
import { hideMemo, hideReadMemos, markAllMemosRead, markMemoRead } from '../../src/repositories/support-repository';
import { sessionTotals } from '../../src/repositories/house-repository';
import { sessionPlay } from '../../src/repositories/responsible-repository';
import { postLedgerEntry } from '../../src/repositories/ledger-repository';
import { backends, createMember, setupApp } from '../helper';
import { openGame } from '../routes/house/house-helpers';

const RUNS = { numRuns: 15 };

describe.each(backends())('running totals match a full recount ($name)', (backend) => {
  const t = setupApp(backend, { options: { env: { HOUSE_MIN_ROUND_INTERVAL_MS: '0' } } });

  it('unread memos: personal and broadcast memos, reads, hides, read-all, hide-all, deletes', async () => {
    const members = [await createMember(t.app), await createMember(t.app)];
    const kept = async (id: number) => toNumber((await firstRow<{ n: unknown }>(t.app.db, sql`
      SELECT m.memo_unread_offset + (SELECT broadcasts FROM memo_totals) AS n FROM members m WHERE m.id = ${id}`))!.n);
    const recount = async (id: number) => toNumber((await firstRow<{ n: unknown }>(t.app.db, sql`
      SELECT count(*) AS n FROM memos mm
      WHERE (mm.member_id = ${id} OR mm.member_id IS NULL)
        AND NOT EXISTS (SELECT 1 FROM memo_reads r WHERE r.member_id = ${id} AND r.memo_id = mm.id
                        AND (r.read_at IS NOT NULL OR r.deleted_at IS NOT NULL))`))!.n);
    const visibleMemo = async (memberId: number, pick: number) => {
      const ids = await rows<{ id: unknown }>(t.app.db, sql`
        SELECT id FROM memos WHERE member_id = ${memberId} OR member_id IS NULL ORDER BY id`);
      return ids.length ? toNumber(ids[pick % ids.length]!.id) : null;
    };
    const who = fc.integer({ min: 0, max: 1 });
    const op = fc.oneof(
      fc.record({ kind: fc.constant('personal' as const), who }),
      fc.record({ kind: fc.constant('broadcast' as const) }),
      fc.record({ kind: fc.constant('read' as const), who, pick: fc.nat() }),
      fc.record({ kind: fc.constant('hide' as const), who, pick: fc.nat() }),
      fc.record({ kind: fc.constant('readAll' as const), who }),
      fc.record({ kind: fc.constant('hideAll' as const), who }),
      fc.record({ kind: fc.constant('delete' as const), who, pick: fc.nat() }),
    );
    await fc.assert(fc.asyncProperty(fc.array(op, { maxLength: 12 }), async (ops) => {
      for (const o of ops) {
        const member = 'who' in o ? members[o.who]! : members[0]!;
        if (o.kind === 'personal') await t.app.db.execute(sql`INSERT INTO memos (member_id, title, content) VALUES (${member.id}, 'p', 'x')`);
        if (o.kind === 'broadcast') await t.app.db.execute(sql`INSERT INTO memos (member_id, title, content) VALUES (NULL, 'b', 'x')`);
        if (o.kind === 'read' || o.kind === 'hide' || o.kind === 'delete') {
          const id = await visibleMemo(member.id, o.pick);
          if (id === null) continue;
          if (o.kind === 'read') await markMemoRead(t.app.db, member.id, id);
          if (o.kind === 'hide') await hideMemo(t.app.db, member.id, id);
          if (o.kind === 'delete') await t.app.db.execute(sql`DELETE FROM memos WHERE id = ${id}`);
        }
        if (o.kind === 'readAll') await markAllMemosRead(t.app.db, member.id, 'all');
        if (o.kind === 'hideAll') await hideReadMemos(t.app.db, member.id, 'all');
      }
      for (const m of members) expect(await kept(m.id)).toBe(await recount(m.id));
    }), RUNS);
  });

  it('a house session: rounds, bets and wins of its rounds, rolled-back ones excluded', async () => {
    const member = await createMember(t.app);
    const game = await openGame(t.app, member, 'house-slot');
    const sessionId = toNumber((await firstRow<{ id: unknown }>(t.app.db, sql`
      SELECT id FROM house_sessions WHERE member_id = ${member.id} ORDER BY id DESC LIMIT 1`))!.id);
    const recount = async () => {
      const r = (await firstRow<Record<string, unknown>>(t.app.db, sql`
        SELECT count(*) AS rounds, coalesce(sum(bet), 0) AS bet, coalesce(sum(win), 0) AS win
        FROM house_rounds WHERE session_id = ${sessionId} AND state <> 'rolled_back'`))!;
      return { rounds: toNumber(r.rounds), bet: toNumber(r.bet), win: toNumber(r.win), net: toNumber(r.win) - toNumber(r.bet) };
    };
    let seq = 0;
    await fc.assert(fc.asyncProperty(fc.array(fc.oneof(
      fc.record({ kind: fc.constant('play' as const), bet: fc.constantFrom(100, 200, 1000) }),
      fc.record({ kind: fc.constant('rollBack' as const) }),
    ), { maxLength: 6 }), async (ops) => {
      for (const o of ops) {
        if (o.kind === 'play') await game.play({ bet: o.bet }, `rt-${++seq}`);
        // what recovery does to a round it cannot settle (state rolled_back), straight on the row
        else await t.app.db.execute(sql`
          UPDATE house_rounds SET state = 'rolled_back', win = NULL, outcome = NULL, settled_at = now()
          WHERE id = (SELECT max(id) FROM house_rounds WHERE session_id = ${sessionId} AND state = 'settled')`);
      }
      expect(await sessionTotals(t.app.db, sessionId)).toEqual(await recount());
      expect((await game.state()).data.session).toMatchObject(await recount());
    }), RUNS);
  });

  it('a login session: bets (less rollbacks) and wins since it began', async () => {
    const member = await createMember(t.app);
    await postLedgerEntry(t.app.db, { memberId: member.id, type: 'adjust', amount: 10_000_000 });
    await postLedgerEntry(t.app.db, { memberId: member.id, type: 'bet', amount: -5_000 }); // before the session
    // a session that starts now: the trigger records the member's sums at its start
    // (its id from the INSERT itself: the login's session may carry the same created_at)
    const fresh = String((await firstRow<{ id: unknown }>(t.app.db, sql`
      INSERT INTO sessions (id, member_id, expires_at) VALUES (gen_random_uuid(), ${member.id}, now() + interval '1 hour') RETURNING id`))!.id);
    const since = (await firstRow<{ at: unknown }>(t.app.db, sql`SELECT created_at AS at FROM sessions WHERE id = ${fresh}`))!.at;
    const recount = async () => {
      const r = (await firstRow<Record<string, unknown>>(t.app.db, sql`
        SELECT coalesce(sum(-amount) FILTER (WHERE type = 'bet'), 0) - coalesce(sum(amount) FILTER (WHERE type = 'rollback'), 0) AS bets,
               coalesce(sum(amount) FILTER (WHERE type = 'win'), 0) AS wins
        FROM ledger WHERE member_id = ${member.id} AND created_at >= ${since as string}::timestamptz`))!;
      return { bets: Math.max(0, toNumber(r.bets)), wins: toNumber(r.wins) };
    };
    await fc.assert(fc.asyncProperty(fc.array(fc.record({
      type: fc.constantFrom('bet', 'win', 'rollback', 'deposit', 'withdraw'), amount: fc.integer({ min: 1, max: 50_000 }),
    }), { maxLength: 10 }), async (entries) => {
      for (const e of entries) {
        const signed = e.type === 'bet' || e.type === 'withdraw' ? -e.amount : e.amount;
        await postLedgerEntry(t.app.db, { memberId: member.id, type: e.type as never, amount: signed });
      }
      const kept = await sessionPlay(t.app.db, fresh, member.id);
      expect({ bets: kept!.bets, wins: kept!.wins }).toEqual(await recount());
    }), RUNS);
  });
});
