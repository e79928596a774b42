// Four eyes on money (issue 47 §1): the pure rules — the threshold, maker ≠ checker, expiry, the 24-hour windows.
import {
  adjustmentNeedsApproval, APPROVAL_TTL_MS, approvalState, approvalThresholdOf, DEFAULT_APPROVAL_THRESHOLD, decisionRefusal, expiresAt,
  withdrawalGate, withinWindow,
} from '../../src/domain/four-eyes';
import { maskAccountsIn } from '../../src/domain/masking';

const T = new Date('2026-12-01T00:00:00Z');
const later = (ms: number) => new Date(T.getTime() + ms);
const HOUR = 3600_000;

describe('four eyes: the adjustment threshold', () => {
  it('reads the site variable when it is a non-negative safe integer, else the default', () => {
    expect(approvalThresholdOf(undefined)).toBe(DEFAULT_APPROVAL_THRESHOLD);
    expect(approvalThresholdOf({ approval_threshold: 500_000 })).toBe(500_000);
    expect(approvalThresholdOf({ approval_threshold: 0 })).toBe(0);
    for (const bad of [-1, 1.5, '100', null, Number.MAX_SAFE_INTEGER + 2]) expect(approvalThresholdOf({ approval_threshold: bad })).toBe(DEFAULT_APPROVAL_THRESHOLD);
    expect(approvalThresholdOf({}, 7)).toBe(7);
  });

  it('asks for a second operator above the threshold, either sign; at or below it runs at once', () => {
    expect(adjustmentNeedsApproval(1_000_000, 1_000_000)).toBe(false);
    expect(adjustmentNeedsApproval(-1_000_000, 1_000_000)).toBe(false);
    expect(adjustmentNeedsApproval(1_000_001, 1_000_000)).toBe(true);
    expect(adjustmentNeedsApproval(-1_000_001, 1_000_000)).toBe(true);
    expect(adjustmentNeedsApproval(1, 0)).toBe(true);
  });
});

describe('four eyes: deciding a request', () => {
  const pending = { status: 'pending' as const, makerId: 1, expiresAt: expiresAt(T) };

  it('expires 24 hours after it was made', () => {
    expect(expiresAt(T).getTime() - T.getTime()).toBe(APPROVAL_TTL_MS);
    expect(approvalState(pending, later(APPROVAL_TTL_MS - 1))).toBe('pending');
    expect(approvalState(pending, later(APPROVAL_TTL_MS))).toBe('expired');
    expect(approvalState({ ...pending, status: 'approved' }, later(APPROVAL_TTL_MS * 2))).toBe('approved');
  });

  it('never by its maker; decided once; not after expiry', () => {
    expect(decisionRefusal(pending, 1, T)).toBe('own_request');
    expect(decisionRefusal(pending, 2, T)).toBeNull();
    expect(decisionRefusal(pending, 2, later(APPROVAL_TTL_MS))).toBe('expired');
    // a decided request answers "decided" to anyone, its maker too
    expect(decisionRefusal({ ...pending, status: 'approved' }, 2, T)).toBe('decided');
    expect(decisionRefusal({ ...pending, status: 'rejected' }, 1, T)).toBe('decided');
    expect(decisionRefusal(pending, 1, later(APPROVAL_TTL_MS))).toBe('own_request');
  });
});

describe('four eyes: after a payout account changed', () => {
  it('counts a change for 24 hours', () => {
    expect(withinWindow(T, later(24 * HOUR - 1))).toBe(true);
    expect(withinWindow(T, later(24 * HOUR))).toBe(false);
    expect(withinWindow(later(HOUR), T)).toBe(false); // not in the future
  });

  it('blocks the change\'s maker and checker; asks anyone else for a second operator', () => {
    const changes = [{ at: T, makerId: 5, checkerId: 6 }];
    expect(withdrawalGate(changes, 5, later(HOUR))).toEqual({ blocked: true, recent: true, until: later(24 * HOUR) });
    expect(withdrawalGate(changes, 6, later(HOUR))).toMatchObject({ blocked: true, recent: true });
    expect(withdrawalGate(changes, 7, later(HOUR))).toEqual({ blocked: false, recent: true, until: null });
    expect(withdrawalGate(changes, 5, later(24 * HOUR))).toEqual({ blocked: false, recent: false, until: null });
    expect(withdrawalGate([], 5, T)).toEqual({ blocked: false, recent: false, until: null });
    // the latest of the operator's changes sets the end of his block
    expect(withdrawalGate([...changes, { at: later(2 * HOUR), makerId: 5, checkerId: 8 }], 5, later(3 * HOUR)).until).toEqual(later(26 * HOUR));
  });
});

describe('masking account numbers inside audit values', () => {
  it('masks every account-named string at any depth, and nothing else', () => {
    expect(maskAccountsIn({ bank_account: '110123456789', bank_name: '신한', nested: [{ old_bank_account: '9876543210' }], amount: 5 }))
      .toEqual({ bank_account: '********6789', bank_name: '신한', nested: [{ old_bank_account: '******3210' }], amount: 5 });
    expect(maskAccountsIn(null)).toBeNull();
    expect(maskAccountsIn('110123456789')).toBe('110123456789');
  });
});
