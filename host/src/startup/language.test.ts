import dayjs from 'dayjs';
import { getRootStore, i18n, initI18n, registerNamespace } from '@casino/shared';
import { changeLanguage } from './language';

beforeAll(async () => { await initI18n('ko'); });

test('switching to an unsupported code falls back to Korean; supported codes apply everywhere', async () => {
  expect(await changeLanguage('de')).toBe('de');
  expect(i18n.language).toBe('de');
  expect(document.documentElement.lang).toBe('de');
  expect(dayjs.locale()).toBe('de');
  expect(localStorage.getItem('casino.language')).toBe('de');

  expect(await changeLanguage('xx-YY')).toBe('ko');
  expect(getRootStore().prefs.language).toBe('ko');
  expect(i18n.language).toBe('ko');
  expect(dayjs.locale()).toBe('ko');
});

test.each(['de', 'en', 'ko', 'ja', 'fil'])('weeks start on Sunday in %s', async (lng) => {
  await changeLanguage(lng);
  expect(dayjs('2026-11-18').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-15');
});

test('the page\'s description follows the language', async () => {
  // as start-up registers the shell's own texts
  await registerNamespace('host', (lng) => import(`../locales/${lng}.json`));
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = '';
  document.head.append(meta);
  try {
    await changeLanguage('en');
    const english = meta.content;
    expect(english).toBe(i18n.t('meta.description', { ns: 'host', lng: 'en' }));
    await changeLanguage('ko');
    expect(meta.content).toBe(i18n.t('meta.description', { ns: 'host', lng: 'ko' }));
    expect(meta.content).not.toBe(english);
    expect(meta.content).toMatch(/[가-힣]/);
  } finally {
    meta.remove();
  }
});
