// The machine's Korean font, for the bench (scripts/bench/web.mjs reports it; scripts/ensure-chromium.mjs
// --korean-font installs one when there is none).
import { execFileSync } from 'node:child_process';

/**
 * The Korean font the browser draws the pages with (fontconfig's first family for Korean), '' when there is none.
 * Every Korean phone has one; a machine without one makes Chromium search every font for each Hangul character in
 * a page's first layout (0.2–0.4 s of the first paint at 4× CPU, measured on a 2-core machine), and draws boxes.
 */
export function koreanFont() {
  try {
    const families = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).split('\n').map((l) => l.split(',')[0].trim()).filter(Boolean).sort();
    return families.find((f) => /KR|Korean|Nanum|Gothic/.test(f)) ?? families[0] ?? '';
  } catch {
    return ''; // no fontconfig
  }
}
