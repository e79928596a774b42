// `npm start`'s build step (scripts/build.mjs): writes server/dist's PGlite template when it is missing
// (pglite-template.ts), so that a server's first start on an empty data folder skips initdb.
import { ensureBuiltTemplate } from './pglite-template';

const started = Date.now();
ensureBuiltTemplate().then(({ written }) => {
  if (written) process.stdout.write(`[build] database template done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}, (err: unknown) => {
  process.stderr.write(`[build] database template failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
