// The audit page: rows with the one empty marker, and *Export CSV* (issue 47 §7) downloading the audit with the
// page's filters through the console's client; a refused export is told, nothing is saved.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_VALUE } from '@casino/shared';
import { AuditPage } from './audit-page';
import { fail, ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const row = {
  id: 41, operator_id: 1, operator: 'operator', role: 'owner', action: 'member.view', target_type: 'member', target_id: '12', member_id: 12,
  before: null, after: { view: 'profile' }, ip: '127.0.0.1', created_at: '2026-12-01T01:02:03Z',
};

let saved: string[];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs and does not navigate: the download is seen as the anchor the helper clicks
  Object.assign(URL, { createObjectURL: () => 'blob:audit', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
});
afterEach(() => jest.restoreAllMocks());

test('shows each action with the empty marker for a missing before, and exports the filtered audit as a CSV file', async () => {
  const { store, calls } = storeFor('compliance', {
    'GET /operator/audit': ok({ list: [row], total: 1 }),
    'GET /operator/audit.csv': { body: '\uFEFFid,created_at\r\n41,2026-12-01T01:02:03Z\r\n', headers: { 'Content-Type': 'text/csv; charset=utf-8' } },
  });
  renderConsole(<AuditPage />, store, '/audit');
  const shown = await screen.findByTestId('audit-row-member.view-12');
  expect(shown).toHaveTextContent(EMPTY_VALUE);
  expect(shown).toHaveTextContent('{"view":"profile"}');

  await userEvent.type(screen.getByTestId('audit-member'), '12');
  await userEvent.click(screen.getByTestId('audit-filter'));
  await waitFor(() => expect(calls.filter((c) => c.path === '/operator/audit').at(-1)?.query.get('member_id')).toBe('12'));
  await userEvent.click(screen.getByTestId('audit-export'));
  await waitFor(() => expect(saved).toEqual(['operator-audit.csv']));
  const exported = calls.filter((c) => c.path === '/operator/audit.csv');
  expect(exported).toHaveLength(1);
  expect(exported[0]!.query.get('member_id')).toBe('12');
  expect(exported[0]!.query.get('page')).toBeNull();
});

test('a refused export is told, and nothing is saved', async () => {
  const { store } = storeFor('compliance', {
    'GET /operator/audit': ok({ list: [], total: 0 }),
    'GET /operator/audit.csv': fail(4030, 'role_forbidden', 403),
  });
  renderConsole(<AuditPage />, store, '/audit');
  await userEvent.click(await screen.findByTestId('audit-export'));
  expect(await screen.findByText('Your role may not do this.')).toBeInTheDocument();
  expect(saved).toEqual([]);
});
