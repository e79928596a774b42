#!/usr/bin/env node
// Debian's browsers for the journeys and the bench (Playwright's own browser downloads do not work here):
//  - `chromium`, the browser members use, for Lighthouse and the browser bench (CHROMIUM_PATH);
//  - `chromium-headless-shell`, the same Chromium release built as the old headless shell, for the Playwright
//    journeys (E2E_CHROMIUM_PATH; e2e/browser.ts). It is what Playwright itself runs headless tests in: the same
//    Blink and V8, without the desktop browser's UI processes, and measured 22 % faster per journey on the 2-core
//    machine (docs/testing.md). When it cannot be installed the journeys run in `chromium`.
//  - with `--korean-font` (the bench: `npm run bench`), `fonts-noto-cjk` when the machine has no Korean font
//    (`fc-list :lang=ko`): every Korean phone has one, and without one Chromium searches every installed font for each
//    Hangul character in a page's first layout, which the bench would measure as the page's (docs/performance.md).
// Installs what is missing with apt-get when run as root; otherwise says exactly what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { koreanFont } from './lib/korean-font.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SHELL = process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

const hasKoreanFont = () => koreanFont() !== '';

const missing = [[CHROMIUM, 'chromium'], [SHELL, 'chromium-headless-shell']].filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
if (process.argv.includes('--korean-font') && !hasKoreanFont()) missing.push('fonts-noto-cjk');
if (missing.length > 0) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    const say = missing.includes('chromium') ? console.error : console.warn;
    say(`Missing: ${missing.join(', ')}. Install with:\n\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`);
    if (missing.includes('chromium')) process.exit(1);
  } else {
    console.log(`[setup] installing Debian ${missing.join(' and ')} with apt-get …`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = (pkg) => execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env });
    let updated = false;
    // one package at a time: the journeys' shell is optional (without it they run in chromium), chromium is not
    for (const pkg of missing) {
      try {
        install(pkg);
      } catch {
        try {
          if (!updated) { updated = true; execFileSync('apt-get', ['update'], { stdio: 'inherit', env }); }
          install(pkg);
        } catch { /* said below */ }
      }
    }
    if (!existsSync(CHROMIUM)) {
      console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
      process.exit(1);
    }
    if (!existsSync(SHELL)) console.warn(`[e2e] ${SHELL} is missing: the journeys run in ${CHROMIUM} (slower).`);
    if (missing.includes('fonts-noto-cjk') && !hasKoreanFont()) console.warn('[bench] fonts-noto-cjk could not be installed: the pages\' first layouts include the search for a Korean font.');
  }
}
