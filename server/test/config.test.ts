import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultCorsOrigins, resolveConfig } from '../src/config';
import { remoteVersion } from '../src/db/seed';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'casino-config-'));

describe('resolveConfig', () => {
  it('defaults for development', () => {
    const dir = tmp();
    const config = resolveConfig({ env: { DATA_DIR: dir } });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(path.join(dir, 'db'));
    expect(config.configKey).toBe('casino-dev-config-key');
    expect(config.publicApiUrl).toBe('http://localhost:4000');
    expect(config.demoData).toBe(true);
    expect(config.remoteUrls).toEqual({
      account: 'http://localhost:3001', games: 'http://localhost:3002', wallet: 'http://localhost:3003', support: 'http://localhost:3004',
    });
    expect(config.corsOrigins).toEqual(defaultCorsOrigins());
    expect(config.corsOrigins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://127.0.0.1:3004']));
  });

  it('puts the data folder at <repo root>/data unless DATA_DIR says otherwise', () => {
    const config = resolveConfig({ env: { JWT_SECRET: 'x'.repeat(32) } });
    expect(config.dataDir).toBe(path.resolve(__dirname, '../../data'));
  });

  it('reads the environment', () => {
    const config = resolveConfig({
      env: {
        DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 's'.repeat(40), CONFIG_KEY: 'k', DEMO_DATA: '0',
        CORS_ORIGINS: 'https://a.example, https://b.example', PUBLIC_API_URL: 'https://api.example/', REMOTE_GAMES_URL: 'https://cdn.example/g/',
        RATE_LIMIT_PER_MINUTE: '0', DEMO_MEMBER_PASSWORD: 'another-pass',
      },
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@h/db', jwtSecret: 's'.repeat(40), configKey: 'k', demoData: false,
      corsOrigins: ['https://a.example', 'https://b.example'], publicApiUrl: 'https://api.example', rateLimitPerMinute: 0,
    });
    expect(config.remoteUrls.games).toBe('https://cdn.example/g');
    expect(config.demoAccounts.memberPassword).toBe('another-pass');
    expect(() => resolveConfig({ env: { DATA_DIR: tmp(), RATE_LIMIT_PER_MINUTE: 'lots' } })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => resolveConfig({ env: { DATA_DIR: tmp(), JWT_SECRET: 'short' } })).toThrow(/at least 32/);
  });

  it('generates the jwt secret once, keeps it in <data dir>/jwt-secret with mode 600 and reuses it', () => {
    const dir = tmp();
    const first = resolveConfig({ env: { DATA_DIR: dir } }).jwtSecret;
    const file = path.join(dir, 'jwt-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveConfig({ env: { DATA_DIR: dir } }).jwtSecret).toBe(first);
    expect(resolveConfig({ env: { DATA_DIR: tmp() } }).jwtSecret).not.toBe(first);
  });

  it('gives an in-memory database a throw-away secret without touching the disk', () => {
    const dir = tmp();
    const config = resolveConfig({ env: { DATA_DIR: dir }, pgliteDir: 'memory://' });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
  });

  it('runs as one instance with limits in memory unless told otherwise', () => {
    const config = resolveConfig({ env: { DATA_DIR: tmp() } });
    expect(config).toMatchObject({ instances: 1, redisUrl: undefined, redisKeyPrefix: 'casino:', shutdownGraceMs: 10_000 });
  });

  it('refuses INSTANCES>1 without PostgreSQL, REDIS_URL and an explicit JWT_SECRET, naming each', () => {
    const shared = { DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://r:6379', JWT_SECRET: 's'.repeat(40) };
    const config = resolveConfig({ env: { DATA_DIR: tmp(), INSTANCES: '3', SHUTDOWN_GRACE_MS: '2500', REDIS_KEY_PREFIX: 'c1:', ...shared } });
    expect(config).toMatchObject({ instances: 3, redisUrl: 'redis://r:6379', redisKeyPrefix: 'c1:', shutdownGraceMs: 2500 });

    const without = (name: keyof typeof shared) => () =>
      resolveConfig({ env: { DATA_DIR: tmp(), INSTANCES: '2', ...shared, [name]: '' } });
    expect(without('REDIS_URL')).toThrow(/INSTANCES=2 needs REDIS_URL/);
    expect(without('JWT_SECRET')).toThrow(/INSTANCES=2 needs JWT_SECRET/);
    expect(without('DATABASE_URL')).toThrow(/INSTANCES=2 needs DATABASE_URL/);
    expect(() => resolveConfig({ env: { DATA_DIR: tmp(), INSTANCES: '2' } })).toThrow(/DATABASE_URL.*REDIS_URL.*JWT_SECRET.*Running several instances/);
    // a generated secret kept in the data folder would differ per instance: it does not count
    expect(() => resolveConfig({ env: { DATA_DIR: tmp(), INSTANCES: '2', DATABASE_URL: shared.DATABASE_URL, REDIS_URL: shared.REDIS_URL } })).toThrow(/JWT_SECRET/);
    expect(() => resolveConfig({ env: { DATA_DIR: tmp(), INSTANCES: '0' } })).toThrow(/INSTANCES must be at least 1/);
    expect(() => resolveConfig({ env: { DATA_DIR: tmp(), INSTANCES: 'two' } })).toThrow(/INSTANCES must be a non-negative integer/);
  });
});

describe('remoteVersion', () => {
  it('reads remote-<name>/package.json, else 1.0.0', () => {
    const root = tmp();
    fs.mkdirSync(path.join(root, 'remote-wallet'));
    fs.writeFileSync(path.join(root, 'remote-wallet', 'package.json'), JSON.stringify({ version: '2.3.4' }));
    fs.mkdirSync(path.join(root, 'remote-games'));
    fs.writeFileSync(path.join(root, 'remote-games', 'package.json'), JSON.stringify({ version: 'not-semver' }));
    expect(remoteVersion(root, 'wallet')).toBe('2.3.4');
    expect(remoteVersion(root, 'games')).toBe('1.0.0');
    expect(remoteVersion(root, 'account')).toBe('1.0.0');
  });
});

describe('.env.example', () => {
  it('can be used as-is: its empty values mean "unset"', () => {
    const text = fs.readFileSync(path.join(__dirname, '../.env.example'), 'utf8');
    const env = Object.fromEntries(text.split('\n').filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    const config = resolveConfig({ env, pgliteDir: 'memory://' });
    const defaults = resolveConfig({ env: {}, pgliteDir: 'memory://' });
    expect({ ...config, jwtSecret: '', totpKey: null }).toEqual({ ...defaults, jwtSecret: '', totpKey: null }); // both random: in memory
  });
});
