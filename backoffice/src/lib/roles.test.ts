import { can, sectionsOf } from './roles';

describe('role-aware navigation', () => {
  it('shows each role only the pages its permissions open', () => {
    expect(sectionsOf('owner')).toEqual(['dashboard', 'cashier', 'kyc', 'members', 'aml', 'support', 'games', 'releases', 'reports', 'operators', 'audit']);
    expect(sectionsOf('cashier')).toEqual(['dashboard', 'cashier', 'members', 'reports']);
    expect(sectionsOf('support')).toEqual(['dashboard', 'members', 'support']);
    expect(sectionsOf('compliance')).toEqual(['dashboard', 'cashier', 'kyc', 'members', 'aml', 'reports', 'audit']);
    expect(sectionsOf(null)).toEqual([]);
  });

  it('only owners and cashiers decide deposits and withdrawals', () => {
    expect(['owner', 'cashier', 'support', 'compliance'].filter((r) => can(r as never, 'cashierDecide'))).toEqual(['owner', 'cashier']);
  });
});
