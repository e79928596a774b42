// Four eyes on money (issue 47 §1), the pure rules: which changes wait for a second operator, who may decide a
// request, when it expires, and the 24-hour windows after a change of a member's payout account. No database, no
// clock: the caller passes `now`.
import type { ApprovalKindName } from '@casino/shared/contract';

/** A request waits this long for its checker; after that it is expired and cannot be approved. */
export const APPROVAL_TTL_MS = 24 * 3600_000;
/** After a member's payout account changed: withdrawals need a second operator, and the change's maker and checker
 *  may not approve that member's withdrawals, for this long. */
export const BANK_CHANGE_WINDOW_MS = 24 * 3600_000;
/** Cash or points adjustments above this (absolute value) wait for a second operator, unless the site sets
 *  VARIABLES.approval_threshold. */
export const DEFAULT_APPROVAL_THRESHOLD = 1_000_000;

export type ApprovalKind = ApprovalKindName;
export type StoredStatus = 'pending' | 'approved' | 'rejected';
export type ApprovalState = StoredStatus | 'expired';

/** The site's adjustment threshold: VARIABLES.approval_threshold when it is a non-negative safe integer, else the fallback. */
export function approvalThresholdOf(variables: Record<string, unknown> | undefined, fallback = DEFAULT_APPROVAL_THRESHOLD): number {
  const v = variables?.approval_threshold;
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : fallback;
}

/** An adjustment needs a second operator when its size (either sign) is above the threshold; at or below, it runs at once. */
export const adjustmentNeedsApproval = (amount: number, threshold: number): boolean => Math.abs(amount) > threshold;

export const expiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + APPROVAL_TTL_MS);

/** A request's state now: a pending one past its expiry is expired. */
export function approvalState(request: { status: StoredStatus; expiresAt: Date }, now: Date): ApprovalState {
  if (request.status === 'pending' && now.getTime() >= request.expiresAt.getTime()) return 'expired';
  return request.status;
}

export type DecisionRefusal = 'own_request' | 'decided' | 'expired';

/**
 * Why this operator may not decide this request now, or null. A decided request answers `decided` first (like the
 * deposit queue's "decided before"), then the maker is refused (never his own request, approve or reject), then expiry
 * (an expired request can no longer be approved; rejecting it is refused too, it is closed by time).
 */
export function decisionRefusal(
  request: { status: StoredStatus; makerId: number; expiresAt: Date }, checkerId: number, now: Date,
): DecisionRefusal | null {
  if (request.status !== 'pending') return 'decided';
  if (request.makerId === checkerId) return 'own_request';
  if (approvalState(request, now) === 'expired') return 'expired';
  return null;
}

export const withinWindow = (at: Date, now: Date, windowMs = BANK_CHANGE_WINDOW_MS): boolean =>
  at.getTime() <= now.getTime() && now.getTime() - at.getTime() < windowMs;

export interface BankChange { at: Date; makerId: number | null; checkerId: number | null }

/**
 * What a member's recent payout-account changes mean for approving his withdrawal: `blocked` when this operator made
 * or approved a change in the last 24 hours (he may not approve it at all), `recent` when any change is that recent
 * (the approval becomes a request a second operator must confirm).
 */
export function withdrawalGate(changes: readonly BankChange[], operatorId: number, now: Date): { blocked: boolean; recent: boolean; until: Date | null } {
  const recent = changes.filter((c) => withinWindow(c.at, now));
  const mine = recent.filter((c) => c.makerId === operatorId || c.checkerId === operatorId);
  const last = mine.reduce<Date | null>((latest, c) => (latest && latest > c.at ? latest : c.at), null);
  return { blocked: mine.length > 0, recent: recent.length > 0, until: last && new Date(last.getTime() + BANK_CHANGE_WINDOW_MS) };
}
