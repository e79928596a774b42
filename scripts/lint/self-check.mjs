#!/usr/bin/env node
// The lint config's own test (run by `npm run lint` after `eslint .`): a clean tree proves nothing if an edit
// to eslint.config.mjs quietly allows everything. Each case lints a few lines as if they were a file at that
// path (the file need not exist) and states whether the layer rules must refuse them.
import { ESLint } from 'eslint';
import { ROOT } from '../lib/apps.mjs';

const cases = [
  // [path, code, rule expected to fail or null when it must pass]
  // a remote never imports another remote or the host
  ['remote-wallet/src/pages/x.tsx', "import '../../../remote-games/src/lib/use-window-width';", 'boundaries/dependencies'],
  ['remote-wallet/src/features/deposit/x.ts', "import '../../../../host/src/startup/site';", 'boundaries/dependencies'],
  ['remote-games/src/widgets/x.ts', "import '@casino/host';", 'no-restricted-imports'],
  ['remote-games/src/widgets/x.ts', "import '@casino/remote-wallet';", 'no-restricted-imports'],
  // shared imports no app; the contract imports nothing but itself
  ['shared/src/ui/x.ts', "import '../../../host/src/startup/site';", 'boundaries/dependencies'],
  ['shared/src/stores/x.ts', "import '../../../server/src/config';", 'boundaries/dependencies'],
  ['shared/src/contract/x.ts', "import '../stores/root-store';", 'boundaries/dependencies'],
  ['shared/src/stores/x.ts', "import { Paths } from '@casino/shared/contract';", null],
  // the server imports only the browser-free contract
  ['server/src/routes/main/x.ts', "import { Paths } from '@casino/shared/contract';", null],
  ['server/src/routes/main/x.ts', "import { api } from '@casino/shared';", 'boundaries/dependencies'],
  ['server/src/plugins/x.ts', "import '../../../shared/src/i18n/index';", 'boundaries/dependencies'],
  ['server/src/x.ts', "import '../../remote-wallet/src/lib/color-scheme';", 'boundaries/dependencies'],
  // features: their own files, their app's shared level, @casino/shared; never another feature or the app
  ['remote-games/src/features/frame/x.ts', "import '../catalogue/components/card-grid';", 'boundaries/dependencies'],
  ['remote-games/src/features/frame/x.ts', "import '../../pages/game-slot';", 'boundaries/dependencies'],
  ['remote-games/src/features/frame/x.ts', "import '../../lib/use-window-width';", null],
  ['remote-wallet/src/features/history/x.ts', "import { NS } from '../../i18n';", null],
  ['remote-wallet/src/lib/x.ts', "import '../features/history/stores/request-history-store';", 'boundaries/dependencies'],
  ['remote-wallet/src/pages/x.tsx', "import '../features/history/stores/request-history-store';", null],
  ['host/src/features/lobby/x.ts', "import '../tutorial/tutorial';", 'boundaries/dependencies'],
  // test helpers are for tests only
  ['remote-wallet/src/pages/x.tsx', "import '@casino/shared/testing';", 'boundaries/dependencies'],
  ['remote-wallet/src/features/points/x.test.tsx', "import '@casino/shared/testing';", null],
  ['shared/src/stores/x.ts', "import '../testing';", 'boundaries/dependencies'],
  ['shared/src/stores/x.test.ts', "import '../testing';", null],
  ['shared/src/testing/x.ts', "import '../../../remote-wallet/src/lib/color-scheme';", 'boundaries/dependencies'],
  ['remote-wallet/src/lib/x.test.ts', "import '@casino/shared/testing';", null],
  ['remote-wallet/src/lib/x.ts', "import '@casino/shared/testing';", 'boundaries/dependencies'],
  // repositories name their columns: a `*` keeps PostgreSQL's side from preparing the statement
  ['server/src/repositories/x.ts', "import { sql } from '../db/client'; export const q = sql`SELECT * FROM t WHERE id = ${1}`;", 'no-restricted-syntax'],
  ['server/src/repositories/x.ts', "import { sql } from '../db/client'; export const q = sql`UPDATE t SET a = 1 WHERE id = ${1} RETURNING *`;", 'no-restricted-syntax'],
  ['server/src/repositories/x.ts', "import { sql } from '../db/client'; export const q = sql`SELECT r.*, m.name FROM t r JOIN m ON m.id = r.m`;", 'no-restricted-syntax'],
  ['server/src/repositories/x.ts', "import { sql } from '../db/client'; export const q = sql`SELECT count(*) AS n, a * 2 AS b FROM t WHERE at < now() - ${1}::int * interval '1 second'`;", null],
  // repositories run statements through db/client.ts's helpers, not drizzle's per-call machinery
  ['server/src/repositories/x.ts', "import { sql, type Queryable } from '../db/client'; export const f = (q: Queryable) => q.execute(sql`DELETE FROM t WHERE id = ${1}`);", 'no-restricted-syntax'],
  ['server/src/repositories/x.ts', "import { execute, sql, type Queryable } from '../db/client'; export const f = (q: Queryable) => execute(q, sql`DELETE FROM t WHERE id = ${1}`);", null],
  // one query style: raw SQL through db/client.ts, the migrations the only schema; drizzle only inside db/client.ts
  ['server/src/repositories/x.ts', "import { eq } from 'drizzle-orm';", 'no-restricted-imports'],
  ['server/src/services/x.ts', "import { sql } from 'drizzle-orm';", 'no-restricted-imports'],
  ['server/src/db/x.ts', "import { pgTable } from 'drizzle-orm/pg-core';", 'no-restricted-imports'],
  ['server/src/db/client.ts', "import { sql } from 'drizzle-orm';", null],
  // server layering: domain/ is pure logic, a routes folder does not import another
  ['server/src/domain/x.ts', "import '../repositories/games-repository';", 'boundaries/dependencies'],
  ['server/src/domain/x.ts', "import '../http/envelope';", 'boundaries/dependencies'],
  ['server/src/domain/x.ts', "import fastify from 'fastify';", 'no-restricted-imports'],
  ['server/src/routes/main/x.ts', "import '../wallet/index';", 'boundaries/dependencies'],
  ['server/src/routes/main/x.ts', "import '../../services/wallet-operations';", null],
  ['server/src/services/x.ts', "import '../routes/wallet/index';", 'boundaries/dependencies'],
  ['server/src/services/x.ts', "import '../repositories/games-repository';", null],
  ['server/src/repositories/x.ts', "import '../services/wallet-operations';", 'boundaries/dependencies'],
  ['server/src/domain/x.ts', "import '../services/wallet-operations';", 'boundaries/dependencies'],
  ['server/src/domain/x.ts', "import fs from 'node:fs';", 'no-restricted-imports'],
  ['server/src/routes/main/x.ts', "import '../../domain/wallet';", null],
  // routes → services → repositories (decision 013): a route imports no repository and no db/ module, and opens no
  // transaction; providers/ sit at the services' level
  ['server/src/routes/main/x.ts', "import '../../repositories/members-repository';", 'boundaries/dependencies'],
  ['server/src/routes/main/x.ts', "import type { Tx } from '../../db/client';", 'boundaries/dependencies'],
  ['server/src/routes/main/x.ts', "declare const app: { db: { transaction(work: () => void): void } };\napp.db.transaction(() => undefined);", 'no-restricted-syntax'],
  ['server/src/routes/house/x.ts', "import '../../providers/house/catalogue';", null],
  ['server/src/services/x.ts', "import '../providers/house/rounds';", null],
  ['server/src/providers/x.ts', "import '../repositories/ledger-repository';", null],
  ['server/src/providers/x.ts', "import '../routes/wallet/index';", 'boundaries/dependencies'],
  ['server/src/providers/x.ts', "import '../plugins/idempotency';", 'boundaries/dependencies'],
  ['server/src/domain/x.ts', "import '../providers/bet-policy';", 'boundaries/dependencies'],
  ['server/src/domain/x.ts', "import '../db/values';", 'boundaries/dependencies'],
  // the house game pages are browser code: themselves and the game engines only; the engines import each other only
  ['server/src/house-games/pages/x.ts', "import '../../domain/house-games/games';", null],
  ['server/src/house-games/pages/x.ts', "import '../../providers/house/catalogue';", 'boundaries/dependencies'],
  ['server/src/house-games/pages/x.ts', "import '../../domain/ledger';", 'boundaries/dependencies'],
  ['server/src/house-games/pages/x.ts', "import fastify from 'fastify';", 'no-restricted-imports'],
  ['server/src/domain/house-games/x.ts', "import '../ledger';", 'boundaries/dependencies'],
  ['server/src/domain/fairness/x.ts', "import crypto from 'node:crypto';", 'no-restricted-imports'],
  ['server/src/routes/house/x.ts', "import '../../domain/house-games/games';", null],
  ['server/src/providers/house/x.ts', "import '../../house-games/pages/shell';", 'boundaries/dependencies'],
  // one schema source: routes take schemas from @casino/shared/contract/schemas and handler types from them
  ['server/src/routes/main/x.ts', "import { Type } from '@sinclair/typebox';\nexport const S = Type.Object({});", 'no-restricted-imports'],
  ['server/src/routes/main/x.ts', "import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';\nexport type P = TypeBoxTypeProvider;", 'no-restricted-imports'],
  ['server/src/routes/main/x.ts', "declare const app: { post<T>(path: string, handler: (body: T) => void): void };\napp.post<{ Body: { amount: number } }>('/x', () => undefined);", 'no-restricted-syntax'],
  ['server/src/routes/main/x.ts', "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest<{ Querystring: { page: number } }>;", 'no-restricted-syntax'],
  ['server/src/routes/main/x.ts', "import { AmountBody } from '@casino/shared/contract/schemas/wallet';\nexport const schema = { body: AmountBody };", null],
  ['shared/src/contract/schemas/x.ts', "import { Type } from '@sinclair/typebox';\nimport { USERNAME_MAX } from '../rules';\nexport const S = Type.String({ maxLength: USERNAME_MAX });", null],
  // SQL only in repositories/ (and db/)
  ['server/src/services/x.ts', "import { sql } from '../db/client';\nexport const q = sql`SELECT id FROM members`;", 'no-restricted-syntax'],
  ['server/src/routes/main/x.ts', "export const q = `DELETE FROM members WHERE id = ${1}`;", 'no-restricted-syntax'],
  ['server/src/plugins/x.ts', "export const q = 'UPDATE members SET rolling = 0';", 'no-restricted-syntax'],
  ['server/src/providers/x.ts', "import { sql } from '../db/client';\nexport const q = sql.raw('ledger');", 'no-restricted-syntax'],
  ['server/src/repositories/x.ts', "import { sql } from '../db/client';\nexport const q = sql`SELECT id FROM members`;", null],
  ['server/src/db/x.ts', "import { sql } from './client';\nexport const q = sql`INSERT INTO members (id) VALUES (1)`;", null],
  // the web tier: itself, @casino/shared and the host's first-screen surface ('web-surface' files); nothing else of an app
  ['web/src/first-screen/x.tsx', "import { LayoutFrame } from '../../../host/src/layouts/layout-frame';", null],
  ['web/src/first-screen/x.ts', "import { HOME_READS } from '../../../host/src/features/lobby/api/home-reads';", null],
  ['web/src/first-screen/x.ts', "import { createRoot } from '@casino/shared';", null],
  ['web/src/first-screen/x.ts', "import '../../../host/src/pages/home-eight';", 'boundaries/dependencies'],
  ['web/src/first-screen/x.ts', "import '../../../host/src/features/lobby/lib/popup-flags';", 'boundaries/dependencies'],
  ['web/src/x.ts', "import '../../remote-games/src/server-pages';", 'boundaries/dependencies'],
  ['web/src/x.ts', "import '../../server/src/config';", 'boundaries/dependencies'],
  ['web/src/x.ts', "import '@casino/host';", 'no-restricted-imports'],
  ['web/src/x.ts', "import '../test/web-tier.test';", 'boundaries/dependencies'],
  ['web/test/x.test.ts', "import { createWeb } from '../src/web';", null],
  // the host never imports the web tier
  ['host/src/pages/x.tsx', "import '../../../web/src/config';", 'boundaries/dependencies'],
  // one SSE reader (shared/src/api/event-stream.ts) and one writer (server/src/http/sse.ts): no second parser
  ['backoffice/src/lib/x.ts', "import { createParser } from 'eventsource-parser';", 'no-restricted-imports'],
  ['shared/src/stores/x.ts', "import { createParser } from 'eventsource-parser';", 'no-restricted-imports'],
  ['server/src/plugins/x.ts', "import { createParser } from 'eventsource-parser';", 'no-restricted-imports'],
  ['shared/src/api/event-stream.ts', "import { createParser } from 'eventsource-parser';\nexport const p = createParser;", null],
  ['host/src/lib/x.ts', "export const headers = { Accept: 'text/event-stream' };", 'no-restricted-syntax'],
  ['backoffice/src/lib/x.ts', "export const frames = (buffer: string) => buffer.split('\\n\\n');", 'no-restricted-syntax'],
  ['remote-wallet/src/lib/x.ts', "export const frames = (buffer: string) => buffer.split(/\\r?\\n\\r?\\n|\\n\\n/);", 'no-restricted-syntax'],
  ['shared/src/api/x.ts', "export const lines = (text: string) => text.split('\\n');", null],
  ['server/src/plugins/x.ts', "export const headers = { 'content-type': 'text/event-stream' };", 'no-restricted-syntax'],
  ['server/src/routes/main/x.ts', "declare const raw: { setHeader(k: string, v: string): void };\nraw.setHeader('content-type', 'text/event-stream');", 'no-restricted-syntax'],
  ['server/src/routes/main/x.ts', "export const schema = { produces: ['text/event-stream'] };", null],
  ['server/src/http/sse.ts', "export const headers = { 'content-type': 'text/event-stream; charset=utf-8' };", null],
  // one formatter (shared/src/format): no locale or Intl formatting, dayjs(…).format, time zone plugin or old helper elsewhere
  ['host/src/layouts/x.tsx', "export const s = (n: number) => n.toLocaleString('ko-KR');", 'no-restricted-syntax'],
  ['backoffice/src/features/audit/x.tsx', "export const f = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul' });", 'no-restricted-syntax'],
  ['remote-account/src/lib/x.ts', "export const f = new Intl.NumberFormat('en');", 'no-restricted-syntax'],
  ['remote-support/src/lib/x.ts', "import dayjs from 'dayjs';\nexport const d = (iso: string) => dayjs(iso).format('YYYY-MM-DD');", 'no-restricted-syntax'],
  ['remote-account/src/lib/x.ts', "import localizedFormat from 'dayjs/plugin/localizedFormat';\nexport const p = localizedFormat;", 'no-restricted-syntax'],
  ['remote-wallet/src/features/history/x.ts', "import { groupDigits } from '../../lib/format';\nexport const g = groupDigits;", 'no-restricted-syntax'],
  ['shared/src/stores/x.ts', "export const s = (n: number) => n.toLocaleString();", 'no-restricted-syntax'],
  ['shared/src/format/x.ts', "import dayjs from 'dayjs';\nexport const d = (iso: string) => dayjs(iso).format('YYYY');", null],
  ['host/src/pages/x.tsx', "import { formatMoney } from '@casino/shared';\nexport const m = formatMoney(1000);", null],
  // one client kit: axios only in shared/src/api/client.ts; the back office and the remotes call no fetch themselves
  ['backoffice/src/lib/x.ts', "import axios from 'axios';\nexport const a = axios;", 'no-restricted-imports'],
  ['remote-wallet/src/lib/x.ts', "import axiosRetry from 'axios-retry';\nexport const r = axiosRetry;", 'no-restricted-imports'],
  ['shared/src/stores/x.ts', "import axios from 'axios';\nexport const a = axios;", 'no-restricted-imports'],
  ['shared/src/api/client.ts', "import axios from 'axios';\nimport axiosRetry from 'axios-retry';\nexport const a = [axios, axiosRetry];", null],
  ['backoffice/src/features/members/x.ts', "export const load = () => fetch('/operator/members');", 'no-restricted-globals'],
  ['remote-games/src/lib/x.ts', "export const load = () => fetch('/game/list');", 'no-restricted-globals'],
  ['backoffice/src/lib/x.ts', "export interface O { fetchImpl?: typeof fetch }", null],
  // hooks and e2e
  ['remote-games/src/features/frame/x.tsx', "import { useState } from 'react';\nexport function f(a: boolean) { if (a) useState(0); }", 'react-hooks/rules-of-hooks'],
  ['remote-wallet/src/features/points/x.ts', "import { useEffect, useState } from 'react';\nexport function useX(a: number) { const [b, setB] = useState(0); useEffect(() => { setB(a); }, []); return b; }", 'react-hooks/exhaustive-deps'],
  ['e2e/tests/x.spec.ts', "declare const page: { waitForTimeout(ms: number): Promise<void> };\nawait page.waitForTimeout(100);", 'no-restricted-properties'],
  // Jest tests never sleep: no timer in a test file (fake timers and waiting on state instead)
  ['server/test/plugins/x.test.ts', "export const nap = () => new Promise((r) => setTimeout(r, 50));", 'no-restricted-globals'],
  ['remote-account/src/pages/x.test.tsx', "export const tick = setInterval(() => undefined, 10);", 'no-restricted-globals'],
  ['host/src/app/x.test.tsx', "jest.setTimeout(90_000);\njest.useFakeTimers({ doNotFake: ['setTimeout'] });", null],
];

const eslint = new ESLint({ cwd: ROOT });
let failures = 0;
for (const [file, code, rule] of cases) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${ROOT}/${file}` });
  const rules = result.messages.map((m) => m.ruleId ?? m.message);
  // a refusal must be an error: a rule turned down to `warn` would let the violation through `npm test`
  const refusedAsError = result.messages.some((m) => m.ruleId === rule && m.severity === 2);
  const ok = rule ? refusedAsError : rules.filter((r) => r.startsWith('boundaries/') || r === 'no-restricted-imports' || r === 'no-restricted-syntax' || r === 'no-restricted-globals').length === 0;
  if (!ok) {
    failures += 1;
    const got = result.messages.map((m) => `${m.ruleId ?? m.message}${m.severity === 1 ? ' (only a warning)' : ''}`);
    console.error(`lint self-check: ${file}: ${code.split('\n').pop()} → expected ${rule ? `${rule} as an error` : 'no layer error'}, got ${got.join(', ') || 'nothing'}`);
  }
}
console.log(`lint self-check: ${cases.length - failures} of ${cases.length} cases as expected`);
process.exit(failures ? 1 : 0);
