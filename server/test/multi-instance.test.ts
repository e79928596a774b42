// Two real server processes (src/main.ts under tsx, the source the production bundle is built from) on one PostgreSQL database and one
// Redis, as behind a load balancer: they must behave as one. The login limit is counted across both, concurrent
// withdrawals split between them spend exactly the balance, and a SIGTERM to one of them in the middle of a
// load loses no acknowledged operation and answers nothing with a 5xx.
// Runs only with TEST_DATABASE_URL (a fresh database next to it is created and dropped: the role needs
// CREATEDB) and a Redis answering at TEST_REDIS_URL (default redis://127.0.0.1:6379); skipped otherwise.
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { Pool } from 'pg';
import { Code, LOGIN_FAILURES_PER_USERNAME } from '@casino/shared/contract';
import { checkChain } from '../src/domain/ledger';
import { TEST_JWT_SECRET, registration, type AnswerBody } from './helper';
import { deleteRedisKeys, redisAnswers, TEST_REDIS_URL, uniqueRedisPrefix } from './redis-helper';

const SERVER_DIR = path.resolve(__dirname, '..');
const baseUrl = process.env.TEST_DATABASE_URL;
const enabled = Boolean(baseUrl) && redisAnswers();

interface Answer { status: number; body: AnswerBody; at: number }
type Outcome = Answer | { error: string; at: number };
const isError = (o: Outcome): o is { error: string; at: number } => 'error' in o;

/** One keep-alive connection pool per instance, as a load balancer keeps to its upstreams. */
class Instance {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  child!: ChildProcess;
  output = '';
  exited: Promise<number | null> = Promise.resolve(null);
  constructor(readonly name: string, readonly port: number) {}

  start(env: NodeJS.ProcessEnv) {
    // `node --import tsx`, not the tsx launcher: the signal reaches the server process itself
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR, env: { ...env, PORT: String(this.port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (d) => { this.output += d; });
    this.child.stderr!.on('data', (d) => { this.output += d; });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  /**
   * Waits for the line main.ts writes once the server listens (after the database and Redis are up), then checks
   * readiness once; a process that exits first fails at once. A start that hangs ends at the test's timeout.
   */
  async ready() {
    await new Promise<void>((resolve, reject) => {
      const stop = () => { this.child.stdout!.off('data', check); this.child.off('exit', exited); };
      const check = () => { if (this.output.includes('Casino API listening on')) { stop(); resolve(); } };
      const exited = (code: number | null) => { stop(); reject(new Error(`${this.name} exited (${code}):\n${this.output}`)); };
      this.child.stdout!.on('data', check);
      this.child.once('exit', exited);
      if (this.child.exitCode !== null) exited(this.child.exitCode);
      else check();
    });
    const r = await this.call('GET', '/health/ready');
    if (isError(r) || r.status !== 200) throw new Error(`${this.name} listens but is not ready (${JSON.stringify(r)}):\n${this.output}`);
  }

  call(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Outcome> {
    return new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request({
        host: '127.0.0.1', port: this.port, path: url, method, agent: this.agent,
        headers: { ...(payload ? { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => { text += c; });
        res.on('end', () => {
          let parsed: unknown = text;
          try { parsed = JSON.parse(text); } catch { /* not JSON */ }
          resolve({ status: res.statusCode ?? 0, body: parsed, at: Date.now() });
        });
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, at: Date.now() }));
      });
      req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, at: Date.now() }));
      req.end(payload);
    });
  }

  stop() {
    this.agent.destroy();
    if (this.child && this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const answer = (o: Outcome) => {
  if (isError(o)) throw new Error(`no answer: ${o.error}`);
  return o.body;
};

(enabled ? describe : describe.skip)('two API processes on one PostgreSQL and one Redis', () => {
  jest.setTimeout(90_000);
  const dbName = `${new URL(baseUrl ?? 'postgres://x/ci').pathname.slice(1) || 'casino'}_two_${crypto.randomBytes(4).toString('hex')}`;
  let admin: Pool;
  let pool: Pool;
  const prefix = uniqueRedisPrefix();
  const a = new Instance('A', 0);
  const b = new Instance('B', 0);
  let started = 0;
  let opJwt = '';
  let checkerJwt = '';

  const op = (i: Instance, url: string, body: unknown = {}) => i.call('POST', url, body, { authorization: `Bearer ${opJwt}` });
  async function newMember(i: Instance, funds: number) {
    const reg = registration();
    const created = answer(await i.call('POST', '/auth/register', reg));
    expect(created.code).toBe(0);
    const login = answer(await i.call('POST', '/auth/login', { username: reg.username, password: reg.password }));
    expect(login.code).toBe(0);
    if (funds > 0) {
      const credited = answer(await op(i, `/operator/members/${created.data.id}/adjust`, { amount: funds, reason: 'test' }));
      expect(credited.code).toBe(0);
      const pending = credited.data.pending_approval as { id: number } | undefined;
      if (pending) expect(answer(await i.call('POST', `/operator/approvals/${pending.id}/approve`, {}, { authorization: `Bearer ${checkerJwt}` })).code).toBe(0);
    }
    return { id: created.data.id as number, username: reg.username, jwt: login.data.jwt as string };
  }
  async function ledgerState(memberId: number) {
    const member = (await pool.query('SELECT balance FROM members WHERE id = $1', [memberId])).rows[0];
    const cash = (await pool.query('SELECT id, amount, before, after, type, ref FROM ledger WHERE member_id = $1 ORDER BY id', [memberId])).rows;
    const withdrawals = (await pool.query('SELECT id, amount, status, ledger_id FROM withdrawal_requests WHERE member_id = $1 ORDER BY id', [memberId])).rows;
    const balance = Number(member.balance);
    const chain = cash.map((r) => ({ id: Number(r.id), amount: Number(r.amount), before: Number(r.before), after: Number(r.after) }));
    return { balance, cash, withdrawals, problems: checkChain(chain, balance) };
  }

  beforeAll(async () => {
    started = Date.now();
    admin = new Pool({ connectionString: baseUrl, max: 1 });
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const url = new URL(baseUrl!);
    url.pathname = `/${dbName}`;
    pool = new Pool({ connectionString: url.toString(), max: 2 });
    // pool.end() resolves before its sockets are gone: the DROP … WITH (FORCE) below may still reach one
    pool.on('error', () => undefined);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(), REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, INSTANCES: '2',
      TRUST_PROXY: '1', // one hop, as behind the balancer: the client's address is the last X-Forwarded-For value
      JWT_SECRET: TEST_JWT_SECRET, RATE_LIMIT_PER_MINUTE: '100000', REGISTER_LIMIT_PER_HOUR: '0', SHUTDOWN_GRACE_MS: '10000',
      DATA_DIR: path.join(os.tmpdir(), `casino-two-${dbName}`),
    };
    (a as { port: number }).port = await freePort();
    (b as { port: number }).port = await freePort();
    // both start at once on the empty database: migrations and seeds serialise on their advisory lock
    a.start(env);
    b.start(env);
    await Promise.all([a.ready(), b.ready()]);
    opJwt = answer(await a.call('POST', '/operator/login', { username: 'operator', password: 'operator1234' })).data.jwt;
    // four eyes (issue 47 §1): a credit above the approval threshold waits for a second operator
    checkerJwt = answer(await a.call('POST', '/operator/login', { username: 'operator-compliance', password: 'compliance1234' })).data.jwt;
  });

  afterAll(async () => {
    a.stop();
    b.stop();
    await Promise.all([a.exited, b.exited]);
    await pool?.end();
    await admin?.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    await admin?.end();
    await deleteRedisKeys(prefix);
    process.stdout.write(`two-instance suite: ${((Date.now() - started) / 1000).toFixed(1)} s in all\n`);
  });

  it('counts failed logins across both: the username cap falls at the same total as on one process, for the addresses that failed', async () => {
    const m = await newMember(a, 0);
    // one failure from each of LOGIN_FAILURES_PER_USERNAME addresses (as the balancer forwards them), alternating
    // instances: no address reaches its own delay, only the username's total counts
    const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
    const codes: Array<number | string> = [];
    for (let i = 0; i < LOGIN_FAILURES_PER_USERNAME; i++) {
      codes.push(answer(await (i % 2 ? b : a).call('POST', '/auth/login', { username: m.username, password: `wrong-${i}` }, from(i + 1))).code);
    }
    expect(codes).toEqual(Array(LOGIN_FAILURES_PER_USERNAME).fill(Code.AUTH_FAILED));
    // an address that failed is now refused on either instance, even with the right password
    for (const i of [a, b]) {
      const refused = await i.call('POST', '/auth/login', { username: m.username, password: 'password123' }, from(1));
      expect(refused).toMatchObject({ status: 429, body: { code: Code.TOO_MANY_REQUESTS, msg: 'too_many_requests' } });
    }
    // and a clean one still logs in, on either: an outsider cannot lock the member out
    for (const i of [a, b]) expect(answer(await i.call('POST', '/auth/login', { username: m.username, password: 'password123' }, from(200))).code).toBe(Code.OK);
  });

  it('60 concurrent withdrawals split across both: exactly the affordable ones succeed', async () => {
    const m = await newMember(b, 1_000_000);
    const auth = { authorization: `Bearer ${m.jwt}` };
    // 60 × 30,000 = 1,800,000 asked of 1,000,000: 33 fit (990,000), 27 do not
    const outcomes = await Promise.all(Array.from({ length: 60 }, (_, i) =>
      (i % 2 ? b : a).call('POST', '/wallet/withdraw', { amount: 30_000 }, { ...auth, 'x-sequence': `two-w-${i}` })));
    const bodies = outcomes.map(answer);
    const ok = bodies.filter((x) => x.code === 0);
    const refused = bodies.filter((x) => x.code === 4001 && x.msg === 'insufficient_balance');
    const byA = bodies.filter((x, i) => i % 2 === 0 && x.code === 0).length;
    process.stdout.write(`two-instance withdrawals: ${ok.length} succeeded (${byA} on A, ${ok.length - byA} on B), ${refused.length} refused (insufficient_balance)\n`);
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(27);
    expect(ok.map((x) => x.data.balance).sort((x, y) => y - x)).toEqual(Array.from({ length: 33 }, (_, i) => 1_000_000 - (i + 1) * 30_000));
    const state = await ledgerState(m.id);
    expect(state.balance).toBe(10_000);
    expect(state.withdrawals).toHaveLength(33);
    expect(state.cash.every((r) => Number(r.after) >= 0)).toBe(true);
    expect(state.problems).toEqual([]);
  });

  it('SIGTERM to one instance mid-load: no acknowledged operation lost, nothing answered 5xx', async () => {
    const m = await newMember(a, 5_000_000);
    const auth = { authorization: `Bearer ${m.jwt}` };
    const total = 240;
    const tally = { answeredA: 0, answeredB: 0, answeredBDuringDrain: 0, refusedB: 0, resetB: 0, retriedOnA: 0, retryFoundDone: 0, fiveXX: 0 };
    const acknowledged = new Map<string, number>(); // x-sequence → withdrawal id
    let sigtermAt = 0;
    let next = 0;
    let done = 0;

    const record = (seq: string, o: Answer) => {
      if (o.status >= 500) tally.fiveXX += 1;
      if (o.body?.code === 0 || o.body?.code === 6000) acknowledged.set(seq, o.body.data.id);
      else throw new Error(`unexpected answer to ${seq}: ${o.status} ${JSON.stringify(o.body)}`);
    };
    const worker = async () => {
      while (next < total) {
        const n = next++;
        const seq = `drain-${n}`;
        const target = n % 2 ? b : a;
        const o = await target.call('POST', '/wallet/withdraw', { amount: 10_000 }, { ...auth, 'x-sequence': seq });
        done += 1;
        if (done === 40) { sigtermAt = Date.now(); b.child.kill('SIGTERM'); }
        if (!isError(o)) {
          if (target === a) tally.answeredA += 1;
          else {
            tally.answeredB += 1;
            if (sigtermAt && o.at >= sigtermAt) tally.answeredBDuringDrain += 1;
          }
          record(seq, o);
          continue;
        }
        // refused by the stopping instance: allowed only once the drain has begun, and then retried on the
        // other instance with the same X-Sequence, as a load balancer would (a request B did take answers 6000)
        expect(target).toBe(b);
        expect(sigtermAt).toBeGreaterThan(0);
        if (o.error === 'ECONNREFUSED') tally.refusedB += 1;
        else tally.resetB += 1;
        tally.retriedOnA += 1;
        const retry = await a.call('POST', '/wallet/withdraw', { amount: 10_000 }, { ...auth, 'x-sequence': seq });
        if (!isError(retry) && retry.body?.code === 6000) tally.retryFoundDone += 1; // B had done it before the reset
        record(seq, retry as Answer);
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    const exitCode = await b.exited;
    process.stdout.write(`two-instance drain: ${JSON.stringify(tally)}, B exited ${exitCode} ${Date.now() - sigtermAt} ms after SIGTERM\n`);

    expect(exitCode).toBe(0); // drained within SHUTDOWN_GRACE_MS
    expect(tally.answeredBDuringDrain + tally.refusedB + tally.resetB).toBeGreaterThan(0); // the load went on across it
    expect(tally.fiveXX).toBe(0);
    expect(acknowledged.size).toBe(total);
    // every acknowledged withdrawal is in the ledger, once; nothing else is
    const state = await ledgerState(m.id);
    const ids = new Set(state.withdrawals.map((w) => Number(w.id)));
    expect([...acknowledged.values()].every((id) => ids.has(id))).toBe(true);
    expect(state.withdrawals).toHaveLength(total);
    expect(new Set(state.withdrawals.map((w) => Number(w.ledger_id))).size).toBe(total);
    expect(state.cash.filter((r) => r.type === 'withdraw')).toHaveLength(total);
    expect(state.balance).toBe(5_000_000 - total * 10_000);
    expect(state.problems).toEqual([]);
    // the survivor carries on and is ready
    expect(await a.call('GET', '/health/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});
