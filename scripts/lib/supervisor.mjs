// Process supervision for `npm start`, the e2e stack and `npm run cluster` (docs/decisions/012-typed-web-tier.md).
//
// API
//
//   import { createSupervisor } from './supervisor.mjs';
//   const sup = createSupervisor({ name: 'start', graceMs: 5000, handleSignals: true, log: console.error });
//   const api = sup.start({
//     name: 'api',                           // how every message names it
//     command: process.execPath,             // default: this node
//     args: ['server/dist/main.js'],
//     cwd, env,                              // as child_process.spawn
//     restart: 'never',                      // 'never' (default) | 'on-failure' | 'always'
//     maxRestarts: 5,                        // within the whole run; one more death stops everything
//     backoffMs: 500,                        // wait before restart n: backoffMs × 2^(n-1), at most 10 s
//     tailLines: 20,                         // lines of output kept for the death report
//     output: 'inherit',                     // 'inherit': lines copied to this process's stdout/stderr,
//                                            // prefixed with `[name] ` when prefix: true; 'quiet': kept only
//     prefix: false,
//   });
//   api.pid / api.child                      // the current process (changes on restart)
//   api.restarts                             // how many times it was restarted
//   await sup.stop('reason')                 // SIGTERM to every child, SIGKILL after graceMs; resolves when all
//                                            // have exited (idempotent)
//   await sup.stopped                        // resolves { reason, failed } once every child is down for good
//   sup.children                             // Map name → handle
//   sup.events                               // EventEmitter: 'exit' { name, code, signal, tail, restarting },
//                                            // 'restart' { name, attempt }, 'stop' { reason, failed }
//
// Rules
//   - When a child dies, the supervisor says which and why: `[<sup>] <name> exited with code 1` (or `was
//     killed by SIGKILL`), then the last lines it printed. It then restarts it (its policy allows it and it has
//     restarts left, after the back-off) or stops every other child (`failed: true`).
//   - A child that dies while the supervisor is stopping is expected: no report, no restart.
//   - With handleSignals (the default), SIGINT/SIGTERM, an uncaught exception or an unhandled rejection of this
//     process stops every child first (SIGTERM, then SIGKILL after graceMs), then this process exits (0 after a
//     signal, 1 after an error). On this process's 'exit' any child still alive is sent SIGKILL: no orphan ever
//     keeps a port.
//   - Children are spawned in their own process group (detached) and signalled as a group, so a child's own
//     children (a shell, npx) go with it; they are not unref'd, so the parent never leaves before them.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';

const MAX_BACKOFF_MS = 10_000;

/** Kept last lines of a stream (a ring of `max` lines; a partial last line is kept too). */
function tailKeeper(max) {
  const lines = [];
  let partial = '';
  return {
    push(chunk) {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > max) lines.shift();
      }
    },
    lines: () => (partial.trim() ? [...lines, partial].slice(-max) : [...lines]),
  };
}

/** Sends `signal` to a child's whole process group (its own children too); false when it is already gone. */
function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    try { return child.kill(signal); } catch { return false; }
  }
}

export function createSupervisor({ name: supName = 'supervisor', graceMs = 5_000, handleSignals = true, log = (line) => console.error(line) } = {}) {
  const events = new EventEmitter();
  const children = new Map();
  let stopping = null;
  let resolveStopped;
  const stopped = new Promise((r) => { resolveStopped = r; });
  const say = (line) => log(`[${supName}] ${line}`);

  function spawnChild(handle) {
    const { spec } = handle;
    const tail = tailKeeper(spec.tailLines ?? 20);
    const child = spawn(spec.command ?? process.execPath, spec.args ?? [], {
      cwd: spec.cwd, env: spec.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32',
    });
    const forward = (stream, out) => stream.on('data', (d) => {
      const text = String(d);
      tail.push(text);
      if ((spec.output ?? 'inherit') !== 'inherit') return;
      out.write(spec.prefix ? text.split('\n').map((l, i, all) => (i === all.length - 1 && !l ? '' : `[${spec.name}] ${l}`)).join('\n') : text);
    });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    handle.child = child;
    handle.pid = child.pid;
    handle.exited = new Promise((resolve) => {
      child.once('error', (e) => { tail.push(`${e.message}\n`); });
      child.once('close', (code, signal) => { resolve({ code, signal }); onExit(handle, child, code, signal, tail.lines()); });
    });
  }

  function onExit(handle, child, code, signal, tail) {
    if (handle.child !== child) return;
    handle.alive = false;
    if (stopping) { events.emit('exit', { name: handle.spec.name, code, signal, tail, restarting: false }); return; }
    const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    const policy = handle.spec.restart ?? 'never';
    const wanted = policy === 'always' || (policy === 'on-failure' && (signal !== null || code !== 0));
    const restarting = wanted && handle.restarts < (handle.spec.maxRestarts ?? 5);
    say(`${handle.spec.name} ${why}${restarting ? '; restarting it' : wanted ? '; no restarts left, stopping everything' : '; stopping everything'}.`);
    if (tail.length) say(`last output of ${handle.spec.name}:\n${tail.map((l) => `    ${l}`).join('\n')}`);
    events.emit('exit', { name: handle.spec.name, code, signal, tail, restarting });
    if (!restarting) { void stop(`${handle.spec.name} ${why}`, true); return; }
    handle.restarts += 1;
    const wait = Math.min((handle.spec.backoffMs ?? 500) * 2 ** (handle.restarts - 1), MAX_BACKOFF_MS);
    handle.timer = setTimeout(() => {
      handle.timer = undefined;
      if (stopping) return;
      spawnChild(handle);
      handle.alive = true;
      events.emit('restart', { name: handle.spec.name, attempt: handle.restarts });
    }, wait);
  }

  function start(spec) {
    if (!spec?.name) throw new Error('a supervised child needs a name');
    if (children.has(spec.name)) throw new Error(`a child named ${spec.name} is already supervised`);
    if (stopping) throw new Error(`${supName} is stopping: ${spec.name} not started`);
    const handle = { spec, restarts: 0, alive: true, child: undefined, pid: undefined, exited: undefined, timer: undefined };
    children.set(spec.name, handle);
    spawnChild(handle);
    return handle;
  }

  async function stopOne(handle) {
    clearTimeout(handle.timer);
    const { child } = handle;
    if (!child || !signalGroup(child, 'SIGTERM')) return;
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await handle.exited;
    clearTimeout(timer);
  }

  function stop(reason = 'stopped', failed = false) {
    if (!stopping) {
      stopping = Promise.all([...children.values()].map(stopOne)).then(() => {
        const result = { reason, failed };
        events.emit('stop', result);
        resolveStopped(result);
        detach();
        return result;
      });
    }
    return stopping;
  }

  // The parent's own end: children first.
  const onSignal = (signal) => { say(`${signal}: stopping every child.`); void stop(signal).then(() => process.exit(0)); };
  const onError = (e) => { say(`this process failed: ${e?.stack ?? e}`); void stop('error', true).then(() => process.exit(1)); };
  const onProcessExit = () => { for (const h of children.values()) if (h.child) signalGroup(h.child, 'SIGKILL'); };
  function detach() {
    process.off('exit', onProcessExit);
    if (!handleSignals) return;
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('uncaughtException', onError).off('unhandledRejection', onError);
  }
  process.on('exit', onProcessExit);
  if (handleSignals) process.on('SIGINT', onSignal).on('SIGTERM', onSignal).on('uncaughtException', onError).on('unhandledRejection', onError);

  return { start, stop, stopped, children, events };
}
