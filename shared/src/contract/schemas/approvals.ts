// Schemas of four eyes on money (issue 47 §1): the approvals queue, its decisions, and the answer of a change that
// became a request (code 0, data.pending_approval).
import { Type } from '@sinclair/typebox';
import { ADJUST_REASON_MAX } from '../wallet';
import { APPROVAL_KINDS, APPROVAL_STATES } from '../operator';
import { Envelope, literals, IdInteger, PageInteger, SizeInteger } from './common';

const Change = Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], {
  description: 'the fields before / after; account numbers in full for owner and compliance, else ******1234',
});

export const ApprovalRow = Type.Object({
  id: Type.Integer(), kind: literals(APPROVAL_KINDS), state: literals(APPROVAL_STATES),
  member_id: Type.Union([Type.Integer(), Type.Null()]), username: Type.String(),
  target: Type.String({ description: 'the domain of a deposit account, the id of a withdrawal; else empty' }),
  amount: Type.Union([Type.Integer(), Type.Null()], { description: 'signed won or points of an adjustment; the withdrawal\'s amount' }),
  before: Change, after: Change, reason: Type.String(),
  maker_id: Type.Integer(), maker: Type.String(),
  checker: Type.Union([Type.String(), Type.Null()]), decision_reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(), expires_at: Type.String(), decided_at: Type.String(),
});

/** The data of a change that now waits for a second operator. */
export const PendingApproval = Type.Object({ pending_approval: ApprovalRow }, { description: 'sent for approval: a different operator must approve it in the approvals queue' });

export const ApprovalsQuery = Type.Object({
  state: Type.Optional(literals([...APPROVAL_STATES, 'decided'], { description: 'default pending; decided: approved and rejected' })),
  page: PageInteger(),
  size: SizeInteger(100, 50),
});
export const ApprovalsAnswer = Envelope(Type.Object({ list: Type.Array(ApprovalRow), total: Type.Integer() }), 'pending: oldest first; the others newest first');
export const ApprovalDecisionBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: ADJUST_REASON_MAX, description: 'required to reject' })),
});
export const ApprovalIdParams = Type.Object({ id: IdInteger() });
export const ApprovalDecisionAnswer = Envelope(Type.Union([ApprovalRow, Type.Null()]),
  'code 0 (approve: the change is done); 4030 approval_own_request / bank_change_cooldown; 4001 approval_expired, insufficient_balance; 4000 reason (reject); 5005 item_not_found; 6000 request_already_processed (data: the request as decided before)');
