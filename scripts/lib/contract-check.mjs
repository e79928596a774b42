// The contract check of a team's own pipeline (scripts/team-ci.mjs, issue 45 §8): can this remote, built now, run in
// the current host against the current API? Three questions, each answered with the mismatch named:
//   - every shared singleton the remote requires (its release record's ranges) accepts the version the host's
//     release.json provides: the same rule as the registry's compatibility gate (server/src/domain/remote-delivery.ts
//     gateProblems), so a remote that passes here is not refused there for its singletons;
//   - the @casino/shared contract major the remote was built for is the host's (the API is built from the same
//     contract; its side is judged path by path below);
//   - every API path the remote calls (`api.get(Paths.x …)` in its sources) is in the API's OpenAPI document, with
//     that method when the call names one.
// The pure parts (checkContract, calledPaths, toOpenApiPath) are tested in scripts/contract-check.test.mjs; the
// rest reads files and starts the built API server on a throwaway PGlite folder for its document.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { appDir, ROOT } from './apps.mjs';
import { buildServer, SERVER_OUT } from './server-build.mjs';

const require = createRequire(import.meta.url);
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The problems between a remote's release record (or the record its build will write) and the host's record and
 * the API's document; an empty list means compatible. `calls`: [{ name, path, method?, file }], path in the
 * document's form (`/support/memos/{id}`), null when `Paths` has no such name.
 */
export function checkContract({ remote, host, api, calls }) {
  const problems = [];
  for (const [pkg, { requiredVersion }] of Object.entries(remote.shared ?? {})) {
    if (pkg === '@casino/shared') continue; // judged by the contract major below, as the gate does
    const provided = host.shared?.[pkg];
    const ok = provided && semver.valid(provided.version) && semver.satisfies(provided.version, requiredVersion, { includePrerelease: true });
    if (!ok) problems.push(`singleton ${pkg}: the remote requires ${requiredVersion}, the host provides ${provided?.version ?? 'nothing'}`);
  }
  if (!semver.valid(remote.contractVersion) || !semver.valid(host.contractVersion)) {
    problems.push(`contract: not versions (the remote's "${remote.contractVersion}", the host's "${host.contractVersion}")`);
  } else if (semver.major(remote.contractVersion) !== semver.major(host.contractVersion)) {
    problems.push(`contract: the remote was built for @casino/shared contract ${remote.contractVersion}, the host provides ${host.contractVersion} (major differs)`);
  }
  for (const call of calls) {
    const where = `${call.file}: Paths.${call.name}`;
    if (call.path === null) { problems.push(`api: ${where} is not in shared/src/contract/paths.ts`); continue; }
    const operations = api.paths[call.path];
    if (!operations) problems.push(`api: ${where} → ${call.path} is not in the API's OpenAPI document`);
    else if (call.method && !operations[call.method]) {
      problems.push(`api: ${where} → ${call.method.toUpperCase()} ${call.path} is not in the API's OpenAPI document (it has ${Object.keys(operations).map((m) => m.toUpperCase()).join(', ')})`);
    }
  }
  return problems;
}

/** `/support/memos/:id` → `/support/memos/{id}`, as @fastify/swagger writes route parameters. */
export function toOpenApiPath(p) {
  return p.replace(/:(\w+)/g, '{$1}');
}

/**
 * The `Paths.x` a source text calls, with the method when it is written `api.<method>(Paths.x` or
 * `api.request('<METHOD>', Paths.x`. One entry per name and method; a name also used without a method (passed on,
 * built into a URL) is listed without one.
 */
export function callsIn(text, file) {
  const found = new Map();
  for (const m of text.matchAll(/\bPaths\.(\w+)/g)) {
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    const method = /\bapi\.(\w+)(?:<[^()]*>)?\(\s*$/.exec(before)?.[1] ?? /\bapi\.request(?:<[^()]*>)?\(\s*'(\w+)',\s*$/.exec(before)?.[1]?.toLowerCase();
    const known = method && HTTP_METHODS.includes(method) ? method : undefined;
    found.set(`${m[1]} ${known ?? ''}`, { name: m[1], method: known, file });
  }
  return [...found.values()];
}

/** Every `Paths.x` call in a folder's sources, tests left out (they may name paths the remote never calls). */
export function calledPaths(srcDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push(...callsIn(readFileSync(p, 'utf8'), path.relative(ROOT, p)));
      }
    }
  };
  walk(srcDir);
  return out;
}

/** Resolves each call's name through shared/src/contract/paths.ts (functions get the route parameter `:id`). */
export async function resolveCalls(calls) {
  const { tsImport } = await import('tsx/esm/api');
  const { Paths, ROUTE_ID } = await tsImport(path.join(ROOT, 'shared/src/contract/paths.ts'), import.meta.url);
  return calls.map((c) => {
    const value = Paths[c.name];
    const raw = typeof value === 'function' ? value(ROUTE_ID) : typeof value === 'string' ? value : null;
    return { ...c, path: raw === null ? null : toOpenApiPath(raw) };
  });
}

/**
 * What the remote's build records (scripts/webpack/release-record.cjs): the shared singletons with their ranges
 * (scripts/webpack/mf-shared.cjs, from the installed packages) and the contract version of shared/package.json.
 * Used before the build; a superset of the singletons the built record lists (only those the remote imports).
 */
export function plannedRecord() {
  const { sharedConfig } = require(path.join(ROOT, 'scripts/webpack/mf-shared.cjs'));
  const shared = {};
  for (const [name, e] of Object.entries(sharedConfig({ role: 'remote' }))) {
    if (!name.endsWith('/')) shared[name] = { requiredVersion: e.requiredVersion, version: e.version };
  }
  return { shared, contractVersion: JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).contractVersion };
}

export function builtRecord(app, version) {
  return JSON.parse(readFileSync(path.join(appDir(app), 'dist', version, 'release.json'), 'utf8'));
}

/** The host's release record: a file, an http(s) URL (a deployed host's /release.json), or host/dist/release.json. */
export async function hostRecord(source = path.join(ROOT, 'host/dist/release.json')) {
  if (/^https?:\/\//.test(source)) {
    const res = await fetch(source, { redirect: 'error' });
    if (!res.ok) throw new Error(`the host's release record ${source} answered ${res.status}`);
    return res.json();
  }
  return JSON.parse(readFileSync(source, 'utf8'));
}

/**
 * The API's OpenAPI document: from `source` (a deployed API's /docs/json, or a file) when given, else from the built
 * server (server/dist/main.js, rebuilt when stale) started on `port` over a throwaway PGlite folder, without demo
 * data, and stopped once it answered. The document is the one the running API serves, routes and all.
 */
export async function openApiDocument({ source, port }) {
  if (source && /^https?:\/\//.test(source)) {
    const res = await fetch(source, { redirect: 'error' });
    if (!res.ok) throw new Error(`the API's OpenAPI document ${source} answered ${res.status}`);
    return res.json();
  }
  if (source) return JSON.parse(readFileSync(source, 'utf8'));
  if (!(await buildServer({ quiet: true }))) throw new Error('the API server build failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-contract-'));
  const child = spawn(process.execPath, [SERVER_OUT], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_DATA: '0', OPENAPI_DOCS: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let gone = false;
  exited.then(() => { gone = true; });
  try {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      if (gone) throw new Error(`the API server stopped before answering:\n${output.slice(-2000)}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/docs/json`);
        if (res.ok) return await res.json();
      } catch { /* not listening yet */ }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the API server did not answer http://127.0.0.1:${port}/docs/json in 60 s:\n${output.slice(-2000)}`);
  } finally {
    if (!gone) { child.kill('SIGTERM'); await exited; }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
