// The ledgers' anchors (issue 47 §6, migration 0017; docs/wallet.md "A ledger that proves its history"): once per
// Asia/Seoul day the housekeeping job (plugins/housekeeping.ts, under its advisory lock, so one instance anchors)
// hashes every member's latest cash and points hashes into one value chained to the day before, stored append-only.
// An operator can anchor at once (POST /operator/ledger/anchors) and export them (GET, JSON or CSV) to keep outside
// the database. Verification computes every stored anchor again.
import type { Db, Queryable } from '../db/client';
import type { FullVerifyReport } from '../domain/ledger';
import { seoulDate } from '../domain/seoul-calendar';
import { pgError } from '../db/values';
import { anchoredOn, insertAnchor, listAnchors, verifyAnchors, verifyLedgers, type AnchorRow } from '../repositories/ledger-repository';

/** Tries when the anchor's locks were not free in time (insertAnchor's lock timeout), a moment apart. */
const ANCHOR_ATTEMPTS = 5;

/** Anchors both ledgers now, under the Asia/Seoul day of `at`. */
export async function anchorLedgers(db: Db, at = new Date()): Promise<AnchorRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => insertAnchor(tx, seoulDate(at)));
    } catch (err) {
      // 55P03 lock_not_available: postings held a ledger longer than the anchor waits; nothing was written
      if (attempt >= ANCHOR_ATTEMPTS || pgError(err)?.code !== '55P03') throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** The daily anchor: made when the Asia/Seoul day of `at` has none yet; null when it has one. */
export async function anchorIfDue(db: Db, at = new Date()): Promise<AnchorRow | null> {
  if (await anchoredOn(db, seoulDate(at))) return null;
  return anchorLedgers(db, at);
}

export const ledgerAnchors = (q: Queryable) => listAnchors(q);

/** The rows' chains, balances and requests, and every stored anchor computed again. */
export async function verifyLedgersAndAnchors(q: Queryable): Promise<FullVerifyReport> {
  const [report, anchors] = [await verifyLedgers(q), await verifyAnchors(q)];
  return { ...report, anchors_checked: anchors.checked, anchors_broken: anchors.broken };
}

const ANCHOR_CSV_COLUMNS = ['id', 'anchored_at', 'day', 'cash_max_id', 'points_max_id', 'members', 'digest', 'prev_anchor', 'anchor'] as const;

/** The anchors as CSV for Excel: a BOM, a header row, CRLF (nothing in them needs quoting: numbers, dates, hex). */
export function anchorsCsv(list: AnchorRow[]): string {
  const lines = [ANCHOR_CSV_COLUMNS.join(','), ...list.map((a) => ANCHOR_CSV_COLUMNS.map((c) => String(a[c])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
