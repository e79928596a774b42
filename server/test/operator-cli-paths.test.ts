// The operator CLI (scripts/operator.mjs, scripts/operator/*.mjs) calls every endpoint through the contract's
// path tables (OperatorPaths, Paths) and the shared client kit, never a path of its own (issue 46). A child node
// runs every command with sample arguments against a client that only records its calls; each recorded path
// must be one of the table's paths, and no CLI file may spell a path out.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OperatorPaths, Paths } from '@casino/shared/contract';

const ROOT = path.resolve(__dirname, '../..');
const CLI_FILES = ['scripts/operator.mjs', ...readdirSync(path.join(ROOT, 'scripts/operator')).filter((f) => f.endsWith('.mjs')).map((f) => `scripts/operator/${f}`)];

/** Every command with arguments that reach its calls (`remote` once per verb, `deposit-account` shown and set). */
const RUNS: Array<[string, string[]]> = [
  ['members', []], ['member-reset-link', ['7']], ['operator-reset-password', ['7']],
  ['remote', ['list']], ['remote', ['set', 'wallet', '1.2.3']], ['remote', ['publish', 'wallet', '1.2.3']],
  ['remote', ['canary', 'wallet', '1.2.3', '--percent', '10']], ['remote', ['promote', 'wallet']], ['remote', ['rollback', 'wallet']], ['remote', ['preview', 'wallet', '1.2.3']],
  ['remote', ['plan', 'wallet', '1.2.3', '--steps', '1%:10m,50%:1h']], ['remote', ['plan-status', 'wallet']], ['remote', ['plan-pause', 'wallet']],
  ['remote', ['plan-resume', 'wallet']], ['remote', ['plan-abort', 'wallet', '--reason', 'r']], ['remote', ['plan-skip', 'wallet']],
  ['remote', ['status']], ['remote', ['history', 'wallet']], ['remote', ['releases']], ['remote', ['policy', '--min-loads', '5']],
  ['kyc', ['7', 'verified', '--name', '홍길동']], ['audit', ['7']], ['rg', ['7']],
  ['notices', ['--popup']], ['notice-post', ['--title', 't', '--content', 'c']], ['notice-delete', ['7']],
  ['memo-send', ['--member', '7', '--title', 't', '--content', 'c']], ['inquiries', []], ['inquiry-answer', ['7', '--answer', 'a']], ['contacts', []],
  ['deposits', []], ['withdrawals', []], ['approve-deposit', ['7']], ['reject-deposit', ['7', '--reason', 'r']],
  ['approve-withdrawal', ['7']], ['reject-withdrawal', ['7', '--reason', 'r']],
  ['adjust', ['7', '5000', '--reason', 'r']], ['points', ['7', '-500', '--reason', 'r']], ['ledger-verify', []], ['ledger-anchor', []], ['ledger-anchors', []],
  ['deposit-account', []], ['deposit-account', ['set', '--bank', 'b', '--number', 'n', '--holder', 'h']],
];

// Runs in the child: the CLI's own command table and path tables (loadKit), a client that records, and answers
// that read as anything (an empty list, 0, '').
const CHILD = `
import { pathToFileURL } from 'node:url';
const [root, runs] = [process.argv[1], JSON.parse(process.argv[2])];
const at = (f) => import(pathToFileURL(root + '/scripts/operator/' + f).href);
const { loadKit } = await at('client.mjs');
const { OperatorPaths, Paths } = await loadKit();
const commands = Object.assign({}, ...(await Promise.all(['account', 'remotes', 'responsible', 'support', 'wallet'].map(async (a) => (await at(a + '.mjs')).commands))));
const anything = new Proxy(() => {}, {
  get: (_t, key) => (key === 'then' ? undefined : key === Symbol.iterator ? function* () {} : key === Symbol.toPrimitive ? (hint) => (hint === 'number' ? 0 : '') : key === 'length' ? 0 : anything),
  apply: () => anything, ownKeys: () => [],
});
const calls = [];
const client = { OperatorPaths, Paths, call: async (method, path) => { calls.push({ method, path }); return anything; } };
console.log = console.table = console.error = () => {};
const failures = [];
for (const [name, args] of runs) {
  try { await commands[name].run([...args], client); } catch (e) { failures.push(name + ': ' + e.message); }
}
process.exitCode = 0;
process.stdout.write(JSON.stringify({ commands: Object.keys(commands), calls, failures }));
`;

/** A table path as a pattern: a function path takes any one segment where each of its ids goes (remotePlanAction has two). */
function patterns(): RegExp[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...Object.values(OperatorPaths), ...Object.values(Paths)].map((p) => {
    if (typeof p === 'string') return new RegExp(`^${escape(p)}$`);
    const sample = 'SAMPLE_ID';
    return new RegExp(`^${escape((p as (...ids: string[]) => string)(sample, sample)).replaceAll(sample, '[^/?]+')}$`);
  });
}

describe('the operator CLI and the path table', () => {
  it('every command calls only paths of OperatorPaths or Paths', () => {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD, ROOT, JSON.stringify(RUNS)], { cwd: ROOT, encoding: 'utf8' });
    expect(child.stderr).toBe('');
    const { commands, calls, failures } = JSON.parse(child.stdout) as { commands: string[]; calls: Array<{ method: string; path: string }>; failures: string[] };
    expect(failures).toEqual([]);
    // a new command needs a run here, so that its calls are checked too
    expect(commands.filter((c) => !RUNS.some(([name]) => name === c))).toEqual([]);
    expect(calls.length).toBeGreaterThanOrEqual(RUNS.length);
    const table = patterns();
    expect(calls.filter((c) => !table.some((p) => p.test(c.path)))).toEqual([]);
  });

  it('no CLI file spells out an API path', () => {
    const spelled = CLI_FILES.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return [...text.matchAll(/['"`]\/(?:operator|support|wallet|auth|main|account|game|house|api)\b[^'"`]*/g)].map((m) => `${file}: ${m[0]}`);
    });
    expect(spelled).toEqual([]);
  });
});
