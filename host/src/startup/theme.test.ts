import { getRootStore, PALETTES } from '@casino/shared';
import { watchTheme } from './theme';

test('the palette of the current theme × style is written to CSS variables and follows changes live', () => {
  const stop = watchTheme();
  const { prefs } = getRootStore();
  prefs.setTheme('dark');
  prefs.setStyle('modern');
  const root = document.documentElement;
  expect(root.style.getPropertyValue('--casino-primary')).toBe(PALETTES.dark.primary);
  expect(root.style.getPropertyValue('--casino-button-height')).toBe('58px');
  prefs.setTheme('light');
  prefs.setStyle('minimal');
  expect(root.style.getPropertyValue('--casino-primary')).toBe(PALETTES.light.primary);
  expect(root.style.getPropertyValue('--casino-button-height')).toBe('38px');
  expect(root.dataset.theme).toBe('light');
  expect(localStorage.getItem('casino.theme')).toBe('light');
  stop();
});

test('a theme and style saved in another tab apply here without a reload', () => {
  const stop = watchTheme();
  const { prefs } = getRootStore();
  prefs.setTheme('dark');
  prefs.setStyle('modern');
  window.dispatchEvent(new StorageEvent('storage', { key: 'casino.theme', newValue: 'darkRed' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'casino.style', newValue: 'retro' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'casino.theme', newValue: 'not-a-theme' }));
  expect(prefs.theme).toBe('darkRed');
  expect(prefs.style).toBe('retro');
  expect(document.documentElement.dataset.theme).toBe('darkRed');
  stop();
  window.dispatchEvent(new StorageEvent('storage', { key: 'casino.theme', newValue: 'light' }));
  expect(prefs.theme).toBe('darkRed');
});
