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
