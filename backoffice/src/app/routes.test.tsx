import { act, screen, waitFor } from '@testing-library/react';
import { ConsoleRoutes } from './routes';
import { ok, queueRow, renderConsole, setupConsoleI18n, storeFor } from '../test-utils';

beforeAll(setupConsoleI18n);

const routes = {
  'GET /operator/queues/deposits': ok({ list: [queueRow(1)] }),
  'GET /operator/queues/withdrawals': ok({ list: [] }),
  'GET /operator/dashboard': ok({ pending: { deposits: 1, withdrawals: 0, inquiries: 2 }, today: { day: '2026-01-01', cash_in: 0, cash_out: 0, bets: 0, wins: 0, ggr: 0 }, days: [], active_members: 3, members_today: 4 }),
};

describe('console routes', () => {
  it('a support operator sees no cashier in the menu, and the cashier page explains the role instead of showing buttons', async () => {
    const { store, calls } = storeFor('support', routes);
    renderConsole(<ConsoleRoutes />, store, '/cashier');
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    expect(screen.getByTestId('nav-support')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-cashier')).not.toBeInTheDocument();
    expect(screen.queryByTestId('approve-1')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/operator/queues'))).toBe(false);
  });

  it('a cashier opens the queues with the decision buttons; owner-only pages are not in the menu', async () => {
    const { store } = storeFor('cashier', routes);
    renderConsole(<ConsoleRoutes />, store, '/cashier');
    expect(await screen.findByTestId('approve-1')).toBeInTheDocument();
    expect(screen.getByTestId('operator-role')).toHaveTextContent('Cashier');
    for (const owner of ['nav-operators', 'nav-games', 'nav-releases', 'nav-audit']) expect(screen.queryByTestId(owner)).not.toBeInTheDocument();
  });

  it('without a session every page leads to the login form', async () => {
    const { store } = storeFor(null, routes);
    renderConsole(<ConsoleRoutes />, store, '/members');
    expect(await screen.findByTestId('login-username')).toBeInTheDocument();
  });

  it('the dashboard recounts when the stream reports a new request', async () => {
    let waiting = 1;
    const { store, calls } = storeFor('owner', { ...routes, 'GET /operator/dashboard': () => ok({ ...(routes['GET /operator/dashboard'].body.data as object), pending: { deposits: waiting, withdrawals: 0, inquiries: 2 } }) });
    renderConsole(<ConsoleRoutes />, store, '/dashboard');
    expect(await screen.findByTestId('pending-deposits')).toHaveTextContent('1');
    waiting = 2;
    act(() => { store.live.receive({ event: 'deposit.created', data: JSON.stringify({ id: 9, member_id: 1, amount: 10000 }) }); });
    await waitFor(() => expect(screen.getByTestId('pending-deposits')).toHaveTextContent('2'));
    expect(calls.filter((c) => c.path === '/operator/dashboard')).toHaveLength(2);
  });
});
