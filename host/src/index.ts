// Async boundary: shared singletons are negotiated before any app code runs.
// Named: the build preloads this chunk and the shared modules it consumes from index.html
// (scripts/webpack/startup-preload.cjs).
// In a task after main.js's own (issue 48 §2): main.js's evaluation starts the Module Federation runtime, and the
// import's shared-module negotiation (the consumes of the bootstrap chunk) was a further fifth of that one task.
import { yieldToMain } from './startup/yield';

void yieldToMain().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
