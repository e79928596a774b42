import { api, Paths, type TransactionPage, type TransactionQuery } from '@casino/shared';

/** GET /wallet/transactions: cash ledger rows, newest first, by Korea-time days, paged by cursor. */
export function getTransactions(query: TransactionQuery) {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return api.get<TransactionPage>(Paths.transactions, params);
}
