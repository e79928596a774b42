// The browser the journeys run in: Debian's `chromium-headless-shell` (scripts/ensure-chromium.mjs installs it),
// the same Chromium release as `/usr/bin/chromium` built as the old headless shell — what Playwright itself runs
// headless tests in (its browser downloads do not work on our machines). Same Blink and V8, none of the desktop
// browser's UI processes: 22 % less time per journey on the 2-core machine (docs/testing.md). Falls back to Debian's
// `chromium` when the shell is not installed. E2E_CHROMIUM_PATH names another binary; Lighthouse and the browser
// bench keep the full browser members use (CHROMIUM_PATH).
import { existsSync } from 'node:fs';

const SHELL = '/usr/bin/chromium-headless-shell';

export const E2E_BROWSER_PATH = process.env.E2E_CHROMIUM_PATH
  || (existsSync(SHELL) ? SHELL : process.env.CHROMIUM_PATH || '/usr/bin/chromium');

export const E2E_BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
