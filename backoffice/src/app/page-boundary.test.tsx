// A console page that throws: the shared failure panel where the page was, the menu and the header still there
// (the shell's outlet has the boundary); retry mounts the page again, and the error is reported (logged, and sent to
// the server) with the id shown.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleRoutes } from './routes';
import { ok, renderConsole, setupConsoleI18n, storeFor } from '../test-utils';

let mockBroken = true;
jest.mock('../features/dashboard/dashboard-page', () => ({
  __esModule: true,
  default: function DashboardPage() {
    if (mockBroken) throw new Error('dashboard exploded');
    return <p data-testid="dashboard-page">dashboard</p>;
  },
}));

beforeAll(setupConsoleI18n);

test('a page that throws shows the panel inside the shell; retry renders it once it no longer throws', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const { store, calls } = storeFor('owner', { 'GET /operator/dashboard': ok({}), 'POST /api/page-errors': ok({}) });
    renderConsole(<ConsoleRoutes />, store, '/dashboard');
    expect(await screen.findByTestId('page-failure')).toHaveTextContent('This page could not be shown');
    expect(screen.getByTestId('nav-members')).toBeInTheDocument();
    expect(screen.getByTestId('logout')).toBeInTheDocument();
    const id = screen.getByTestId('failure-request-id').textContent!.replace('Request ID: ', '');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(errors.mock.calls.some(([line]) => line === `[page] dashboard threw while rendering (request ${id})`)).toBe(true);
    // … and sent to the server once with the console's client (POST /api/page-errors)
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/page-errors').map((c) => c.body)).toEqual([
      { app: 'backoffice', page: 'dashboard', request_id: id, from_request: false, error: 'Error: dashboard exploded', version: '0.0.0-test' },
    ]));
    mockBroken = false;
    await userEvent.click(screen.getByTestId('page-failure-retry'));
    expect(await screen.findByTestId('dashboard-page')).toBeInTheDocument();
    expect(screen.queryByTestId('page-failure')).toBeNull();
  } finally {
    errors.mockRestore();
  }
});
