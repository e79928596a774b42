// Bank account numbers leave the server masked, always: only the last 4 digits are shown (`******1234`).
// A number of 4 digits or fewer is masked entirely (showing it would show all of it).
export function maskAccount(account: string | null | undefined): string {
  const value = (account ?? '').replace(/\s+/g, '');
  if (value.length <= 4) return '*'.repeat(value.length);
  return '*'.repeat(value.length - 4) + value.slice(-4);
}
