import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWith, setupI18n } from '@casino/shared/testing';
import { ensureWalletNamespace } from '../i18n';
import WalletAll from './unknown-page';

beforeAll(() => setupI18n('en', ensureWalletNamespace, ['wallet']));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

test('an unknown wallet address says so and links to the deposit page and the history', () => {
  renderWith(<Routes><Route path="/wallet/*" element={<><WalletAll /><Where /></>} /></Routes>, { member: true, path: '/wallet/old-page' });
  expect(screen.getByText('Wallet page not found')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('wallet-all-history'));
  expect(screen.getByTestId('where')).toHaveTextContent('/wallet/history');
  fireEvent.click(screen.getByTestId('wallet-all-deposit'));
  expect(screen.getByTestId('where')).toHaveTextContent('/wallet/depositpage');
});
