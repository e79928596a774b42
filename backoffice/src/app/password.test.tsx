import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OperatorPaths } from '@casino/shared/contract';
import { ConsoleRoutes } from './routes';
import { fail, ok, operator, renderConsole, setupConsoleI18n, storeFor } from '../test-utils';

beforeAll(setupConsoleI18n);

const dashboard = {
  'GET /operator/dashboard': ok({ pending: { deposits: 0, withdrawals: 0, inquiries: 0 }, today: { day: '2026-01-01', cash_in: 0, cash_out: 0, bets: 0, wins: 0, ggr: 0 }, days: [], active_members: 0, members_today: 0 }),
};
const help = (name: string) => document.getElementById(`operator-password_${name}_help`);
function fill(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByTestId('password-current'), { target: { value: current } });
  fireEvent.change(screen.getByTestId('password-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('password-confirm'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('password-submit'));
}

describe('an operator changes his own password', () => {
  it('is linked from the header for every role', async () => {
    const { store } = storeFor('cashier', dashboard);
    renderConsole(<ConsoleRoutes />, store, '/account/password');
    expect(await screen.findByTestId('password-page')).toBeInTheDocument();
    expect(screen.getByTestId('nav-password')).toHaveAttribute('href', '/account/password');
  });

  it('checks length, a different new password and the confirmation before sending anything', async () => {
    const { store, calls } = storeFor('support', dashboard);
    renderConsole(<ConsoleRoutes />, store, '/account/password');
    await screen.findByTestId('password-page');
    fill('old-secret-1', 'short');
    await waitFor(() => expect(help('new_password')).toHaveTextContent('8 to 64 characters'));
    fill('old-secret-1', 'old-secret-1');
    await waitFor(() => expect(help('new_password')).toHaveTextContent('Choose a password other than the current one.'));
    fill('old-secret-1', 'new-secret-1', 'new-secret-2');
    await waitFor(() => expect(help('new_password_confirm')).toHaveTextContent('The two passwords differ.'));
    expect(calls.some((c) => c.path === OperatorPaths.password)).toBe(false);
  });

  it('a wrong current password is shown under that field', async () => {
    const { store } = storeFor('owner', { ...dashboard, [`POST ${OperatorPaths.password}`]: fail(4030, 'wrong_password') });
    renderConsole(<ConsoleRoutes />, store, '/account/password');
    await screen.findByTestId('password-page');
    fill('not-mine-1', 'new-secret-1');
    await waitFor(() => expect(help('current_password')).toHaveTextContent('The current password is wrong.'));
    expect(screen.queryByTestId('password-error')).not.toBeInTheDocument();
  });

  it('success sends the current and the new password once and says so', async () => {
    const { store, calls } = storeFor('owner', { ...dashboard, [`POST ${OperatorPaths.password}`]: ok(operator('owner')) });
    renderConsole(<ConsoleRoutes />, store, '/account/password');
    await screen.findByTestId('password-page');
    fill('old-secret-1', 'new-secret-1');
    expect(await screen.findByText('Password changed.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === OperatorPaths.password);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ current_password: 'old-secret-1', new_password: 'new-secret-1' });
    expect(sent[0]!.headers['X-Sequence']).toMatch(/^[\w.-]+-\d+$/); // <client id>-<counter>
  });
});

describe('after an owner reset the password', () => {
  it('the console shows only the forced "set a new password" screen until it is set, then opens as usual', async () => {
    const { store, calls } = storeFor('owner', { ...dashboard, [`POST ${OperatorPaths.password}`]: ok(operator('owner')) });
    store.session.setOperator(operator('owner', { must_change_password: true }));
    renderConsole(<ConsoleRoutes />, store, '/dashboard');
    expect(await screen.findByTestId('forced-password')).toHaveTextContent('Set a new password');
    expect(screen.getByText('Temporary password')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-dashboard')).not.toBeInTheDocument();
    expect(screen.queryByTestId('live-state')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/operator/dashboard')).toBe(false);
    fill('Temp-1234-abcd', 'my-own-secret-1');
    expect(await screen.findByTestId('nav-dashboard')).toBeInTheDocument();
    expect(screen.queryByTestId('forced-password')).not.toBeInTheDocument();
    expect(store.session.mustChangePassword).toBe(false);
  });

  it('the operator may log out from the forced screen', async () => {
    const { store } = storeFor('cashier', { ...dashboard, [`POST ${OperatorPaths.logout}`]: ok(null) });
    store.session.setOperator(operator('cashier', { must_change_password: true }));
    renderConsole(<ConsoleRoutes />, store, '/cashier');
    fireEvent.click(await screen.findByTestId('forced-password-logout'));
    expect(await screen.findByTestId('login-username')).toBeInTheDocument();
    expect(store.session.loggedIn).toBe(false);
  });
});
