// Ledger invariants (API.md "Money"): per member, rows in id order chain (after = before + amount, each
// before = the previous after, the first before = 0) and the last after equals the balance.
export interface ChainRow { id: number; amount: number; before: number; after: number }

export type ChainProblem =
  | { kind: 'arithmetic'; id: number }
  | { kind: 'gap'; id: number; expectedBefore: number }
  | { kind: 'balance'; expected: number; balance: number };

export function checkChain(rows: ChainRow[], balance: number): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let previous = 0;
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (row.after !== row.before + row.amount) problems.push({ kind: 'arithmetic', id: row.id });
    if (row.before !== previous) problems.push({ kind: 'gap', id: row.id, expectedBefore: previous });
    previous = row.after;
  }
  if (previous !== balance) problems.push({ kind: 'balance', expected: previous, balance });
  return problems;
}
