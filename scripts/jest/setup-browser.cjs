require('@testing-library/jest-dom');
// findBy*/waitFor give up after 1 s by default, which a busy 2-core machine can exceed while antd renders in
// jsdom. Waiting longer never slows a passing test (they resolve as soon as the state is there); it only keeps a
// slow machine from failing one. The test timeout itself is set in the root jest.config.js.
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
// antd's responsive helpers need matchMedia, which jsdom does not implement.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  });
}
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  globalThis.TextEncoder = TextEncoder;
  globalThis.TextDecoder = TextDecoder;
}
