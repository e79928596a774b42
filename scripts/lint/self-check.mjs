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
  ['server/src/x.ts', "import '../../remote-wallet/src/lib/format';", 'boundaries/dependencies'],
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
  ['shared/src/testing/x.ts', "import '../../../remote-wallet/src/lib/format';", 'boundaries/dependencies'],
  ['remote-wallet/src/lib/x.test.ts', "import '@casino/shared/testing';", null],
  ['remote-wallet/src/lib/x.ts', "import '@casino/shared/testing';", 'boundaries/dependencies'],
  // repositories name their columns: a `*` keeps PostgreSQL's side from preparing the statement
  ['server/src/repositories/x.ts', "import { sql } from 'drizzle-orm'; export const q = sql`SELECT * FROM t WHERE id = ${1}`;", 'no-restricted-syntax'],
  ['server/src/repositories/x.ts', "import { sql } from 'drizzle-orm'; export const q = sql`UPDATE t SET a = 1 WHERE id = ${1} RETURNING *`;", 'no-restricted-syntax'],
  ['server/src/repositories/x.ts', "import { sql } from 'drizzle-orm'; export const q = sql`SELECT r.*, m.name FROM t r JOIN m ON m.id = r.m`;", 'no-restricted-syntax'],
  ['server/src/repositories/x.ts', "import { sql } from 'drizzle-orm'; export const q = sql`SELECT count(*) AS n, a * 2 AS b FROM t WHERE at < now() - ${1}::int * interval '1 second'`;", null],
  // repositories run statements through db/client.ts's helpers, not drizzle's per-call machinery
  ['server/src/repositories/x.ts', "import { sql } from 'drizzle-orm'; import type { Queryable } from '../db/client'; export const f = (q: Queryable) => q.execute(sql`DELETE FROM t WHERE id = ${1}`);", 'no-restricted-syntax'],
  ['server/src/repositories/x.ts', "import { execute, sql, type Queryable } from '../db/client'; export const f = (q: Queryable) => execute(q, sql`DELETE FROM t WHERE id = ${1}`);", null],
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
  // the house game pages are browser code: themselves and the game engines only; the engines import each other only
  ['server/src/house-games/pages/x.ts', "import '../../domain/house-games/games';", null],
  ['server/src/house-games/pages/x.ts', "import '../../providers/house/catalogue';", 'boundaries/dependencies'],
  ['server/src/house-games/pages/x.ts', "import '../../domain/ledger';", 'boundaries/dependencies'],
  ['server/src/house-games/pages/x.ts', "import fastify from 'fastify';", 'no-restricted-imports'],
  ['server/src/domain/house-games/x.ts', "import '../ledger';", 'boundaries/dependencies'],
  ['server/src/domain/fairness/x.ts', "import crypto from 'node:crypto';", 'no-restricted-imports'],
  ['server/src/routes/house/x.ts', "import '../../domain/house-games/games';", null],
  ['server/src/providers/house/x.ts', "import '../../house-games/pages/shell';", 'boundaries/dependencies'],
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
  // hooks and e2e
  ['remote-games/src/features/frame/x.tsx', "import { useState } from 'react';\nexport function f(a: boolean) { if (a) useState(0); }", 'react-hooks/rules-of-hooks'],
  ['remote-wallet/src/features/points/x.ts', "import { useEffect, useState } from 'react';\nexport function useX(a: number) { const [b, setB] = useState(0); useEffect(() => { setB(a); }, []); return b; }", 'react-hooks/exhaustive-deps'],
  ['e2e/tests/x.spec.ts', "declare const page: { waitForTimeout(ms: number): Promise<void> };\nawait page.waitForTimeout(100);", 'no-restricted-properties'],
];

const eslint = new ESLint({ cwd: ROOT });
let failures = 0;
for (const [file, code, rule] of cases) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${ROOT}/${file}` });
  const rules = result.messages.map((m) => m.ruleId ?? m.message);
  // a refusal must be an error: a rule turned down to `warn` would let the violation through `npm test`
  const refusedAsError = result.messages.some((m) => m.ruleId === rule && m.severity === 2);
  const ok = rule ? refusedAsError : rules.filter((r) => r.startsWith('boundaries/') || r === 'no-restricted-imports' || r === 'no-restricted-syntax').length === 0;
  if (!ok) {
    failures += 1;
    const got = result.messages.map((m) => `${m.ruleId ?? m.message}${m.severity === 1 ? ' (only a warning)' : ''}`);
    console.error(`lint self-check: ${file}: ${code.split('\n').pop()} → expected ${rule ? `${rule} as an error` : 'no layer error'}, got ${got.join(', ') || 'nothing'}`);
  }
}
console.log(`lint self-check: ${cases.length - failures} of ${cases.length} cases as expected`);
process.exit(failures ? 1 : 0);
