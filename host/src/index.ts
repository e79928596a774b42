// Async boundary: shared singletons are negotiated before any app code runs.
// Named: the build preloads this chunk and the shared modules it consumes from index.html
// (scripts/webpack/startup-preload.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
