import { render, screen } from '@testing-library/react';
import { DEPOSIT_STATUSES, statusLabelKey, WITHDRAW_STATUSES } from '@casino/shared';
import { setupI18n } from '@casino/shared/testing';
import { ensureWalletNamespace } from '../i18n';
import { STATUS_COLORS, StatusTag } from './status-tag';

beforeAll(() => setupI18n('ko', ensureWalletNamespace, ['wallet']));

test('every label has an antd preset colour, and the Korean labels of spec §4', () => {
  const keys = [...DEPOSIT_STATUSES.map((s) => statusLabelKey('deposit', s)), ...WITHDRAW_STATUSES.map((s) => statusLabelKey('withdraw', s)), 'status.unknown'];
  for (const key of keys) expect(STATUS_COLORS[key]).toMatch(/^(gold|green|red|blue|purple|cyan|default)$/);
  render(<>
    <StatusTag kind="deposit" status="auto" />
    <StatusTag kind="withdraw" status="auto" />
    <StatusTag kind="deposit" status="point_convert" />
    <StatusTag kind="withdraw" status="cancelled" />
  </>);
  expect(screen.getAllByTestId('status-tag').map((t) => t.textContent)).toEqual(['시스템 지급', '회수', '포인트 전환', '알 수 없음']);
});
