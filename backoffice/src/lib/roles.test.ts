import { can, sectionsOf } from './roles';

describe('role-aware navigation', () => {
  it('shows each role only the pages its permissions open', () => {
    expect(sectionsOf('owner')).toEqual(['dashboard', 'cashier', 'approvals', 'kyc', 'members', 'aml', 'support', 'games', 'releases', 'reports', 'operators', 'audit']);
    expect(sectionsOf('cashier')).toEqual(['dashboard', 'cashier', 'approvals', 'members', 'reports']);
    expect(sectionsOf('support')).toEqual(['dashboard', 'members', 'support']);
    expect(sectionsOf('compliance')).toEqual(['dashboard', 'cashier', 'approvals', 'kyc', 'members', 'aml', 'reports', 'audit']);
    expect(sectionsOf(null)).toEqual([]);
  });

  it('four eyes: owner, cashier and compliance read and decide the approvals queue; only owner and compliance read full account numbers in the audit', () => {
    expect(['owner', 'cashier', 'support', 'compliance'].filter((r) => can(r as never, 'approvalsDecide'))).toEqual(['owner', 'cashier', 'compliance']);
    expect(['owner', 'cashier', 'support', 'compliance'].filter((r) => can(r as never, 'auditAccountFull'))).toEqual(['owner', 'compliance']);
  });

  it('only owners and cashiers decide deposits and withdrawals', () => {
    expect(['owner', 'cashier', 'support', 'compliance'].filter((r) => can(r as never, 'cashierDecide'))).toEqual(['owner', 'cashier']);
  });
});
