import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from './login-page';
import { fail, ok, operator, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

function page(routes: Parameters<typeof storeFor>[1]) {
  const { store, calls } = storeFor(null, routes);
  renderConsole(<Routes><Route path="/login" element={<LoginPage />} /><Route path="/" element={<div data-testid="home" />} /></Routes>, store, '/login');
  return { store, calls };
}

async function typeCredentials() {
  fireEvent.change(await screen.findByTestId('login-username'), { target: { value: 'boss' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret12' } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('login page', () => {
  it('an operator with TOTP gets the code step and is logged in only with the code', async () => {
    const { calls } = page({
      'POST /operator/login': () => ((calls.at(-1)?.body as { totp?: string }).totp === '123456'
        ? ok({ jwt: 'j', operator: operator('owner', { totp_enabled: true }) })
        : fail(4030, 'totp_required')),
    });
    await typeCredentials();
    expect(await screen.findByTestId('login-totp-step')).toBeInTheDocument();
    expect(screen.getByTestId('login-totp-submit')).toBeDisabled();
    fireEvent.change(screen.getByTestId('login-totp').querySelector('input')!, { target: { value: '123456' } });
    await waitFor(() => expect(screen.getByTestId('login-totp-submit')).toBeEnabled());
    fireEvent.click(screen.getByTestId('login-totp-submit'));
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(calls.map((c) => (c.body as { totp?: string }).totp)).toEqual([undefined, '123456']);
  });

  it('the code step says it also takes a recovery code, and sends one as typed (trimmed)', async () => {
    const { calls } = page({
      'POST /operator/login': () => ((calls.at(-1)?.body as { totp?: string }).totp === 'k7p2-9qzx'
        ? ok({ jwt: 'j', operator: operator('owner', { totp_enabled: true }) })
        : fail(4030, 'totp_required')),
    });
    await typeCredentials();
    const field = await screen.findByLabelText('Authentication code or recovery code');
    expect(field).toHaveAccessibleDescription(/Enter one of your recovery codes instead: each works once\./);
    fireEvent.change(field, { target: { value: ' k7p2-9qzx ' } });
    fireEvent.click(screen.getByTestId('login-totp-submit'));
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(calls.map((c) => (c.body as { totp?: string }).totp)).toEqual([undefined, 'k7p2-9qzx']);
  });

  it('a wrong password says so and stays on the form', async () => {
    page({ 'POST /operator/login': fail(4030, 'auth_failed') });
    await typeCredentials();
    expect(await screen.findByTestId('login-error')).toBeInTheDocument();
    expect(screen.queryByTestId('login-totp-step')).not.toBeInTheDocument();
  });
});
