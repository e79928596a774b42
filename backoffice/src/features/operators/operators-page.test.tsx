import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OperatorPaths, type OperatorAccount } from '@casino/shared/contract';
import { OperatorsPage } from './operators-page';
import { fail, ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const account = (id: number, username: string, extra: Partial<OperatorAccount> = {}): OperatorAccount => ({
  id, username, role: 'cashier', status: 'active', totp_enabled: false, created_at: '2026-01-01T00:00:00Z', last_login_at: '2026-01-02T00:00:00Z', ...extra,
});
const list = { [`GET ${OperatorPaths.operators}`]: ok({ list: [account(7, 'owner1', { role: 'owner' }), account(8, 'cash1')] }) };

async function reset(username: string) {
  fireEvent.click(await screen.findByTestId(`operator-reset-password-${username}`));
  fireEvent.click(await screen.findByTestId('operator-reset-password-ok'));
}

describe('operators page: password reset', () => {
  it('the owner resets another operator after a confirmation and sees the temporary password once, copyable', async () => {
    const { store, calls } = storeFor('owner', { ...list, [`POST ${OperatorPaths.operatorPasswordReset(8)}`]: ok({ temporary_password: 'Tmp-9x7Q-w2Lk' }) });
    renderConsole(<OperatorsPage />, store, '/operators');
    expect(await screen.findByTestId('operator-reset-password-cash1')).toBeInTheDocument();
    expect(screen.queryByTestId('operator-reset-password-owner1')).not.toBeInTheDocument(); // not himself: he has his own page
    await reset('cash1');
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('Tmp-9x7Q-w2Lk');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Hand this password to cash1/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === OperatorPaths.operatorPasswordReset(8))).toHaveLength(1);
    fireEvent.click(screen.getByTestId('temporary-password-close'));
    await waitFor(() => expect(screen.queryByTestId('temporary-password')).not.toBeInTheDocument());
  });

  it('a refusal is told and shows no password', async () => {
    const { store } = storeFor('owner', { ...list, [`POST ${OperatorPaths.operatorPasswordReset(8)}`]: fail(4030, 'role_forbidden', 403) });
    renderConsole(<OperatorsPage />, store, '/operators');
    await reset('cash1');
    expect(await screen.findByText('Your role may not do this.')).toBeInTheDocument();
    expect(screen.queryByTestId('temporary-password')).not.toBeInTheDocument();
  });
});

describe('operators page: the release role (issue 45)', () => {
  it('a release operator\'s row shows the remotes it owns; adding one sends the new list', async () => {
    const { store, calls } = storeFor('owner', {
      [`GET ${OperatorPaths.operators}`]: ok({ list: [account(7, 'owner1', { role: 'owner', remotes: [] }), account(9, 'walletrel', { role: 'release', remotes: ['wallet'] })] }),
      [`PATCH ${OperatorPaths.operator(9)}`]: ok(account(9, 'walletrel', { role: 'release', remotes: ['games', 'wallet'] })),
    });
    renderConsole(<OperatorsPage />, store, '/operators');
    const remotes = await screen.findByTestId('operator-remotes-walletrel');
    expect(remotes).toHaveTextContent('wallet');
    expect(screen.queryByTestId('operator-remotes-owner1')).not.toBeInTheDocument(); // other roles own no remotes
    fireEvent.mouseDown(within(remotes).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('games'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ remotes: ['wallet', 'games'] });
  });
});
