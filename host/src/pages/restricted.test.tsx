import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, i18n, registerNamespace } from '@casino/shared';
import Restricted from './restricted';

beforeAll(async () => {
  await initI18n('ko');
  await registerNamespace('host', (lng) => import(`../locales/${lng}.json`));
});

test.each([
  ['ko', '이용할 수 없는 지역입니다', '라이선스 정보 보기'],
  ['en', 'Not available in your region', 'View licence information'],
])('explains in %s that the service is not offered in the member\'s country and links to the licence page', async (lng, title, link) => {
  await i18n.changeLanguage(lng);
  render(<MemoryRouter><Restricted /></MemoryRouter>);
  expect(screen.getByTestId('restricted')).toHaveTextContent(title);
  expect(screen.getByTestId('restricted-licence')).toHaveTextContent(link);
  expect(screen.getByTestId('restricted-licence')).toHaveAttribute('href', '/etc/licence');
});
