// The view cookie the server's first screen is drawn for (decision 010): only saved choices, the member flag, and the
// browser's client id (its canary bucket, the registry's version for the drawn remote page). Never a credential.
import { ApiClient, RootStore, storage } from '@casino/shared';
import { FIRST_SCREEN_DATA_ID, hasFirstScreen, takeFirstScreen, viewHints } from './first-screen';

beforeEach(() => localStorage.clear());

test('the hints: the client id always, saved choices and the member flag when set, and no credential', () => {
  const store = new RootStore(new ApiClient());
  const visitor = new URLSearchParams(viewHints(store));
  expect([...visitor.keys()]).toEqual(['cid']);
  expect(visitor.get('cid')).toMatch(/^[0-9a-f]{32}$/);
  // the same id on the next page: it is kept
  expect(new URLSearchParams(viewHints(store)).get('cid')).toBe(visitor.get('cid'));

  storage.set('language', 'en');
  store.prefs.setLanguage('en');
  store.session.setLogin({ jwt: 'h.p.s', name: '데모', username: 'demo', email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
  const member = viewHints(store);
  expect(new URLSearchParams(member).get('lang')).toBe('en');
  expect(new URLSearchParams(member).get('member')).toBe('1');
  expect(member).not.toContain('h.p.s');
});

test('a drawn screen is known by its data block, with answers or without (a page that reads nothing public)', () => {
  expect(hasFirstScreen()).toBe(false);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_SCREEN_DATA_ID;
  block.textContent = JSON.stringify({ answers: {} });
  document.body.appendChild(block);
  try {
    expect(hasFirstScreen()).toBe(true);
    expect(takeFirstScreen().size).toBe(0);
  } finally {
    block.remove();
  }
});
