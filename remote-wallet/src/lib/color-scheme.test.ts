import { isDarkColor } from './color-scheme';

test('tells dark from light backgrounds', () => {
  expect(isDarkColor('#141414')).toBe(true);
  expect(isDarkColor('#fff')).toBe(false);
  expect(isDarkColor('rgba(20, 20, 40, 0.9)')).toBe(true);
  expect(isDarkColor('rgb(250,250,250)')).toBe(false);
  expect(isDarkColor('transparent')).toBe(false);
});
