// `npm run cluster` under load (node:test; scripts/test.mjs runs it after the build step, on the builds it made).
// It starts the cluster with the very function the script uses (startCluster), on a fresh PostgreSQL database
// and its own Redis key prefix, and drives members' deposits (request + operator approval), withdrawals and
// house rounds through HAProxy while one API instance gets SIGTERM, drains, and is started again by the
// supervisor: no request fails, and every acknowledged operation is in the ledger exactly once. Then an
// operator's decision made on one instance reaches a member's event stream held open on the other instance,
// and through HAProxy. Last, the API image's runtime layout, assembled from server/Dockerfile's own runtime-stage
// instructions (no container engine here), runs server/dist/main.js outside the checkout, without sources.
//
// Needs PostgreSQL (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/casino: a database next to it
// is created and dropped; the role needs CREATEDB) and Redis (TEST_REDIS_URL, else redis://127.0.0.1:6379), and
// server/dist/main.js and web/dist/main.js built; skipped, with a warning, otherwise. Ports: CLUSTER_TEST_PORT_BASE (default 3650:
// 3650–3655, 4650–4659).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import Redis from 'ioredis';
import pg from 'pg';
import { checkRedis, ensureDatabase, startCluster } from './cluster.mjs';
import { ROOT } from './lib/apps.mjs';
import { SERVER_OUT } from './lib/server-build.mjs';
import { WEB_OUT } from './lib/web-build.mjs';

const BASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/casino';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PORT_BASE = process.env.CLUSTER_TEST_PORT_BASE || '3650';
const MEMBERS = 6;
/** The server's `postgres` database: where the test's own database is created and dropped. */
const ADMIN_URL = (() => { const u = new URL(BASE_URL); u.pathname = '/postgres'; return u.toString(); })();

async function whyNot() {
  for (const built of [SERVER_OUT, WEB_OUT]) if (!existsSync(built)) return `${built} is not built (npm run build)`;
  const probe = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try { await probe.connect(); await probe.end(); } catch (e) { return `PostgreSQL does not answer at ${new URL(ADMIN_URL).host} (${e.message})`; }
  try { await checkRedis(REDIS_URL); } catch (e) { return e.message; }
  return null;
}
const skip = await whyNot();
if (skip) process.stderr.write(`\n!!! cluster test SKIPPED: ${skip}\n!!! (CI has PostgreSQL and Redis: there it runs)\n\n`);

/** One keep-alive connection pool per target, as a browser keeps to the API. */
function client(baseUrl) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const call = (method, pathname, { body, headers = {} } = {}) => new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request({
      host: url.hostname, port: url.port, path: pathname, method, agent,
      headers: { ...(payload ? { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { text += c; });
      res.on('end', () => {
        let parsed = text;
        try { parsed = JSON.parse(text); } catch { /* not JSON */ }
        resolve({ status: res.statusCode, body: parsed });
      });
      res.on('error', (e) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e) => resolve({ error: e.code ?? e.message }));
    req.end(payload);
  });
  return { call, close: () => agent.destroy() };
}

/** A member's event stream (GET /main/stream with the bearer token): resolves `opened` at its first frame; `next(type)` waits for an event. */
function openStream(baseUrl, jwt) {
  const url = new URL('/main/stream', baseUrl);
  const events = [];
  const waiters = [];
  let opened;
  const openedP = new Promise((resolve, reject) => { opened = { resolve, reject }; });
  const req = http.get(url, { headers: { authorization: `Bearer ${jwt}`, accept: 'text/event-stream' } }, (res) => {
    if (res.statusCode !== 200) { opened.reject(new Error(`stream answered ${res.statusCode}`)); return; }
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      buffer += chunk;
      opened.resolve();
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const type = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (!type) continue;
        events.push({ type, data: JSON.parse(data) });
        for (const w of [...waiters]) w();
      }
    });
  });
  req.on('error', (e) => opened.reject(e));
  return {
    opened: openedP,
    next: (predicate) => new Promise((resolve) => {
      const check = () => {
        const found = events.find(predicate);
        if (found) { waiters.splice(waiters.indexOf(check), 1); resolve(found); }
      };
      waiters.push(check);
      check();
    }),
    close: () => req.destroy(),
  };
}

const dbName = `casino_cluster_${crypto.randomBytes(4).toString('hex')}`;
const dbUrl = (() => { const u = new URL(BASE_URL); u.pathname = `/${dbName}`; return u.toString(); })();
const dataDir = path.join(os.tmpdir(), `casino-cluster-test-${dbName}`);
const redisPrefix = `casino-cluster-${dbName}:`;
let cluster;
let pool;
let lb;

before(async () => {
  if (skip) return;
  cluster = await startCluster({
    ...process.env,
    CLUSTER_PORT_BASE: PORT_BASE, DATABASE_URL: dbUrl, REDIS_URL, REDIS_KEY_PREFIX: redisPrefix, DATA_DIR: dataDir,
    DEMO_DATA: '1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000', REGISTER_LIMIT_PER_HOUR: '0', HOUSE_MIN_ROUND_INTERVAL_MS: '0',
    JWT_SECRET: '', // the cluster generates one into DATA_DIR, the same for both instances
  }, { handleSignals: false, output: 'quiet' });
  pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  pool.on('error', () => undefined);
  lb = client(cluster.balancerUrl);
});

after(async () => {
  lb?.close();
  await cluster?.stop('test done');
  await pool?.end();
  if (!skip) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    // the rate-limit counters the instances kept under this run's prefix
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  }
});

/** HAProxy's statistics of one server, from its CSV page: sessions (stot), retries, redispatches, status, UP→DOWN changes. */
async function serverStats(name) {
  const [header, ...rows] = (await (await fetch(`${cluster.statsUrl};csv`)).text()).split('\n').map((l) => l.split(','));
  const col = (field) => header.indexOf(field === 'pxname' ? '# pxname' : field);
  const row = rows.find((c) => c[col('pxname')] === 'api_instances' && c[col('svname')] === name) ?? [];
  const num = (field) => Number(row[col(field)] || 0);
  return { sessions: num('stot'), retries: num('wretr'), redispatches: num('wredis'), downs: num('chkdown'), status: row[col('status')] };
}
async function until(what, check, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const ok = (answer, what) => {
  assert.ok(!answer.error, `${what}: no answer (${answer.error})`);
  assert.ok(answer.status < 500, `${what}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

async function newMember(http_) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const username = `cl${suffix}`;
  const reg = ok(await http_.call('POST', '/auth/register', { body: {
    username, email: `${username}@example.com`, password: 'password123', password_confirm: 'password123', nickname: `n${suffix}`,
    phone: '01098765432', bank_name: '신한은행', bank_account: '110123456789', bank_holder: '홍길동', date_of_birth: '1990-01-01',
  } }), 'register');
  assert.equal(reg.code, 0, JSON.stringify(reg));
  const login = ok(await http_.call('POST', '/auth/login', { body: { username, password: 'password123' } }), 'login');
  assert.equal(login.code, 0, JSON.stringify(login));
  return { id: Number(reg.data.id), username, jwt: login.data.jwt };
}

async function operatorJwt(http_) {
  const login = ok(await http_.call('POST', '/operator/login', { body: { username: 'operator', password: 'operator1234' } }), 'operator login');
  assert.equal(login.code, 0, JSON.stringify(login));
  return login.data.jwt;
}

/** Launches the house slot as the member and exchanges the link as the game page does: answers the session token. */
async function openSlot(http_, member, gameId) {
  const launch = ok(await http_.call('GET', `/game/launch?game_id=${gameId}&type=casino`, { headers: { authorization: `Bearer ${member.jwt}` } }), 'launch');
  assert.equal(launch.RESULT, true, JSON.stringify(launch));
  const token = new URL(launch.DATA.url).hash.replace(/^#launch=/, '');
  const session = ok(await http_.call('POST', '/house/session', { body: { launch_token: token } }), 'house session');
  assert.equal(session.code, 0, JSON.stringify(session));
  return session.data.session_token;
}

test('through HAProxy, a SIGTERM to one API instance (drained, started again) fails no request and loses no operation', { skip: skip ?? false, timeout: 150_000 }, async () => {
  const started = Date.now();
  const opJwt = await operatorJwt(lb);
  const gameId = Number((await pool.query("SELECT id FROM games WHERE code = 'house-reels'")).rows[0].id);
  const members = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const m = await newMember(lb);
    members.push({ ...m, slot: await openSlot(lb, m, gameId), deposits: new Set(), withdrawals: new Set(), rounds: new Set() });
  }
  const tally = { requests: 0, failed: [], repeats: 0, iterations: 0, whileDraining: 0, afterRestart: 0 };
  const api1 = cluster.children.api1;
  const firstPid = api1.pid;
  let phase = 'before'; // → 'draining' (SIGTERM sent) → 'back' (api1 up again in HAProxy)

  /** A call through the balancer; any failure is recorded (the run goes on), 6000 = a retried call already done. */
  const send = async (what, method, url, body, headers) => {
    tally.requests += 1;
    const answer = await lb.call(method, url, { body, headers });
    const envelope = answer.body ?? {};
    if (answer.error || answer.status >= 500 || (envelope.code !== 0 && envelope.code !== 6000)) {
      tally.failed.push(`${what}: ${answer.error ?? `${answer.status} ${JSON.stringify(envelope)}`}`);
      return null;
    }
    if (envelope.code === 6000) tally.repeats += 1;
    return envelope.data;
  };

  const worker = async (m) => {
    const auth = { authorization: `Bearer ${m.jwt}` };
    const opAuth = { authorization: `Bearer ${opJwt}` };
    for (let n = 0; ; n += 1) {
      if (phase === 'back' && tally.afterRestart >= MEMBERS * 3) return;
      const seq = (what) => ({ 'x-sequence': `${what}-${m.id}-${n}` });
      const deposit = await send('deposit', 'POST', '/wallet/deposit', { amount: 50_000 }, { ...auth, ...seq('d') });
      if (deposit) {
        const approved = await send('approve', 'POST', `/operator/deposits/${deposit.id}/approve`, {}, { ...opAuth, ...seq('a') });
        if (approved) m.deposits.add(Number(deposit.id));
      }
      const withdrawal = await send('withdraw', 'POST', '/wallet/withdraw', { amount: 10_000 }, { ...auth, ...seq('w') });
      if (withdrawal) m.withdrawals.add(Number(withdrawal.id));
      const round = await send('round', 'POST', '/house/rounds', { bet: 1000 }, { 'x-house-session': m.slot, ...seq('r') });
      if (round) m.rounds.add(Number(round.round.id));
      tally.iterations += 1;
      if (phase === 'draining') tally.whileDraining += 1;
      if (phase === 'back') tally.afterRestart += 1;
    }
  };

  const load = Promise.all(members.map(worker));
  // the SIGTERM lands in the middle of the load
  await until('some load', () => tally.iterations >= MEMBERS * 2);
  const restarted = new Promise((resolve) => cluster.supervisor.events.once('restart', resolve));
  phase = 'draining';
  process.kill(firstPid, 'SIGTERM');
  const exit = await new Promise((resolve) => cluster.supervisor.events.once('exit', resolve));
  assert.deepEqual({ name: exit.name, code: exit.code, restarting: exit.restarting }, { name: 'api1', code: 0, restarting: true }); // drained within the grace
  assert.equal((await restarted).name, 'api1');
  assert.notEqual(api1.pid, firstPid);
  // the new process is ready, and HAProxy sends it requests again (it took api1 out meanwhile, or never saw it gone)
  await until('the restarted api1 to be ready', async () => (await fetch(`${cluster.instanceUrls[0]}/health/ready`).catch(() => null))?.status === 200);
  const sessionsAtReady = (await serverStats('api1')).sessions;
  await until('HAProxy to route to api1 again', async () => {
    const now = await serverStats('api1');
    return now.status === 'UP' && now.sessions >= sessionsAtReady + 10;
  });
  phase = 'back';
  await load;

  const acked = { deposits: 0, withdrawals: 0, rounds: 0 };
  for (const m of members) {
    acked.deposits += m.deposits.size;
    acked.withdrawals += m.withdrawals.size;
    acked.rounds += m.rounds.size;
  }
  const lb1 = await serverStats('api1');
  process.stdout.write(`cluster load: ${tally.requests} requests through HAProxy (${tally.repeats} answered 6000 after a retry), ${tally.failed.length} failed; `
    + `acknowledged ${acked.deposits} deposits, ${acked.withdrawals} withdrawals, ${acked.rounds} house rounds; `
    + `iterations: ${tally.iterations - tally.whileDraining - tally.afterRestart} before the SIGTERM, ${tally.whileDraining} until HAProxy routed to the restarted api1, ${tally.afterRestart} after; `
    + `HAProxy on api1: marked down ${lb1.downs}×, ${lb1.retries} retries, ${lb1.redispatches} redispatched to api2; ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  assert.deepEqual(tally.failed, []);
  assert.ok(tally.whileDraining > 0, 'the load went on while api1 was away');

  for (const m of members) {
    const ledger = (await pool.query('SELECT id, amount, before, after, type, ref FROM ledger WHERE member_id = $1 ORDER BY id', [m.id])).rows
      .map((r) => ({ ...r, amount: Number(r.amount), before: Number(r.before), after: Number(r.after) }));
    const refs = (type) => ledger.filter((r) => r.type === type).map((r) => r.ref).sort();
    const expect = (prefix, ids) => [...ids].map((id) => `${prefix}:${id}`).sort();
    // every acknowledged operation exactly once, and nothing else
    assert.deepEqual(refs('deposit'), expect('deposit', m.deposits), `member ${m.id} deposits`);
    assert.deepEqual(refs('withdraw'), expect('withdrawal', m.withdrawals), `member ${m.id} withdrawals`);
    assert.deepEqual(refs('bet'), expect('house', m.rounds), `member ${m.id} bets`);
    const wins = refs('win');
    assert.equal(new Set(wins).size, wins.length, `member ${m.id}: a round paid twice`);
    assert.ok(wins.every((ref) => m.rounds.has(Number(ref.split(':')[1]))), `member ${m.id}: a win of an unknown round`);
    const deposits = (await pool.query("SELECT id FROM deposit_requests WHERE member_id = $1 AND status = 'completed' ORDER BY id", [m.id])).rows.map((r) => Number(r.id));
    assert.deepEqual(deposits, [...m.deposits].sort((a, b) => a - b));
    // the chain holds: each row starts where the previous ended, and the last one is the balance
    const balance = Number((await pool.query('SELECT balance FROM members WHERE id = $1', [m.id])).rows[0].balance);
    ledger.forEach((r, i) => {
      assert.equal(r.after, r.before + r.amount, `ledger row ${r.id}`);
      if (i > 0) assert.equal(r.before, ledger[i - 1].after, `ledger row ${r.id} follows ${ledger[i - 1].id}`);
    });
    assert.equal(ledger.at(-1)?.after ?? 0, balance);
  }
  assert.ok(acked.deposits >= MEMBERS * 3 && acked.withdrawals >= MEMBERS * 3 && acked.rounds >= MEMBERS * 3);
});

test('an operator decision made on one instance reaches a member stream held on the other, and one through HAProxy', { skip: skip ?? false, timeout: 60_000 }, async () => {
  const [one, two] = cluster.instanceUrls.map(client);
  try {
    const member = await newMember(lb);
    // held open on api1 (the instance started again above) and through HAProxy
    const direct = openStream(cluster.instanceUrls[0], member.jwt);
    const balanced = openStream(cluster.balancerUrl, member.jwt);
    await Promise.all([direct.opened, balanced.opened]);
    const deposit = ok(await one.call('POST', '/wallet/deposit', { body: { amount: 30_000 }, headers: { authorization: `Bearer ${member.jwt}` } }), 'deposit');
    assert.equal(deposit.code, 0, JSON.stringify(deposit));
    // the back office's approval goes to api2
    const approved = ok(await two.call('POST', `/operator/deposits/${deposit.data.id}/approve`, { body: {}, headers: { authorization: `Bearer ${await operatorJwt(two)}` } }), 'approve');
    assert.equal(approved.code, 0, JSON.stringify(approved));
    const decided = (e) => e.type === 'deposit.decided' && e.data.id === deposit.data.id;
    const [seenDirect, seenBalanced] = await Promise.all([direct.next(decided), balanced.next(decided)]);
    // with the balance's ledger mark (the deposit's cash row: a positive id)
    const { balance_seq: mark, ...figures } = seenDirect.data;
    assert.deepEqual(figures, { id: deposit.data.id, status: 'completed', amount: 30_000, balance: 30_000 });
    assert.ok(Number.isSafeInteger(mark) && mark > 0, `balance_seq ${mark}`);
    assert.deepEqual(seenBalanced.data, seenDirect.data);
    direct.close();
    balanced.close();
  } finally {
    one.close();
    two.close();
  }
});

/**
 * The runtime stage of server/Dockerfile, assembled in a temporary folder standing for the image's root: its WORKDIR,
 * ENV and COPY instructions as written (`--from=build` copies the checkout's build output; `--from=deps` the deps
 * stage's package files, with the checkout's installed packages standing in for its `npm ci --omit=dev`), the
 * embedded-database templates left out as its RUN does. Answers the folder, the working directory, the ENV and the CMD.
 */
function assembleApiImage(root) {
  const require = createRequire(import.meta.url);
  const { DockerfileParser } = require(require.resolve('dockerfile-ast', { paths: [path.dirname(require.resolve('dockerfile-utils'))] }));
  const parsed = DockerfileParser.parse(readFileSync(path.join(ROOT, 'server/Dockerfile'), 'utf8'));
  const starts = parsed.getFROMs().map((f) => ({ name: f.getBuildStage(), line: f.getRange().start.line }));
  const stageOf = (i) => starts.filter((s) => s.line <= i.getRange().start.line).at(-1).name;
  const instructions = parsed.getInstructions();
  const inImage = (p) => path.join(root, p);
  const env = {};
  let workdir = '/';
  for (const i of instructions.filter((x) => stageOf(x) === starts.at(-1).name)) {
    const args = i.getArguments().map((a) => a.getValue());
    if (i.getKeyword() === 'WORKDIR') workdir = path.posix.resolve(workdir, args[0]);
    if (i.getKeyword() === 'ENV') for (const p of i.getProperties()) env[p.getName()] = p.getValue();
    if (i.getKeyword() !== 'COPY') continue;
    const from = i.getFromFlag()?.getValue();
    const dest = path.posix.resolve(workdir, args.at(-1));
    if (from === 'build') {
      for (const src of args.slice(0, -1)) cpSync(path.join(ROOT, path.posix.relative('/src', src)), inImage(dest), { recursive: true, filter: (f) => !path.basename(f).startsWith('pglite-template-') });
    } else if (from === 'deps') {
      let depsDir = '/';
      for (const d of instructions.filter((x) => stageOf(x) === 'deps')) {
        const dArgs = d.getArguments().map((a) => a.getValue());
        if (d.getKeyword() === 'WORKDIR') depsDir = path.posix.resolve(depsDir, dArgs[0]);
        if (d.getKeyword() !== 'COPY' || d.getFromFlag()) continue;
        const to = path.posix.resolve(depsDir, dArgs.at(-1));
        for (const src of dArgs.slice(0, -1)) {
          const target = dArgs.at(-1).endsWith('/') || dArgs.length > 2 ? path.posix.join(to, path.basename(src)) : to;
          mkdirSync(path.dirname(inImage(target)), { recursive: true });
          cpSync(path.join(ROOT, src), inImage(target));
        }
      }
      for (const folder of ['node_modules', 'server/node_modules']) {
        if (existsSync(path.join(ROOT, folder))) symlinkSync(path.join(ROOT, folder), inImage(path.posix.join(depsDir, folder)), 'dir');
      }
    } else {
      throw new Error(`the test does not know how to copy ${i.getTextContent()}`);
    }
  }
  const cmd = instructions.filter((x) => x.getKeyword() === 'CMD').at(-1).getJSONStrings().map((j) => j.getJSONValue());
  return { workdir, env, cmd };
}

/** Every file under `dir`, symbolic links (the stand-in packages) not followed. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isSymbolicLink() ? [] : e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

test('each instance counts the requests HAProxy sent it on its own metrics port (RED per route); the public port has no /metrics', { skip: skip ?? false, timeout: 60_000 }, async () => {
  /** The sum over both instances of one series' value in their Prometheus text. */
  const scrape = async (series) => {
    let sum = 0;
    for (const url of cluster.metricsUrls) {
      const res = await fetch(url);
      assert.equal(res.status, 200, url);
      for (const line of (await res.text()).split('\n')) if (line.startsWith(`${series} `)) sum += Number(line.slice(series.length + 1));
    }
    return sum;
  };
  const count = 'casino_http_requests_total{method="GET",route="/support/faq",status_class="2xx"}';
  const timed = 'casino_http_request_duration_seconds_count{method="GET",route="/support/faq"}';
  const before = { count: await scrape(count), timed: await scrape(timed) };
  const sent = 24;
  for (let i = 0; i < sent; i += 1) assert.equal((await lb.call('GET', '/support/faq')).status, 200);
  assert.equal(await scrape(count) - before.count, sent);
  assert.equal(await scrape(timed) - before.timed, sent);
  // the round robin spread them: both instances answered some
  const per = await Promise.all(cluster.metricsUrls.map(async (url) => /casino_http_requests_total\{method="GET",route="\/support\/faq",status_class="2xx"\} (\d+)/.exec(await (await fetch(url)).text())?.[1]));
  assert.ok(per.every((n) => Number(n) > 0), `both instances served /support/faq: ${per.join(', ')}`);
  // the load test's postings are counted too
  assert.ok(await scrape('casino_ledger_postings_total{account="cash",type="deposit"}') > 0);
  assert.equal((await lb.call('GET', '/metrics')).status, 404);
});

test("the API image's runtime layout (server/Dockerfile) runs server/dist/main.js outside the checkout, without sources", { skip: skip ?? false, timeout: 60_000 }, async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'casino-api-image-'));
  const imageDb = (() => { const u = new URL(BASE_URL); u.pathname = `/${dbName}_image`; return u.toString(); })();
  let child;
  try {
    const { workdir, env, cmd } = assembleApiImage(root);
    const sources = filesUnder(root).filter((f) => /\.(ts|tsx)$/.test(f)).map((f) => path.relative(root, f));
    assert.deepEqual(sources, []);
    assert.equal(cmd[0], 'node');
    await ensureDatabase(imageDb);
    const port = Number(PORT_BASE) + 1008;
    const imageEnv = { ...env, DATA_DIR: path.join(root, env.DATA_DIR ?? 'data') };
    mkdirSync(imageEnv.DATA_DIR, { recursive: true });
    let output = '';
    child = spawn(process.execPath, cmd.slice(1), {
      cwd: path.join(root, workdir), stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH, ...imageEnv, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: imageDb, LOG_LEVEL: 'warn',
        JWT_SECRET: crypto.randomBytes(32).toString('hex'), TOTP_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'), CONFIG_KEY: crypto.randomBytes(12).toString('hex'),
      },
    });
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await until('the image layout server to be ready', async () => {
      if (child.exitCode !== null) throw new Error(`it exited (${child.exitCode}):\n${output}`);
      return (await fetch(`${base}/health/ready`).catch(() => null))?.status === 200;
    });
    // migrations from src/db/migrations, and the house game pages served from the built folder (their sources absent)
    const page = await fetch(`${base}/house/play/house-reels`);
    assert.equal(page.status, 200, output);
    assert.match(await page.text(), /<script/);
    child.kill('SIGTERM');
    assert.equal(await exited, 0, output);
  } finally {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}_image" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
});
