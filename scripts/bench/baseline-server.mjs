#!/usr/bin/env node
// The bench's baselines (issue 19): the fastest an API like ours can be on this machine, run as a process of
// its own exactly like the API server, in the same bench run.
//   node scripts/bench/baseline-server.mjs <mode> <port>
// modes: bare            Fastify answering a small JSON object
//        pg-select       Fastify + pg (DATABASE_URL, pool DB_POOL_MAX): one primary-key SELECT per request
//        pglite-select   Fastify + PGlite (a temporary folder): the same SELECT
//        pg-tx           Fastify + pg: one transaction, UPDATE of a row + INSERT of a row
//        pglite-tx       Fastify + PGlite: the same transaction
// Prints "ready" on stdout once it listens.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.join(path.dirname(new URL(import.meta.url).pathname), '../../server/package.json'));
const Fastify = require('fastify');
const [mode, port] = process.argv.slice(2);

const SETUP = `
  CREATE TABLE IF NOT EXISTS bench_accounts (id bigint PRIMARY KEY, name text NOT NULL, balance bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS bench_entries (id bigserial PRIMARY KEY, account_id bigint NOT NULL, amount bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  INSERT INTO bench_accounts (id, name, balance) VALUES (1, 'demo', 1000000000000) ON CONFLICT (id) DO NOTHING;`;
const SELECT = 'SELECT id, name, balance FROM bench_accounts WHERE id = $1';

let cleanup = async () => {};
let select;
let transact;
if (mode.startsWith('pg-')) {
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX || 20) });
  await pool.query(SETUP);
  select = async () => (await pool.query(SELECT, [1])).rows[0];
  transact = async () => {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('UPDATE bench_accounts SET balance = balance - 1 WHERE id = 1');
      await c.query('INSERT INTO bench_entries (account_id, amount) VALUES (1, -1)');
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK');
      throw e;
    } finally {
      c.release();
    }
    return { ok: true };
  };
  cleanup = () => pool.end();
} else if (mode.startsWith('pglite-')) {
  const { PGlite } = require('@electric-sql/pglite');
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-baseline-'));
  const db = await PGlite.create(path.join(dir, 'db'));
  await db.exec(SETUP);
  select = async () => (await db.query(SELECT, [1])).rows[0];
  transact = () => db.transaction(async (tx) => {
    await tx.query('UPDATE bench_accounts SET balance = balance - 1 WHERE id = 1');
    await tx.query('INSERT INTO bench_entries (account_id, amount) VALUES (1, -1)');
    return { ok: true };
  });
  cleanup = async () => { await db.close(); rmSync(dir, { recursive: true, force: true }); };
}

const app = Fastify({ logger: false });
if (mode === 'bare') app.get('/', async () => ({ status: 'ok' }));
else if (mode.endsWith('-select')) app.get('/', async () => { const r = await select(); return { id: Number(r.id), name: r.name, balance: Number(r.balance) }; });
else if (mode.endsWith('-tx')) app.post('/', async () => transact());
else throw new Error(`unknown mode ${mode}`);

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
const stop = async () => { await app.close(); await cleanup(); process.exit(0); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
