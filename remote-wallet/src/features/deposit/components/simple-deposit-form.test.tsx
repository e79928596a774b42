import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failResult, initCalls, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureWalletNamespace } from '../../../i18n';
import { getWalletAccount } from '../api/get-wallet-account';
import { requestDeposit } from '../api/request-deposit';
import { SimpleDepositForm } from './simple-deposit-form';

jest.mock('../api/request-deposit');
jest.mock('../api/get-wallet-account');

beforeAll(() => setupI18n('en', ensureWalletNamespace, ['wallet']));
beforeEach(() => {
  jest.mocked(getWalletAccount).mockResolvedValue(okResult({ bank_name: '신한은행', bank_account: '110-1', holder: 'Casino', notes: '' }));
  jest.mocked(requestDeposit).mockReset();
});

const input = () => screen.getByTestId('simple-deposit-amount') as HTMLInputElement;

test('the plain form applies the same rules and sends the same request', async () => {
  const { store } = renderWith(<SimpleDepositForm />, { member: true });
  expect(await screen.findByTestId('simple-account-number')).toHaveTextContent('110-1');
  fireEvent.change(input(), { target: { value: '12,345원' } });
  expect(input().value).toBe('12345');
  fireEvent.submit(screen.getByTestId('simple-deposit-form'));
  expect(screen.getByTestId('simple-deposit-error')).toHaveTextContent('units of 10,000 won');
  expect(requestDeposit).not.toHaveBeenCalled();

  jest.mocked(requestDeposit).mockResolvedValue(okResult({ id: 1, status: 'waiting' }));
  const before = initCalls(store);
  fireEvent.change(input(), { target: { value: '20000' } });
  fireEvent.submit(screen.getByTestId('simple-deposit-form'));
  expect(await screen.findByTestId('simple-deposit-done')).toHaveTextContent('Deposit request received');
  expect(requestDeposit).toHaveBeenCalledWith('20000');
  expect(initCalls(store)).toBe(before); // a deposit changes the balance only once approved
  expect(input().value).toBe('');
});

test('shows the server\'s refusal', async () => {
  jest.mocked(requestDeposit).mockResolvedValue(failResult(5003, 'previous_record_exists'));
  renderWith(<SimpleDepositForm />, { member: true });
  fireEvent.change(input(), { target: { value: '10000' } });
  fireEvent.submit(screen.getByTestId('simple-deposit-form'));
  await waitFor(() => expect(screen.getByTestId('simple-deposit-error')).toHaveTextContent('You already have a pending request.'));
});
