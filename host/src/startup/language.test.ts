import dayjs from 'dayjs';
import { getRootStore, i18n, initI18n } from '@casino/shared';
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
