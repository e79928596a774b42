// Builds what is missing or stale once, before any worker starts its own stack (e2e/fixtures.ts): the workers then
// only start processes, and never race to build the same bundles — nor the delivery journeys' wallet test releases
// (e2e/releases.ts), which several journeys on both workers use.
import { prepareWalletReleases } from './releases';

export default async function globalSetup() {
  // @ts-expect-error plain ESM helpers shared with `npm start`
  const { buildServer } = await import('../scripts/lib/server-build.mjs');
  // @ts-expect-error plain ESM helpers shared with `npm start`
  const { buildWeb } = await import('../scripts/lib/web-build.mjs');
  if (!(await buildServer())) throw new Error('the API server build failed');
  if (!(await buildWeb())) throw new Error('the web tier build failed');
  prepareWalletReleases();
}
