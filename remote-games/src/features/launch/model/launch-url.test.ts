import { upgradeLaunchUrl } from './launch-url';

describe('launch URL', () => {
  it('upgrades http:// to https:// when the site is served over https', () => {
    expect(upgradeLaunchUrl('http://api.test/games/launch/t', 'https:')).toBe('https://api.test/games/launch/t');
    expect(upgradeLaunchUrl('HTTP://api.test/x', 'https:')).toBe('https://api.test/x');
  });

  it('keeps the URL otherwise', () => {
    expect(upgradeLaunchUrl('http://api.test/x', 'http:')).toBe('http://api.test/x');
    expect(upgradeLaunchUrl('https://api.test/x', 'https:')).toBe('https://api.test/x');
  });
});
