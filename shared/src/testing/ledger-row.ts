// One cash ledger row and the text every app must show for it (issue 46: "a test renders the same ledger row in
// every app and compares"). No test can import two apps (the layers forbid it), so each app's ledger test renders
// this row with its own component and expects these same strings. They are written out, not computed with
// @casino/shared/format, so a formatter that drifts fails here.
export const LEDGER_ROW = {
  id: 4601,
  username: 'member01',
  type: 'bet',
  amount: -30_000,
  before: 1_234_567,
  after: 1_204_567,
  // 00:04:05 on 2 March in Seoul: a different day in UTC and in most machines' zones.
  created_at: '2026-03-01T15:04:05.000Z',
  memo: null,
} as const;

export const LEDGER_ROW_TEXT = {
  amount: '−30,000',
  before: '1,234,567',
  after: '1,204,567',
  at: '2026-03-02 00:04:05',
  memo: '—',
} as const;
