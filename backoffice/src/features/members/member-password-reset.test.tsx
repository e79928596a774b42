import { fireEvent, screen } from '@testing-library/react';
import { i18n } from '@casino/shared';
import { OperatorPaths, type MemberDetail } from '@casino/shared/contract';
import { MemberPasswordReset } from './member-password-reset';
import { fail, ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const member = { id: 42, username: 'hong1234', nickname: '홍길동', status: 'active' } as MemberDetail;
const answer = { token: 'tok123', url: 'https://casino.example/reset-password#token=tok123', expires_at: '2026-01-01T01:00:00Z' };

describe('member password reset link', () => {
  it.each(['owner', 'support'] as const)('%s issues a link after a confirmation and sees it once with its expiry, copyable', async (role) => {
    const { store, calls } = storeFor(role, { [`POST ${OperatorPaths.memberPasswordReset(42)}`]: ok(answer) });
    renderConsole(<MemberPasswordReset member={member} />, store);
    fireEvent.click(screen.getByTestId('member-reset-link'));
    expect(calls).toHaveLength(0); // nothing before the confirmation
    fireEvent.click(await screen.findByTestId('member-reset-link-ok'));
    expect(await screen.findByTestId('member-reset-link-url')).toHaveValue(answer.url);
    // Seoul time: 10:00 on 1 January, 60 minutes
    expect(screen.getByTestId('member-reset-link-expiry')).toHaveTextContent(/10:00/);
    expect(screen.getByTestId('member-reset-link-expiry')).toHaveTextContent('60 minutes');
    expect(screen.getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === OperatorPaths.memberPasswordReset(42))).toHaveLength(1);
  });

  it.each(['cashier', 'compliance'] as const)('%s gets no button', (role) => {
    const { store } = storeFor(role, {});
    renderConsole(<MemberPasswordReset member={member} />, store);
    expect(screen.queryByTestId('member-reset-link')).not.toBeInTheDocument();
  });

  it('a refusal is told, no link shown', async () => {
    const { store } = storeFor('support', { [`POST ${OperatorPaths.memberPasswordReset(42)}`]: fail(5005, 'item_not_found') });
    renderConsole(<MemberPasswordReset member={member} />, store);
    fireEvent.click(screen.getByTestId('member-reset-link'));
    fireEvent.click(await screen.findByTestId('member-reset-link-ok'));
    expect(await screen.findByText(i18n.t('common:server.item_not_found'))).toBeInTheDocument();
    expect(screen.queryByTestId('member-reset-link-url')).not.toBeInTheDocument();
  });
});
