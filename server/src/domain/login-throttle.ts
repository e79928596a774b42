// Login throttling (API.md): at most 10 failed logins per username and 50 per IP within 15 minutes; the
// next attempt is refused with 429 before the password is looked at. Counts include the attempt being
// decided, which is recorded first.
import { LOGIN_FAILURES_PER_IP, LOGIN_FAILURES_PER_USERNAME } from '@casino/shared/contract';

export function isThrottled(counts: { username: number; ip: number }): boolean {
  return counts.username > LOGIN_FAILURES_PER_USERNAME || counts.ip > LOGIN_FAILURES_PER_IP;
}

/** Members and operators are counted apart; usernames are compared case-insensitively. */
export function throttleKey(principal: 'member' | 'operator', username: string): string {
  return `${principal}:${username.trim().toLowerCase()}`;
}
