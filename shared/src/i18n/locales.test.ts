// Every locale has every key of the Korean bundle, and no value is simply the English text copied over
// (short technical tokens excepted).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './languages';
import { GameMsg, Msg, ResponsibleMsg } from '../contract/index';
import { ALL_FAILURE_I18N_KEYS, SERVER_FAILURE_KEYS } from '../failure/catalogue';

export function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

const ROOT = path.resolve(__dirname, '../../..');
const DIRS = ['shared/src/i18n/locales', 'host/src/locales', 'remote-account/src/locales', 'remote-games/src/locales', 'remote-wallet/src/locales', 'remote-support/src/locales'];

describe.each(DIRS)('%s', (dir) => {
  const load = (lng: string) => flatten(JSON.parse(readFileSync(path.join(ROOT, dir, `${lng}.json`), 'utf8')));
  const ko = load('ko');
  const en = load('en');

  test('has exactly the sixteen locale files', () => {
    expect(readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort()).toEqual([...LANGUAGES].sort());
  });

  test.each(LANGUAGES.filter((l) => l !== 'ko'))('%s has every key, non-empty, with the same placeholders', (lng) => {
    const bundle = load(lng);
    expect(Object.keys(bundle).sort()).toEqual(Object.keys(ko).sort());
    for (const [key, value] of Object.entries(bundle)) {
      expect(value.trim()).not.toBe('');
      const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect([key, placeholders(value)]).toEqual([key, placeholders(ko[key])]);
    }
  });

  test.each(LANGUAGES.filter((l) => l !== 'en' && l !== 'ko'))('%s is translated, not copied from English', (lng) => {
    const bundle = load(lng);
    const long = Object.keys(en).filter((k) => en[k].length > 12 && /[a-z]{3}/.test(en[k]));
    const copied = long.filter((k) => bundle[k] === en[k]);
    // Proper nouns and loanwords may legitimately match; whole sentences copied over may not.
    expect(copied.length / Math.max(1, long.length)).toBeLessThan(0.1);
  });
});

// Every entry of the failure catalogue (every msg key of every namespace — Msg, ResponsibleMsg, GameMsg — and
// every client result) reads `common:server.<key>` / `common:client.<key>`: translated in all 16 languages.
describe('the failure catalogue is translated', () => {
  const common = (lng: string) => flatten(JSON.parse(readFileSync(path.join(ROOT, 'shared/src/i18n/locales', `${lng}.json`), 'utf8')));
  const keys = ALL_FAILURE_I18N_KEYS.map((k) => k.replace(/^common:/, ''));

  test('the catalogue covers every msg key of the contract', () => {
    const contract = [...Object.values(Msg), ...Object.values(ResponsibleMsg), ...Object.values(GameMsg)].filter((m) => m !== '');
    expect(new Set(SERVER_FAILURE_KEYS)).toEqual(new Set(contract));
  });

  test.each([...LANGUAGES])('%s has a text for every catalogue key', (lng) => {
    const bundle = common(lng);
    const missing = keys.filter((k) => !bundle[k]?.trim());
    expect(missing).toEqual([]);
  });
});
