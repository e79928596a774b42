import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, registerNamespace } from '@casino/shared';
import { SideMenu } from './side-menu';

beforeAll(async () => {
  await initI18n('ko');
  await registerNamespace('host', (lng) => import(`../locales/${lng}.json`));
});

test('the side menu is links in the four labelled groups of spec §2; the current page says so', () => {
  render(<MemoryRouter initialEntries={['/wallet/history']}><SideMenu /></MemoryRouter>);
  const nav = screen.getByRole('navigation');
  expect(within(nav).getAllByRole('list')).toHaveLength(4);
  const wallet = within(nav).getAllByRole('list')[2]!;
  expect(wallet).toHaveAccessibleName('입출금 · 거래내역');
  const current = within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
  expect(current).toHaveLength(1);
  expect(current[0]).toHaveAttribute('href', '/wallet/history');
});
