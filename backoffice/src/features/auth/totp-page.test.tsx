import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { OperatorPaths } from '@casino/shared/contract';
import { TotpPage } from './totp-page';
import { fail, ok, operator, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const CODES = ['aaaa-1111', 'bbbb-2222', 'cccc-3333'];
const enrolled = { [`POST ${OperatorPaths.totpEnrol}`]: ok({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/casino:owner1?secret=JBSWY3DPEHPK3PXP' }) };

function open(routes: Parameters<typeof storeFor>[1], totpEnabled = false, enrolOnly = false) {
  const { store, calls, storage } = storeFor('owner', routes);
  store.session.setOperator(operator('owner', { totp_enabled: totpEnabled, enrol_only: enrolOnly }));
  renderConsole(
    <Routes><Route path="/account/totp" element={<TotpPage />} /><Route path="/" element={<div data-testid="home" />} /><Route path="/login" element={<div data-testid="login" />} /></Routes>,
    store, '/account/totp',
  );
  return { store, calls, storage };
}

async function confirmWithCode() {
  fireEvent.click(await screen.findByTestId('totp-start'));
  const inputs = (await screen.findByTestId('totp-code')).querySelectorAll('input');
  '123456'.split('').forEach((d, i) => fireEvent.input(inputs[i]!, { target: { value: d } }));
  await waitFor(() => expect(screen.getByTestId('totp-confirm')).toBeEnabled());
  fireEvent.click(screen.getByTestId('totp-confirm'));
}

describe('TOTP enrolment', () => {
  it('after confirmation the recovery codes are shown once, copyable, and never stored; "I have saved them" continues', async () => {
    const { store, storage } = open({ ...enrolled, [`POST ${OperatorPaths.totpConfirm}`]: ok({ ...operator('owner', { totp_enabled: true }), recovery_codes: CODES }) });
    await confirmWithCode();
    expect(await screen.findByTestId('totp-enabled')).toBeInTheDocument();
    const list = screen.getByTestId('recovery-code-list');
    for (const c of CODES) expect(list).toHaveTextContent(c);
    expect(screen.getByTestId('recovery-codes')).toHaveTextContent('They are shown only now.');
    expect(screen.getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(store.session.operator?.totp_enabled).toBe(true);
    expect(JSON.stringify(store.session.operator)).not.toContain('aaaa-1111');
    expect(storage.getItem('bo.session')).not.toContain('aaaa-1111');
    fireEvent.click(screen.getByTestId('recovery-saved'));
    expect(await screen.findByTestId('home')).toBeInTheDocument();
  });

  it('an enrolment-only session shows the codes first, then logs out to log in with a code', async () => {
    const { store } = open({
      ...enrolled, [`POST ${OperatorPaths.totpConfirm}`]: ok({ ...operator('owner', { totp_enabled: true }), recovery_codes: CODES }),
      [`POST ${OperatorPaths.logout}`]: ok(null),
    }, false, true);
    await confirmWithCode();
    expect(await screen.findByTestId('recovery-code-list')).toHaveTextContent('bbbb-2222');
    expect(store.session.loggedIn).toBe(true);
    fireEvent.click(screen.getByTestId('recovery-saved'));
    expect(await screen.findByTestId('login')).toBeInTheDocument();
    expect(store.session.loggedIn).toBe(false);
  });

  it('re-enrolment while TOTP is on asks for the current code first and sends it', async () => {
    const { calls } = open({ ...enrolled }, true);
    const start = await screen.findByTestId('totp-start');
    expect(start).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Current code'), { target: { value: '654321' } });
    await waitFor(() => expect(start).toBeEnabled());
    fireEvent.click(start);
    expect(await screen.findByTestId('totp-qr')).toBeInTheDocument();
    expect(calls.find((c) => c.path === OperatorPaths.totpEnrol)?.body).toEqual({ code: '654321' });
  });

  it('a first enrolment sends no code; a wrong current code on re-enrolment is told', async () => {
    const first = open({ ...enrolled });
    fireEvent.click(await screen.findByTestId('totp-start'));
    await screen.findByTestId('totp-qr');
    expect(first.calls.find((c) => c.path === OperatorPaths.totpEnrol)?.body).toEqual({});
    document.body.innerHTML = '';
    open({ [`POST ${OperatorPaths.totpEnrol}`]: fail(4030, 'totp_invalid') }, true);
    fireEvent.change(await screen.findByLabelText('Current code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('totp-start'));
    expect(await screen.findByTestId('totp-error')).toHaveTextContent('The code is wrong or has expired.');
  });
});
