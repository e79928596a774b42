import { PrefsStore } from '../stores/prefs-store';
import { detectLanguage, LANGUAGES } from './languages';

test('start-up: saved language first, then the browser prefix, else English', () => {
  expect(detectLanguage('ja', ['ko-KR'])).toBe('ja');
  expect(detectLanguage(null, ['ko-KR', 'en'])).toBe('ko');
  expect(detectLanguage(null, ['zh-TW'])).toBe('zh-TW');
  expect(detectLanguage(null, ['zh-HK'])).toBe('zh-TW');
  expect(detectLanguage(null, ['zh'])).toBe('zh-CN');
  expect(detectLanguage(null, ['de-AT'])).toBe('de');
  expect(detectLanguage(null, ['tl-PH'])).toBe('fil');
  expect(detectLanguage('xx', ['fr-FR', 'pt'])).toBe('en');
  expect(detectLanguage(null, [])).toBe('en');
});

test('switching accepts only supported locales and falls back to Korean', () => {
  localStorage.clear();
  const prefs = new PrefsStore();
  expect(prefs.setLanguage('vi')).toBe('vi');
  expect(prefs.setLanguage('fr')).toBe('ko');
  expect(prefs.language).toBe('ko');
  expect(LANGUAGES).toHaveLength(16);
});
