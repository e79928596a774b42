// compose.yaml (docs/operations.md "Deploy"): the services of a production deployment and how they start: two API
// instances of the API image behind HAProxy (deploy/haproxy/haproxy.cfg mounted, its variables given), PostgreSQL
// and Redis, the web tier; health checks, start order on health, signals reaching node, and no password, key or
// secret with a default value anywhere (each must come from .env). No container engine here: the file's structure.
const fs = require('node:fs');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const YAML = require('yaml');

const ROOT = path.resolve(__dirname, '../..');
// `<<: *api` merge keys, as compose reads them
const compose = YAML.parse(fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true });
const services = compose.services;
const names = Object.keys(services);
const apis = names.filter((name) => services[name].build?.dockerfile === 'server/Dockerfile');
const ms = (value) => {
  const m = /^(\d+)(ms|s|m)$/.exec(String(value));
  return m ? Number(m[1]) * { ms: 1, s: 1000, m: 60_000 }[m[2]] : NaN;
};
/** A service's environment as an object (compose accepts a map or a list of KEY=value). */
const envOf = (service) => (Array.isArray(service.environment)
  ? Object.fromEntries(service.environment.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))
  : service.environment ?? {});

it('has PostgreSQL, Redis, two API instances, HAProxy and the web tier', () => {
  expect(names).toEqual(expect.arrayContaining(['postgres', 'redis', 'haproxy', 'web']));
  expect(apis).toHaveLength(2);
  expect(services.web.build.dockerfile).toBe('web/Dockerfile');
  for (const name of apis) expect(fs.existsSync(path.join(ROOT, services[name].build.context, services[name].build.dockerfile))).toBe(true);
});

describe('the API instances', () => {
  it.each(apis)('%s: several instances on the shared database and Redis, behind one proxy hop, in production mode', (name) => {
    const env = envOf(services[name]);
    expect(env).toMatchObject({ NODE_ENV: 'production', INSTANCES: '2', TRUST_PROXY: '1' });
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(env.REDIS_URL).toMatch(/@redis:6379$/);
    // demo accounts never exist in this deployment: the first owner comes from bootstrap-owner
    expect(env).not.toHaveProperty('DEMO_DATA');
  });

  it('share one JWT_SECRET, CONFIG_KEY and TOTP_ENCRYPTION_KEY (a token signed by one is accepted by the other)', () => {
    const [a, b] = apis.map((name) => envOf(services[name]));
    for (const key of ['JWT_SECRET', 'CONFIG_KEY', 'TOTP_ENCRYPTION_KEY', 'DATABASE_URL', 'REDIS_URL']) {
      expect(a[key]).toBeTruthy();
      expect(b[key]).toBe(a[key]);
    }
  });

  it.each(apis)('%s: SIGTERM reaches node (init) and the stop waits longer than the drain', (name) => {
    const s = services[name];
    expect(s.init).toBe(true);
    expect(ms(s.stop_grace_period)).toBeGreaterThan(Number(envOf(s).SHUTDOWN_GRACE_MS));
  });

  it.each(apis)('%s: health is readiness, and it starts once PostgreSQL and Redis are healthy', (name) => {
    expect(services[name].healthcheck.test.join(' ')).toContain('/health/ready');
    expect(services[name].depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
  });
});

describe('HAProxy', () => {
  const haproxy = services.haproxy;
  // the configuration without its comments
  const cfg = fs.readFileSync(path.join(ROOT, 'deploy/haproxy/haproxy.cfg'), 'utf8').split('\n').filter((line) => !/^\s*#/.test(line)).join('\n');

  it('runs deploy/haproxy/haproxy.cfg, the file `npm run cluster` uses, read-only', () => {
    const mount = haproxy.volumes.find((v) => String(v).startsWith('./deploy/haproxy/haproxy.cfg:'));
    expect(mount).toBeDefined();
    const [, target, mode] = mount.split(':');
    expect(mode).toBe('ro');
    expect(haproxy.command).toEqual(expect.arrayContaining(['-f', target]));
  });

  it('is given every variable its configuration reads, and each instance is one of the API services', () => {
    const vars = [...new Set([...cfg.matchAll(/"\$\{(\w+)\}"/g)].map((m) => m[1]))];
    expect(vars.length).toBeGreaterThan(0);
    const env = envOf(haproxy);
    for (const v of vars) expect(env[v]).toBeTruthy();
    const upstreams = Object.entries(env).filter(([k]) => /^API\d+_ADDR$/.test(k)).map(([, v]) => v.split(':')[0]);
    expect(upstreams.sort()).toEqual([...apis].sort());
  });

  it('starts once both API instances are healthy, and publishes the API port', () => {
    expect(haproxy.depends_on).toEqual(Object.fromEntries(apis.map((name) => [name, { condition: 'service_healthy' }])));
    expect(haproxy.ports).toEqual(expect.arrayContaining([expect.stringMatching(/:4000$/)]));
  });

  it('checks readiness, retries refused requests elsewhere, keeps event streams open and adds X-Forwarded-For', () => {
    expect(cfg).toMatch(/^\s*option httpchk\b/m);
    expect(cfg).toMatch(/http-check send meth GET uri \/health\/ready/);
    expect(cfg).toMatch(/^\s*option redispatch\b/m);
    expect(cfg).toMatch(/^\s*retry-on .*conn-failure/m);
    expect(cfg).toMatch(/^\s*timeout tunnel\b/m);
    expect(cfg).toMatch(/^\s*option forwardfor\b/m);
    // the API writes a comment on an open stream every 25 s: the idle timeouts must outlast it
    for (const side of ['client', 'server']) expect(ms(new RegExp(`^\\s*timeout ${side} (\\S+)`, 'm').exec(cfg)[1])).toBeGreaterThan(25_000);
  });
});

describe('every service', () => {
  it.each(['postgres', 'redis', ...apis, 'web'])('%s has a health check', (name) => {
    const test = services[name].healthcheck?.test;
    expect(Array.isArray(test) && ['CMD', 'CMD-SHELL'].includes(test[0])).toBe(true);
  });

  it('waits on a condition for each service it depends on', () => {
    for (const name of names) {
      const deps = services[name].depends_on;
      if (!deps) continue;
      expect(Array.isArray(deps)).toBe(false); // the short list form has no condition
      for (const dep of Object.values(deps)) expect(['service_healthy', 'service_started', 'service_completed_successfully']).toContain(dep.condition);
    }
    expect(Object.keys(services.web.depends_on)).toContain('haproxy');
  });

  it('gives each API instance its own name and an unpublished metrics port for Prometheus', () => {
    const envs = apis.map((name) => envOf(services[name]));
    expect(envs.map((e) => e.INSTANCE_NAME)).toEqual(apis);
    for (const e of envs) expect(e.METRICS_PORT).toBe('9464');
    for (const name of apis) expect(services[name].ports ?? []).toEqual([]);
    const prometheus = YAML.parse(fs.readFileSync(path.join(ROOT, 'deploy/prometheus/prometheus.yml'), 'utf8'));
    const targets = prometheus.scrape_configs.flatMap((c) => c.static_configs.flatMap((t) => t.targets));
    expect(targets.sort()).toEqual(apis.map((name) => `${name}:9464`).sort());
  });

  it('lets the web tier read the API inside the network, through the balancer, for first screens', () => {
    const env = services.web.environment;
    expect(new URL(env.INTERNAL_API_URL).host).toBe('haproxy:4000');
    expect(String(env.FIRST_SCREEN)).toMatch(/^\$\{FIRST_SCREEN:-1\}$/);
  });

  it('has no default for a password, secret or key: each comes from .env, required (${VAR:?…})', () => {
    const secretish = /PASSWORD|SECRET|_KEY$|^KEY$/;
    const found = [];
    for (const name of names) {
      for (const [key, value] of Object.entries(envOf(services[name]))) {
        const text = String(value);
        if (secretish.test(key)) found.push([`${name}.${key}`, /^\$\{\w+:\?[^}]*\}$/.test(text)]);
        // a URL's credentials as well
        const credentials = /\/\/([^@/]*)@/.exec(text)?.[1];
        if (credentials) found.push([`${name}.${key} credentials`, /^[^:]*:\$\{\w+:\?[^}]*\}$/.test(credentials)]);
      }
    }
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter(([, required]) => !required).map(([where]) => where)).toEqual([]);
  });
});
