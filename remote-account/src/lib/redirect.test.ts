import { loginPathFor, safeRedirect } from './redirect';

test.each([
  ['/wallet/depositpage', '/wallet/depositpage'],
  ['/account/mypagelist?tab=1#top', '/account/mypagelist?tab=1#top'],
  ['/game/slot', '/game/slot'],
])('a same-site relative path is honoured: %s', (raw, expected) => {
  expect(safeRedirect(raw)).toBe(expected);
});

test.each([
  [null], [''], ['https://evil.example/steal'], ['//evil.example'], ['/\\evil.example'], ['\\\\evil.example'],
  ['javascript:alert(1)'], ['home'], ['/login'], ['/login?redirect=/home'], ['/account/register'], ['/%0a/evil'.replace('%0a', '\n')],
])('anything else goes to /home: %p', (raw) => {
  expect(safeRedirect(raw)).toBe('/home');
});

test('the login path carries where the member was going', () => {
  expect(loginPathFor('/account/mypagelist')).toBe('/login?redirect=%2Faccount%2Fmypagelist');
  expect(loginPathFor('/login')).toBe('/login');
});
