import { spawn } from 'node:child_process';

/** Runs a command, streaming its output with a prefix; resolves with the exit code. */
export function run(cmd, args, { cwd, env = process.env, prefix = '' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const pipe = (stream, out) => stream.on('data', (d) => {
      for (const line of String(d).split('\n')) if (line.trim() && !line.includes('Unknown user config')) out.write(`${prefix}${line}\n`);
    });
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code ?? 1));
  });
}
