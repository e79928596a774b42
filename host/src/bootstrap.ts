// The host after the async boundary (./index.ts): evaluates start-up's modules in stages, one main-thread task each,
// then starts (./start.tsx, spec §4). Issue 48 §2: evaluated by the imports of one module, the shared packages and the
// host's start-up code were a single task of 0.6–0.75 s at a phone's 4× slower CPU (React DOM alone is 200 KB).
// `webpackMode: "eager"`: each import is in this very chunk (no request, no file more; the shared packages are the
// host's providers as before, in the vendor file), only its evaluation waits for its turn. The order is that of
// the dependencies, so that each stage evaluates about one large package (and the small ones it needs: React with
// React DOM; the React bindings of MobX and i18next come with @casino/shared).
import { yieldToMain } from './startup/yield';

const STAGES: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'mobx'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ '@casino/shared'),
];

async function boot(): Promise<void> {
  for (const stage of STAGES) {
    await stage();
    await yieldToMain();
  }
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await start();
}

void boot();
