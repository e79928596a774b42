// scripts/lib/supervisor.mjs with real child processes (node -e …): a death is reported by name, reason and last
// output, then restarted with a back-off or everything stopped; after a stop no child process remains, also when a
// child ignores SIGTERM or has children of its own, and when the supervising process itself is signalled.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createSupervisor } from '../../scripts/lib/supervisor.mjs';

const node = (code: string) => ({ command: process.execPath, args: ['-e', code] });
/** Stays alive until signalled, after saying it is up (a line the test waits for). */
const SLEEPER = "console.log('up ' + process.pid); setInterval(() => {}, 1000);";
const alive = (pid: number | undefined) => {
  if (!pid) return false;
  try { process.kill(pid, 0); return true; } catch { return false; }
};
const quiet = { output: 'quiet' as const };

function supervisor(graceMs = 5_000) {
  const lines: string[] = [];
  const sup = createSupervisor({ name: 'test', graceMs, handleSignals: false, log: (line: string) => lines.push(line) });
  return { sup, lines };
}

/** Resolves with the first event `name` whose payload passes `test`. */
function nextEvent<T>(sup: ReturnType<typeof createSupervisor>, name: string, test: (e: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const on = (e: T) => { if (test(e)) { sup.events.off(name, on); resolve(e); } };
    sup.events.on(name, on);
  });
}

test('a child that dies is reported by name, exit code and last lines, and (no restart) everything is stopped', async () => {
  const { sup, lines } = supervisor();
  const sleeper = sup.start({ name: 'sleeper', ...node(SLEEPER), ...quiet });
  const crasher = sup.start({ name: 'crasher', ...node("console.log('loading'); console.error('boom: port taken'); process.exit(3);"), ...quiet });
  const exit = await nextEvent<{ name: string; code: number; tail: string[]; restarting: boolean }>(sup, 'exit', (e) => e.name === 'crasher');
  expect(exit).toMatchObject({ name: 'crasher', code: 3, restarting: false });
  expect(exit.tail).toEqual(['loading', 'boom: port taken']);
  const stopped = await sup.stopped;
  expect(stopped).toEqual({ reason: 'crasher exited with code 3', failed: true });
  expect(lines.join('\n')).toContain('[test] crasher exited with code 3; stopping everything.');
  expect(lines.join('\n')).toContain('boom: port taken');
  expect(alive(sleeper.pid)).toBe(false);
  expect(alive(crasher.pid)).toBe(false);
});

test('a child killed by a signal is named with the signal; with restarts it is restarted with a back-off until none are left', async () => {
  const { sup, lines } = supervisor();
  const other = sup.start({ name: 'other', ...node(SLEEPER), ...quiet });
  const flaky = sup.start({ name: 'flaky', ...node(SLEEPER), restart: 'on-failure', maxRestarts: 2, backoffMs: 10, ...quiet });
  const firstPid = flaky.pid!;
  const restarted = nextEvent<{ name: string; attempt: number }>(sup, 'restart');
  process.kill(firstPid, 'SIGKILL');
  expect(await restarted).toEqual({ name: 'flaky', attempt: 1 });
  expect(lines.join('\n')).toContain('[test] flaky was killed by SIGKILL; restarting it.');
  expect(flaky.pid).not.toBe(firstPid);
  expect(alive(other.pid)).toBe(true);
  // the second restart, then no restarts left: everything stops
  const second = nextEvent(sup, 'restart', (e: { attempt: number }) => e.attempt === 2);
  process.kill(flaky.pid!, 'SIGKILL');
  await second;
  process.kill(flaky.pid!, 'SIGKILL');
  expect(await sup.stopped).toEqual({ reason: 'flaky was killed by SIGKILL', failed: true });
  expect(lines.join('\n')).toContain('flaky was killed by SIGKILL; no restarts left, stopping everything.');
  expect(flaky.restarts).toBe(2);
  expect(alive(other.pid)).toBe(false);
  expect(alive(flaky.pid)).toBe(false);
});

test('stop(): SIGTERM, then SIGKILL after the grace to a child that ignores it; its own children go with it', async () => {
  const { sup, lines } = supervisor(200);
  // a child that ignores SIGTERM and has a child of its own (as `npx …` or a shell would)
  const stubborn = sup.start({
    name: 'stubborn',
    ...node(`process.on('SIGTERM', () => {}); const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log('grandchild ' + c.pid); setInterval(() => {}, 1000);`),
    ...quiet,
  });
  let grandchild = 0;
  await new Promise<void>((resolve) => stubborn.child.stdout.on('data', (d: Buffer) => {
    const m = String(d).match(/grandchild (\d+)/);
    if (m) { grandchild = Number(m[1]); resolve(); }
  }));
  expect(alive(grandchild)).toBe(true);
  const exit = nextEvent<{ signal: string }>(sup, 'exit');
  await sup.stop('test over');
  expect((await exit).signal).toBe('SIGKILL');
  expect(await sup.stopped).toEqual({ reason: 'test over', failed: false });
  expect(alive(stubborn.pid)).toBe(false);
  expect(alive(grandchild)).toBe(false);
  // an expected end is not reported as a death
  expect(lines.join('\n')).not.toContain('stubborn was killed');
});

test('SIGTERM to the supervising process stops every child before it exits: no orphan keeps a port', async () => {
  const lib = path.resolve(__dirname, '../../scripts/lib/supervisor.mjs');
  const parent = spawn(process.execPath, ['--input-type=module', '-e', `
    import { createSupervisor } from ${JSON.stringify(lib)};
    const sup = createSupervisor({ name: 'parent', graceMs: 2000 });
    const a = sup.start({ name: 'a', command: process.execPath, args: ['-e', ${JSON.stringify(SLEEPER)}], output: 'quiet' });
    const b = sup.start({ name: 'b', command: process.execPath, args: ['-e', ${JSON.stringify(SLEEPER)}], output: 'quiet' });
    console.log('children ' + a.pid + ' ' + b.pid);
  `], { stdio: ['ignore', 'pipe', 'pipe'] });
  const pids = await new Promise<number[]>((resolve) => parent.stdout.on('data', (d: Buffer) => {
    const m = String(d).match(/children (\d+) (\d+)/);
    if (m) resolve([Number(m[1]), Number(m[2])]);
  }));
  expect(pids.every(alive)).toBe(true);
  let stderr = '';
  parent.stderr.on('data', (d: Buffer) => { stderr += String(d); });
  parent.kill('SIGTERM');
  const [code] = await once(parent, 'exit');
  expect(code).toBe(0);
  expect(stderr).toContain('[parent] SIGTERM: stopping every child.');
  expect(pids.some(alive)).toBe(false);
});

test('a child needs a unique name; nothing starts once stopping', async () => {
  const { sup } = supervisor();
  sup.start({ name: 'one', ...node(SLEEPER), ...quiet });
  expect(() => sup.start({ name: 'one', ...node(SLEEPER) })).toThrow('already supervised');
  await sup.stop();
  expect(() => sup.start({ name: 'two', ...node(SLEEPER) })).toThrow('is stopping');
});
