// The host shares `antd`, `@ant-design/icons` and `react-router-dom` as the surface the apps use (scripts/webpack/ui/*.js,
// docs/decisions/014-shared-ui-surface.md); production remotes have no fallback copy. So a component or icon
// that an app imports but the surface lacks would be `undefined` at run time: this test fails first.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LAZY_PARTS as provided } from './lazy-parts';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shared', 'host', 'remote-account', 'remote-games', 'remote-wallet', 'remote-support'];
/** Shown by few pages and heavy: shared under their own key (LAZY_PARTS in mf-shared.cjs), never in the surface. */
const HEAVY = ['Table', 'DatePicker', 'TimePicker', 'Calendar', 'Tree', 'TreeSelect', 'Transfer', 'Cascader', 'Upload', 'ColorPicker'];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(p));
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

/** Value names imported from `pkg` (type-only imports and `type X` specifiers are erased, so they don't count). */
function importedNames(pkg: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const re = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg.replace('/', '\\/')}'`, 'g');
  for (const app of APPS) {
    for (const file of sources(path.join(ROOT, app, 'src'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(re)) {
        if (m[1]) continue;
        for (const spec of m[2]!.split(',').map((s) => s.trim()).filter(Boolean)) {
          if (spec.startsWith('type ')) continue;
          const name = spec.split(/\s+as\s+/)[0]!.trim();
          found.set(name, [...(found.get(name) ?? []), path.relative(ROOT, file)]);
        }
      }
    }
  }
  return found;
}

function surface(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, 'scripts/webpack/ui', file), 'utf8');
  const blocks = [...text.matchAll(/export\s*\{([^}]*)\}/g)].map((m) => m[1]!);
  return new Set(blocks.flatMap((block) => block.split(',').map((s) => s.trim()).filter(Boolean)));
}

test.each([
  ['antd', 'antd.js'],
  ['@ant-design/icons', 'icons.js'],
  ['react-router-dom', 'react-router.js'],
])('every name the apps import from %s is in the shared surface', (pkg, file) => {
  const provided = surface(file);
  const missing = [...importedNames(pkg)].filter(([name]) => !provided.has(name)).map(([name, files]) => `${name} (${files[0]})`);
  expect(missing).toEqual([]);
});

test('the surfaces name real exports of the packages', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const antd = require('antd') as Record<string, unknown>;
  const icons = require('@ant-design/icons') as Record<string, unknown>;
  const router = require('react-router-dom') as Record<string, unknown>;
  /* eslint-enable @typescript-eslint/no-require-imports */
  expect([...surface('antd.js')].filter((n) => antd[n] === undefined)).toEqual([]);
  expect([...surface('icons.js')].filter((n) => icons[n] === undefined)).toEqual([]);
  expect([...surface('react-router.js')].filter((n) => router[n] === undefined)).toEqual([]);
});

test('heavy components stay out of the surface that /home loads', () => {
  expect(HEAVY.filter((n) => surface('antd.js').has(n))).toEqual([]);
});

test('the host provides every part the build shares by deep path, and each part an app imports is one of them', () => {
  const load = createRequire(__filename); // the build's own CommonJS module
  const { LAZY_PARTS: keys } = load('../../../scripts/webpack/mf-shared.cjs') as { LAZY_PARTS: Record<string, string> };
  expect(Object.keys(provided).sort()).toEqual(Object.keys(keys).sort());
  const deep = new Set<string>();
  for (const app of APPS) {
    for (const file of sources(path.join(ROOT, app, 'src'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(antd\/es\/[^']+)'/gm)) deep.add(m[1]!);
    }
  }
  expect([...deep].filter((k) => !(k in keys))).toEqual([]);
});
