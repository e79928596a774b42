// A server that stops between a round's debit and its credit: at the next start the recovery step settles every
// open round from its committed seeds (crediting the win, if any, once) or, when it cannot be settled, rolls its
// bet back — nothing lost, nothing doubled, however many restarts follow.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../src/db/client';
import type { AppOptions } from '../../src/app';
import { ENGINES } from '../../src/domain/house-games/games.js';
import type { Engine } from '../../src/domain/house-games/types';
import { createLedgerWallet } from '../../src/providers/ledger-wallet';
import { resolveHouseConfig } from '../../src/providers/house/config';
import { openRound } from '../../src/providers/house/rounds';
import { fairStream } from '../../src/providers/house/seeds';
import { build, createMember, operatorToken, type Backend } from '../helper';
import { operatorCalls, walletState } from '../routes/wallet/wallet-helpers';

function storage(backend: Backend): { options: (last: boolean) => Partial<AppOptions>; cleanup: () => void } {
  if (backend.name === 'postgres') {
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const { databaseUrl } = backend.options();
    return { options: (last) => ({ databaseUrl, pgSchema: schema, dropSchemaOnClose: last }), cleanup: () => undefined };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'house-recovery-'));
  return { options: () => ({ pgliteDir: dir, dataDir: dir }), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const backendList: Backend[] = [{ name: 'pglite', options: () => ({}) }];
if (process.env.TEST_DATABASE_URL) backendList.push({ name: 'postgres', options: () => ({ databaseUrl: process.env.TEST_DATABASE_URL }) });

async function ledgerOf(app: FastifyInstance, memberId: number) {
  return (await rows<{ type: string; amount: unknown; ref: string }>(app.db, sql`
    SELECT type, amount, ref FROM ledger WHERE member_id = ${memberId} AND type IN ('bet', 'win', 'rollback') ORDER BY id`))
    .map((r) => ({ type: r.type, amount: Number(r.amount), ref: r.ref }));
}

describe.each(backendList)('house round recovery at restart ($name)', (backend) => {
  jest.setTimeout(120_000);

  it('settles open rounds from their seeds, rolls back what cannot be settled, and does it only once', async () => {
    const store = storage(backend);
    const deps = { config: resolveHouseConfig({ HOUSE_MIN_ROUND_INTERVAL_MS: '0' }), wallet: createLedgerWallet({ pointsRateBp: 100 }) };
    let app = await build(backend, { options: store.options(false) });
    let memberId = 0;
    const opened: Array<{ id: number; engine: string; params: unknown; bet: number }> = [];
    let afterRecovery: Awaited<ReturnType<typeof ledgerOf>>;
    try {
      memberId = (await createMember(app)).id;
      await operatorCalls(app, await operatorToken(app)).adjust(memberId, 100_000);
      // the process "stops" after each debit: rounds are opened (bet debited) and never settled
      const plays = [
        { code: 'house-rocket', engine: 'crash', params: { bet: 1000, target: 101 } }, // wins ~95 %
        { code: 'house-rocket', engine: 'crash', params: { bet: 2000, target: 101 } },
        { code: 'house-reels', engine: 'reels5', params: { bet: 5000 } },
        { code: 'house-baccarat', engine: 'baccarat', params: { bets: { player: 3000, banker: 0, tie: 1000 } } },
        { code: 'house-rocket', engine: 'crash', params: { bet: 500, target: 10000 } }, // loses ~99 %
        { code: 'house-nine', engine: 'nine', params: { bet: 1000 } }, // its engine is "retired" below
      ];
      for (const p of plays) {
        const stake = p.engine === 'baccarat' ? 4000 : p.params.bet!;
        const answer = await app.db.transaction((tx) => openRound(tx, deps, { memberId, sessionId: null, gameCode: p.code, engine: p.engine, params: p.params, stake }));
        expect(answer.code).toBe(0);
        opened.push({ id: (answer.data as { round_id: number }).round_id, engine: p.engine, params: p.params, bet: stake });
      }
      await app.db.execute(sql`UPDATE house_rounds SET engine = 'retired-engine' WHERE id = ${opened[5]!.id}`);
      expect((await walletState(app, memberId)).balance).toBe(100_000 - 13_500);
    } finally {
      await app.close();
    }

    // what each round must pay, computed independently from the stored seeds
    app = await build(backend, { options: store.options(false) });
    try {
      const seeds = await rows<{ id: unknown; server_seed: string; client_seed: string; nonce: unknown }>(app.db, sql`
        SELECT r.id, f.server_seed, f.client_seed, r.nonce FROM house_rounds r JOIN fair_seeds f ON f.id = r.seed_id
        WHERE r.member_id = ${memberId} ORDER BY r.id`);
      const expected = opened.slice(0, 5).map((round, i) => {
        const s = seeds[i]!;
        const engine: Engine<unknown, { win: number }> = ENGINES[round.engine as keyof typeof ENGINES];
        return engine.play(fairStream(s.server_seed, s.client_seed, Number(s.nonce)), round.params).win;
      });
      const states = await rows<{ id: unknown; state: string; win: unknown; recovered: boolean }>(app.db, sql`
        SELECT id, state, win, recovered FROM house_rounds WHERE member_id = ${memberId} ORDER BY id`);
      expect(states.map((s) => [s.state, s.win === null ? null : Number(s.win), Boolean(s.recovered)])).toEqual([
        ...expected.map((win) => ['settled', win, true]),
        ['rolled_back', null, true],
      ]);
      const ledger = await ledgerOf(app, memberId);
      const want = opened.flatMap((round, i) => [
        { type: 'bet', amount: -round.bet, ref: `house:${round.id}` },
        ...(i === 5 ? [{ type: 'rollback', amount: round.bet, ref: `house:${round.id}` }]
          : expected[i]! > 0 ? [{ type: 'win', amount: expected[i]!, ref: `house:${round.id}` }] : []),
      ]);
      // rows are written in order: every bet first (before the stop), then the recovery's credits and rollback
      expect([...ledger].sort((a, b) => a.ref.localeCompare(b.ref) || a.type.localeCompare(b.type)))
        .toEqual([...want].sort((a, b) => a.ref.localeCompare(b.ref) || a.type.localeCompare(b.type)));
      const balance = 100_000 - 13_500 + expected.reduce((a, b) => a + b, 0) + opened[5]!.bet;
      const state = await walletState(app, memberId);
      expect(state.balance).toBe(balance);
      expect(state.problems).toEqual([]);
      afterRecovery = ledger;
    } finally {
      await app.close();
    }

    // another restart changes nothing
    app = await build(backend, { options: store.options(true) });
    try {
      expect(await ledgerOf(app, memberId)).toEqual(afterRecovery);
      expect((await walletState(app, memberId)).problems).toEqual([]);
    } finally {
      await app.close();
      store.cleanup();
    }
  });
});
