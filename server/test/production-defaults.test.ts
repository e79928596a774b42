// Issue 44 §4: safe production defaults. DEMO_DATA off in production unless exactly 1 (and a database still holding
// a demo account with its published password refuses to start without it), a loud warning in an explicit production
// demo, TRUST_PROXY as hops or addresses (never `true`), /docs off in production unless OPENAPI_DOCS=1 (the
// document itself is still built), and the TOTP encryption key (required in production, generated in development).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { parseTrustProxy, resolveConfig } from '../src/config';
import { refuseDemoAccounts } from '../src/db/seed';
import { backends, build, type Backend } from './helper';
import { existingTemplate } from './pglite-template';

const KEY = Buffer.alloc(32, 3).toString('base64');
const memory = { pgliteDir: 'memory://', jwtSecret: 'x'.repeat(40) };

describe('configuration', () => {
  it('DEMO_DATA: on by default in development, off by default in production, on there only with exactly 1', () => {
    expect(resolveConfig({ ...memory, env: {} }).demoData).toBe(true);
    expect(resolveConfig({ ...memory, env: { DEMO_DATA: '0' } }).demoData).toBe(false);
    const prod = (DEMO_DATA?: string) => resolveConfig({ ...memory, env: { NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: KEY, ...(DEMO_DATA === undefined ? {} : { DEMO_DATA }) } });
    expect(prod().demoData).toBe(false);
    expect(prod('1').demoData).toBe(true);
    expect(() => prod('yes')).toThrow(/DEMO_DATA=yes is not understood in production/);
  });

  it('TRUST_PROXY: a hop count or IPs/CIDRs; true is refused with the reason', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,::1')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true is refused: it trusts every X-Forwarded-For hop/);
    expect(() => parseTrustProxy('proxy.local')).toThrow(/neither a hop count nor an IP address or CIDR/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => resolveConfig({ ...memory, env: { TRUST_PROXY: 'TRUE' } })).toThrow(/refused/);
  });

  it('TOTP_ENCRYPTION_KEY: required in production (not in an explicit demo), generated once into DATA_DIR in development', () => {
    expect(() => resolveConfig({ ...memory, env: { NODE_ENV: 'production' } })).toThrow(/TOTP_ENCRYPTION_KEY is required in production/);
    expect(resolveConfig({ ...memory, env: { NODE_ENV: 'production', DEMO_DATA: '1' } }).totpMandatory).toBe(false);
    expect(resolveConfig({ ...memory, env: { NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: KEY } }).totpMandatory).toBe(true);
    expect(() => resolveConfig({ ...memory, env: { TOTP_ENCRYPTION_KEY: 'too-short' } })).toThrow(/32 random bytes/);
    expect(resolveConfig({ ...memory, env: { TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) } }).totpKey).toEqual(Buffer.alloc(32, 0xab));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'totp-key-'));
    try {
      const first = resolveConfig({ env: {}, dataDir: dir, jwtSecret: 'x'.repeat(40) }).totpKey;
      expect(fs.statSync(path.join(dir, 'totp-key')).mode & 0o777).toBe(0o600);
      expect(resolveConfig({ env: {}, dataDir: dir, jwtSecret: 'x'.repeat(40) }).totpKey).toEqual(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('instances starting together on a fresh data folder all read one whole TOTP key and JWT secret; none fails', async () => {
    // Each child resolves the configuration on fresh folders, in rounds started together (a "go" file per round, which
    // every child waits for once it is ready): the file's creator and the others race as two API instances do.
    // Created with `wx` and then written, a reader could find the file empty and exit (npm run cluster, 2026-12-03).
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-race-'));
    const CHILDREN = 4;
    const ROUNDS = 15;
    const child = `
      import fs from 'node:fs';
      import path from 'node:path';
      const [root, id, rounds] = process.argv.slice(1);
      const config = await import(${JSON.stringify(path.join(__dirname, '../src/config.ts'))});
      const { resolveConfig } = config.resolveConfig ? config : config.default; // the server's sources are CommonJS
      const out = [];
      for (let i = 0; i < Number(rounds); i += 1) {
        fs.writeFileSync(path.join(root, 'ready-' + id + '-' + i), '');
        while (!fs.existsSync(path.join(root, 'go-' + i))) { /* spin: start with the others */ }
        try {
          const c = resolveConfig({ env: {}, dataDir: path.join(root, 'd' + i) });
          out.push(c.totpKey.toString('hex') + ' ' + c.jwtSecret);
        } catch (e) {
          out.push('error: ' + e.message);
        }
      }
      process.stdout.write(JSON.stringify(out));`;
    const { spawn } = await import('node:child_process');
    try {
      const runs = Array.from({ length: CHILDREN }, (_, id) => new Promise<string[]>((resolve, reject) => {
        const p = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child, root, String(id), String(ROUNDS)], { cwd: path.join(__dirname, '..') });
        let text = '';
        p.stdout.on('data', (d: Buffer) => { text += d.toString(); });
        p.on('error', reject);
        p.on('exit', () => { try { resolve(JSON.parse(text) as string[]); } catch (e) { reject(e); } });
      }));
      for (let i = 0; i < ROUNDS; i += 1) {
        const ready = () => Array.from({ length: CHILDREN }, (_, id) => fs.existsSync(path.join(root, `ready-${id}-${i}`))).every(Boolean);
        while (!ready()) await new Promise((r) => setImmediate(r));
        fs.writeFileSync(path.join(root, `go-${i}`), '');
      }
      const results = await Promise.all(runs);
      for (let i = 0; i < ROUNDS; i += 1) {
        const seen = results.map((r) => r[i]);
        expect(seen.filter((s) => s!.startsWith('error'))).toEqual([]);
        expect(new Set(seen).size).toBe(1);
        expect(fs.readdirSync(path.join(root, `d${i}`)).sort()).toEqual(['jwt-secret', 'totp-key']);
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.each(backends())('production start (%s)', (backend) => {
  it('serves /docs in development, not in production unless OPENAPI_DOCS=1; the OpenAPI document is built either way', async () => {
    const prod = await build(backend, { options: { env: { NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: KEY }, demoData: false } });
    try {
      expect((await prod.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
      expect(Object.keys((prod.swagger() as { paths: object }).paths)).toContain('/operator/login');
    } finally {
      await prod.close();
    }
    const shown = await build(backend, { options: { env: { NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: KEY, OPENAPI_DOCS: '1' }, demoData: false } });
    try {
      expect((await shown.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await shown.close();
    }
  });

  it('an explicit production demo (DEMO_DATA=1) starts with a loud warning', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const app = await build(backend, { options: { env: { NODE_ENV: 'production', DEMO_DATA: '1' }, demoData: undefined, logger: { level: 'warn', stream } as never } });
    try {
      expect(app.config.demoData).toBe(true);
      expect(lines.join('')).toContain('DEMO MODE IN PRODUCTION (DEMO_DATA=1)');
    } finally {
      await app.close();
    }
  });

  it('a production start without DEMO_DATA=1 on a database a demo seeded stops with the reason', async () => {
    // one database kept across two starts: a PGlite folder, or a PostgreSQL schema
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-refusal-'));
    const schema = `t_demo_${process.pid}_${Date.now() % 100000}`;
    const same = (drop: boolean): Partial<ReturnType<Backend['options']>> => (backend.name === 'pglite'
      ? { dataDir: dir, pgliteDir: path.join(dir, 'db'), pgliteTemplate: existingTemplate() }
      : { ...backend.options(), dataDir: dir, pgSchema: schema, dropSchemaOnClose: drop });
    try {
      await (await build(backend, { options: same(false) })).close(); // development: demo data seeded
      await expect(build(backend, { options: { ...same(false), env: { NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: KEY }, demoData: undefined } }))
        .rejects.toThrow(/demo accounts with their published passwords/);
      const demo = await build(backend, { options: { ...same(true), env: { NODE_ENV: 'production', DEMO_DATA: '1' }, demoData: undefined } });
      await demo.close(); // an explicit demo starts (and drops the PostgreSQL schema)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a production start on a database holding demo accounts with their published passwords', async () => {
    const app = await build(backend); // development: demo accounts seeded
    try {
      await expect(refuseDemoAccounts(app.db, app.config, app.passwords))
        .rejects.toThrow(/NODE_ENV=production: the database holds demo accounts with their published passwords \(operator\/operator1234/);
      // once every demo password is changed, the start is allowed
      const changed = await app.passwords.hash('a-real-password-0');
      await app.db.execute(sql`UPDATE operators SET password_hash = ${changed}`);
      await app.db.execute(sql`UPDATE members SET password_hash = ${changed}`);
      await expect(refuseDemoAccounts(app.db, app.config, app.passwords)).resolves.toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
