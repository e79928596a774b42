// The console's two languages have the same keys, none empty, with the same placeholders; every answer only
// operators get (OperatorMsg) has its own text in both.
import { OperatorMsg } from '@casino/shared/contract';
import en from './locales/en.json';
import ko from './locales/ko.json';

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

const bundles = { ko: flatten(ko), en: flatten(en) };
const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();

test('ko and en have the same keys, every text non-empty with the same placeholders', () => {
  expect(Object.keys(bundles.en).sort()).toEqual(Object.keys(bundles.ko).sort());
  for (const [key, value] of Object.entries(bundles.en)) {
    expect([key, value.trim() !== '', placeholders(value)]).toEqual([key, true, placeholders(bundles.ko[key]!)]);
    expect([key, bundles.ko[key]!.trim() !== '']).toEqual([key, true]);
  }
});

test.each(Object.keys(bundles))('%s explains every operator-only answer', (lng) => {
  const bundle = bundles[lng as keyof typeof bundles];
  const missing = Object.values(OperatorMsg).filter((msg) => !bundle[`failure.${msg}`]?.trim());
  expect(missing).toEqual([]);
});
