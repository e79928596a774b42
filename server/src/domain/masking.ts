// Bank account numbers leave the server masked, always: only the last 4 digits are shown (`******1234`).
// A number of 4 digits or fewer is masked entirely (showing it would show all of it).
export function maskAccount(account: string | null | undefined): string {
  const value = (account ?? '').replace(/\s+/g, '');
  if (value.length <= 4) return '*'.repeat(value.length);
  return '*'.repeat(value.length - 4) + value.slice(-4);
}

/**
 * A copy of an audit value (before/after, a request's payload) with every bank account number masked: each string
 * under a key that names an account (`bank_account`, `old_bank_account` …), at any depth. For the roles that may not
 * see full account numbers in the audit (issue 47 §1: only owner and compliance do).
 */
export function maskAccountsIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskAccountsIn);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, v]) => (
    [key, /account/i.test(key) && typeof v === 'string' ? maskAccount(v) : maskAccountsIn(v)]
  )));
}
