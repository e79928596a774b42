// The profile fields of spec §3 (my page) as display strings, from the shared store's user info (refreshed
// by the host's init polling) and the login's session info. Bank account numbers arrive masked from the
// server and are shown exactly as received.
import { formatDateTime, formatMoney, orEmpty, type SessionInfo, type UserInfo } from '@casino/shared';

type T = (key: string, values?: Record<string, unknown>) => string;

export interface ProfileValues {
  createAt: string; nickname: string; balance: string; points: string; bankName: string; bankAccount: string;
  bankHolder: string; lastLogin: string; username: string; email: string; rolling: string; unreadMemo: string;
}

export function profileValues(user: UserInfo, info: SessionInfo | null, t: T): ProfileValues {
  const won = (n: number) => t('money.won', { amount: formatMoney(n) });
  return {
    createAt: formatDateTime(user.create_at),
    nickname: orEmpty(user.name || info?.name),
    balance: won(user.amount),
    points: t('money.points', { amount: formatMoney(user.point) }),
    bankName: orEmpty(user.bank_name || user.bank_code_name || info?.bank_name),
    bankAccount: orEmpty(user.bank_account || info?.bank_account),
    bankHolder: orEmpty(user.bank_holder),
    lastLogin: formatDateTime(user.login_at),
    username: orEmpty(user.username || info?.username),
    email: orEmpty(info?.email),
    rolling: won(user.rolling),
    unreadMemo: formatMoney(user.unread_memo),
  };
}

/** The eight fields of the my page profile, in the spec's order. */
export const PROFILE_FIELDS = ['createAt', 'nickname', 'balance', 'points', 'bankName', 'bankAccount', 'bankHolder', 'lastLogin'] as const;
