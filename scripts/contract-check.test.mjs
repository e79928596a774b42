// The contract check of `npm run ci -w remote-<name>` (scripts/lib/contract-check.mjs): each kind of mismatch is
// named, and a compatible remote passes. Pure functions only (node:test; scripts/test.mjs runs it with the cluster
// test). The real sources are read once, to prove the scan finds what the wallet calls and resolves it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { calledPaths, callsIn, checkContract, resolveCalls, toOpenApiPath } from './lib/contract-check.mjs';
import { ROOT } from './lib/apps.mjs';

const host = { contractVersion: '1.2.0', shared: { react: { requiredVersion: '^19.3.1', version: '19.3.1' }, antd: { requiredVersion: '^6.6.8', version: '6.6.8' } } };
const remote = { contractVersion: '1.0.0', shared: { react: { requiredVersion: '^19.3.0', version: '19.3.0' }, '@casino/shared': { requiredVersion: '^9.0.0', version: '9.0.0' } } };
const api = { paths: { '/wallet/deposit': { post: {} }, '/support/memos/{id}': { get: {}, delete: {} } } };
const call = (name, p, method) => ({ name, path: p, method, file: 'remote-x/src/a.ts' });

test('a compatible remote has no problems (@casino/shared is judged by the contract major, not its range)', () => {
  assert.deepEqual(checkContract({ remote, host, api, calls: [call('deposit', '/wallet/deposit', 'post'), call('memo', '/support/memos/{id}')] }), []);
});

test('a singleton range the host does not satisfy, or does not provide, is named with both versions', () => {
  const problems = checkContract({
    remote: { ...remote, shared: { react: { requiredVersion: '^19.4.0', version: '19.4.0' }, mobx: { requiredVersion: '^7.1.3', version: '7.1.3' } } },
    host, api, calls: [],
  });
  assert.deepEqual(problems, [
    'singleton react: the remote requires ^19.4.0, the host provides 19.3.1',
    'singleton mobx: the remote requires ^7.1.3, the host provides nothing',
  ]);
});

test('another contract major is refused; a minor difference is not', () => {
  assert.deepEqual(checkContract({ remote: { ...remote, contractVersion: '2.0.0' }, host, api, calls: [] }), [
    'contract: the remote was built for @casino/shared contract 2.0.0, the host provides 1.2.0 (major differs)',
  ]);
  assert.deepEqual(checkContract({ remote: { ...remote, contractVersion: '1.9.0' }, host, api, calls: [] }), []);
  assert.match(checkContract({ remote: { ...remote, contractVersion: 'one' }, host, api, calls: [] })[0], /^contract: not versions/);
});

test('a path the API does not serve, a method it does not take, and a name Paths lacks are each named with the file', () => {
  const problems = checkContract({
    remote, host, api,
    calls: [call('gone', '/wallet/gone', 'get'), call('deposit', '/wallet/deposit', 'get'), call('nope', null)],
  });
  assert.deepEqual(problems, [
    'api: remote-x/src/a.ts: Paths.gone → /wallet/gone is not in the API\'s OpenAPI document',
    'api: remote-x/src/a.ts: Paths.deposit → GET /wallet/deposit is not in the API\'s OpenAPI document (it has POST)',
    'api: remote-x/src/a.ts: Paths.nope is not in shared/src/contract/paths.ts',
  ]);
});

test('calls are found with their method (api.<method>(Paths.x …), api.request(\'<METHOD>\', Paths.x …)), once per name and method', () => {
  const text = [
    "const a = await api.post<DepositAnswer>(Paths.deposit, body);",
    'const b = await api.get(\n  Paths.memo(id));',
    'const c = Paths.deposit;',
    'await api.post(Paths.deposit, other);',
    "return api.request<LaunchResponse>('GET', Paths.launch, { game_id: gameId });",
  ].join('\n');
  assert.deepEqual(callsIn(text, 'f.ts').map((c) => `${c.name} ${c.method ?? '-'}`), ['deposit post', 'memo get', 'deposit -', 'launch get']);
});

test('route parameters take the OpenAPI form', () => {
  assert.equal(toOpenApiPath('/support/memos/:id/read'), '/support/memos/{id}/read');
});

test("the wallet's sources: its calls are found and resolve through shared's Paths", async () => {
  const calls = await resolveCalls(calledPaths(path.join(ROOT, 'remote-wallet/src')));
  const deposit = calls.find((c) => c.name === 'deposit');
  assert.ok(deposit, 'the wallet calls Paths.deposit');
  assert.equal(deposit.path, '/wallet/deposit');
  assert.ok(calls.every((c) => !c.file.endsWith('.test.tsx') && !c.file.endsWith('.test.ts')));
  assert.ok(calls.every((c) => typeof c.path === 'string'));
});
