// The deposit page as the host's server draws it into the HTML (decision 010, issue 48): before any answer, with a
// member whose figures the server has not told yet. It must read as the live page will — the notices, the form, the
// sections — and claim nothing it does not know: no ₩0 (the empty mark instead), no "no requests".
import { renderToString } from 'react-dom/server';
import { runInAction } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_VALUE, i18n, StoresProvider } from '@casino/shared';
import { makeStore, setupI18n } from '@casino/shared/testing';
import { ensureWalletNamespace } from './i18n';
import { pages } from './server-pages';

beforeAll(() => setupI18n('en', ensureWalletNamespace, ['wallet']));
beforeAll(() => enableStaticRendering(true));
afterAll(() => enableStaticRendering(false));

test('the deposit page is offered to the server, reading nothing public', () => {
  expect(Object.keys(pages)).toEqual(['wallet-depositpage']);
  expect(pages['wallet-depositpage']!.reads).toEqual([]);
});

test('drawn before any answer: notices, form and sections; the figures unknown, the account and the requests loading', () => {
  const store = makeStore({ member: true, user: { amount: 123_000, point: 4_000 } });
  runInAction(() => { store.session.userKnown = false; });
  const { Page } = pages['wallet-depositpage']!;
  const html = renderToString(
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/wallet/depositpage']}><Page /></MemoryRouter>
      </I18nextProvider>
    </StoresProvider>,
  );
  expect(html).toContain('23:50 to 00:30');
  expect(html).toContain('data-testid="deposit-amount"');
  expect(html).toMatch(/data-testid="wallet-nav-deposit"[^>]*aria-current="page"|aria-current="page"[^>]*data-testid="wallet-nav-deposit"/);
  expect(html).toContain(`data-testid="wallet-balance">${EMPTY_VALUE}<`);
  expect(html).toContain(`data-testid="wallet-points">${EMPTY_VALUE}<`);
  expect(html).not.toContain('123,000');
  expect(html).toContain('casino-skeleton');
  expect(html).not.toContain('No requests');
  expect(html).toContain('casino-spin');
});
