import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initCalls, makeStore, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureWalletNamespace } from '../../../i18n';
import { convertPoints } from '../api/convert-points';
import { PointBox } from './point-box';

jest.mock('../api/convert-points');

beforeAll(() => setupI18n('en', ensureWalletNamespace, ['wallet']));
beforeEach(() => jest.mocked(convertPoints).mockReset());

const amountInput = () => screen.getByTestId('points-amount') as HTMLInputElement;

test('point rules: minimum 10,000, multiples of 10,000, at most the points', async () => {
  const user = userEvent.setup();
  renderWith(<PointBox />, { store: makeStore({ member: true, user: { point: 35_500 } }) });
  expect(screen.getByTestId('points-convertible')).toHaveTextContent('30,000 P');
  fireEvent.change(amountInput(), { target: { value: '5000' } });
  await user.click(screen.getByTestId('points-submit'));
  expect(await screen.findByTestId('points-error')).toHaveTextContent('The minimum conversion is 10,000 points.');
  fireEvent.change(amountInput(), { target: { value: '15000' } });
  expect(screen.getByTestId('points-error')).toHaveTextContent('units of 10,000');
  fireEvent.change(amountInput(), { target: { value: '40000' } });
  expect(screen.getByTestId('points-error')).toHaveTextContent('You do not have enough points.');
  expect(convertPoints).not.toHaveBeenCalled();
});

test('converts an amount, then shows the points and balance the server answers, without an init call', async () => {
  const user = userEvent.setup();
  const { store } = renderWith(<PointBox />, { store: makeStore({ member: true, user: { point: 35_000, amount: 0 } }) });
  jest.mocked(convertPoints).mockResolvedValue(okResult({ id: 4, amount: 20_000, status: 'point_convert', balance: 20_000, point: 15_000 }));
  const initsBefore = initCalls(store);
  fireEvent.change(amountInput(), { target: { value: '20000' } });
  await user.click(screen.getByTestId('points-submit'));
  await waitFor(() => expect(convertPoints).toHaveBeenCalledWith({ amount: '20000' }));
  expect(await screen.findByText('20,000 P converted to cash.')).toBeInTheDocument();
  await waitFor(() => expect(store.session.user).toMatchObject({ point: 15_000, amount: 20_000 }));
  expect(screen.getByTestId('points-convertible')).toHaveTextContent('10,000 P');
  expect(initCalls(store)).toBe(initsBefore);
});

test('"convert all" asks once, then sends all:true', async () => {
  const user = userEvent.setup();
  renderWith(<PointBox />, { store: makeStore({ member: true, user: { point: 35_500 } }) });
  jest.mocked(convertPoints).mockResolvedValue(okResult({ id: 5, amount: 30_000, status: 'point_convert', balance: 30_000, point: 5_500 }));
  await user.click(screen.getByTestId('points-all'));
  expect(await screen.findByText('Convert 30,000 P to cash?')).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Convert all' }).find((b) => b.dataset.testid !== 'points-all')!);
  await waitFor(() => expect(convertPoints).toHaveBeenCalledWith({ all: true }));
});

test('"convert all" is off below the minimum', () => {
  renderWith(<PointBox />, { store: makeStore({ member: true, user: { point: 9_999 } }) });
  expect(screen.getByTestId('points-all')).toBeDisabled();
  expect(screen.getByTestId('points-convertible')).toHaveTextContent('0 P');
});
