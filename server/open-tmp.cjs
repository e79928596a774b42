const fs = require('fs');
const t0 = performance.now();
const { PGlite } = require('@electric-sql/pglite');
const t1 = performance.now();
(async () => {
  const wasm = fs.readFileSync(require.resolve('@electric-sql/pglite').replace(/index\.cjs$/, 'pglite.wasm'));
  const t2 = performance.now();
  const mod = await WebAssembly.compile(wasm);
  const t3 = performance.now();
  console.log('require', Math.round(t1 - t0), 'read', Math.round(t2 - t1), 'compile', Math.round(t3 - t2));
  const dir = process.argv[2];
  const t4 = performance.now();
  const db = await PGlite.create({ dataDir: dir, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'], wasmModule: process.env.PRE ? mod : undefined });
  const t5 = performance.now();
  await db.query('select 1');
  const t6 = performance.now();
  console.log('create', Math.round(t5 - t4), 'first query', Math.round(t6 - t5));
  await db.close();
})();
