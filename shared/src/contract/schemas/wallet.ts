// Schemas of the wallet calls (member and operator). Amount bodies are checked by the contract validators
// (contractValidated), so the server names exactly the failure the form would; their keywords state the same
// rules constants (spec §5).
import { Type } from '@sinclair/typebox';
import { AMOUNT_UNIT, DIGITS_RE, MAX_AMOUNT_PER_REQUEST, MIN_POINT_CONVERSION } from '../rules';
import {
  ADJUST_REASON_MAX, DEPOSIT_STATUSES, HISTORY_PAGE_SIZE_DEFAULT, HISTORY_PAGE_SIZE_MAX, LEDGER_TYPES, WITHDRAW_STATUSES,
} from '../wallet';
import { contractValidated, Envelope, literals, patternOf, IdInteger, PageInteger, SizeInteger } from './common';
import { PendingApproval } from './approvals';

/** An amount as a number or as digits (parseAmount of validate.ts: at most 15 digits). */
const AmountOf = (integer: Parameters<typeof Type.Integer>[0], description: string) => Type.Union([
  Type.Integer({ multipleOf: AMOUNT_UNIT, ...integer }),
  Type.String({ minLength: 1, maxLength: 15, pattern: patternOf(DIGITS_RE), description: 'the same amount as decimal digits' }),
], { description });

const Amount = AmountOf({ minimum: AMOUNT_UNIT, maximum: MAX_AMOUNT_PER_REQUEST }, 'won, per request');

export const AmountBody = contractValidated(Type.Object({ amount: Amount }, {
  description: 'checked with validateMoneyAmount of @casino/shared/contract: 4000 required_input_missing, 4001 invalid_amount / amount_unit',
}));

export const ConvertBody = contractValidated(Type.Object({
  amount: Type.Optional(AmountOf({ minimum: MIN_POINT_CONVERSION }, 'points, at most the member\'s points')),
  all: Type.Optional(Type.Boolean({ description: 'true: convert every whole 10,000 of the points (amount is ignored)' })),
}, { description: 'checked with validatePointAmount of @casino/shared/contract; 4001 below_minimum / amount_unit / insufficient_points' }));

export const WalletAccountAnswer = Envelope(Type.Object({
  bank_name: Type.String(), bank_account: Type.String({ description: 'in full: members transfer to it' }), holder: Type.String(), notes: Type.String(),
}), 'code 0; 5005 item_not_found when the operator has not set a deposit account');

export const DepositAnswer = Envelope(Type.Object({ id: Type.Integer(), status: Type.Literal('waiting') }),
  'code 0; 4000/4001 (amount); 5003 previous_record_exists while a deposit is waiting; 6000 on a repeated X-Sequence');
/** The ledger row a figure came from (MoneyMarks of the contract): the client keeps the newer of two figures. */
const BalanceSeq = Type.Integer({ description: "the id of the cash ledger row that left this balance (a figure with a lower one is older)" });
const PointsSeq = Type.Integer({ description: "the id of the points ledger row that left these points (a figure with a lower one is older)" });
export const WithdrawAnswer = Envelope(Type.Object({ id: Type.Integer(), status: Type.Literal('waiting'), balance: Type.Integer({ description: 'after the debit' }), balance_seq: BalanceSeq }),
  'code 0; 4000/4001 (amount, insufficient_balance); 6000 on a repeated X-Sequence');
export const ConvertAnswer = Envelope(Type.Object({
  id: Type.Integer({ description: 'the deposit history row (status point_convert)' }), amount: Type.Integer(), status: Type.Literal('point_convert'),
  balance: Type.Integer(), point: Type.Integer(), balance_seq: BalanceSeq, points_seq: PointsSeq,
}), 'code 0; 4000/4001 (below_minimum, amount_unit, insufficient_points); 6000 on a repeated X-Sequence');

export const PageQuery = Type.Object({
  page: PageInteger(),
  size: SizeInteger(HISTORY_PAGE_SIZE_MAX, HISTORY_PAGE_SIZE_DEFAULT),
});

const requestRow = (statuses: readonly string[]) => Type.Object({
  id: Type.Integer(), amount: Type.Integer(), status: Type.Union(statuses.map((s) => Type.Literal(s))),
  created_at: Type.String({ description: 'ISO 8601' }), processed_at: Type.String({ description: 'ISO 8601, "" while waiting' }),
});
export const DepositsAnswer = Envelope(Type.Object({ list: Type.Array(requestRow(DEPOSIT_STATUSES)), total: Type.Integer() }), 'newest first');
export const WithdrawalsAnswer = Envelope(Type.Object({ list: Type.Array(requestRow(WITHDRAW_STATUSES)), total: Type.Integer() }), 'newest first');

export const TransactionsQuery = Type.Object({
  from: Type.Optional(Type.String({ description: 'YYYY-MM-DD, inclusive, a day in Asia/Seoul; absent = no lower bound' })),
  to: Type.Optional(Type.String({ description: 'YYYY-MM-DD, inclusive, a day in Asia/Seoul; absent = no upper bound' })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'next_cursor of the previous page' })),
  size: SizeInteger(HISTORY_PAGE_SIZE_MAX, HISTORY_PAGE_SIZE_DEFAULT),
});
export const TransactionsAnswer = Envelope(Type.Object({
  list: Type.Array(Type.Object({
    id: Type.Integer(), username: Type.String(), type: Type.Union(LEDGER_TYPES.map((t) => Type.Literal(t))), amount: Type.Integer({ description: 'signed' }),
    before: Type.Integer(), after: Type.Integer(), date: Type.String({ description: 'ISO 8601' }),
  })),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'null on the last page' }),
}), 'the member\'s cash ledger rows, newest first; 4001 with field from / to / cursor');

// ---- operator -------------------------------------------------------------------------------------------

const OperatorRequestRow = Type.Object({
  id: Type.Integer(), member_id: Type.Integer(), username: Type.String(), nickname: Type.String(), amount: Type.Integer(),
  status: Type.String(), reason: Type.String(), created_at: Type.String(), processed_at: Type.String(),
});

export const OperatorListQuery = (statuses: readonly string[]) => Type.Object({
  status: Type.Optional(Type.Union(statuses.map((s) => Type.Literal(s)))),
  page: PageInteger(),
  size: SizeInteger(HISTORY_PAGE_SIZE_MAX, 50),
});
export const OperatorListAnswer = Envelope(Type.Object({ list: Type.Array(OperatorRequestRow), total: Type.Integer() }), 'newest first');

export const IdParams = Type.Object({ id: IdInteger() });
export const DecisionBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: ADJUST_REASON_MAX, description: 'shown to operators only' })),
});
export const DecisionAnswer = Envelope(Type.Union([Type.Composite([OperatorRequestRow, Type.Object({
  balance: Type.Optional(Type.Integer({ description: 'the member\'s balance after a credit or refund' })),
  pending_approval: Type.Optional(PendingApproval.properties.pending_approval),
})]), Type.Null()]), 'code 0 (with pending_approval: the payout account changed in the last 24 hours, a second operator must confirm); 4030 bank_change_cooldown; 5005 item_not_found; 6000 request_already_processed (data: the request as decided before)');

export const AdjustBody = Type.Object({
  amount: Type.Union([Type.Integer(), Type.String()], { description: 'signed, non-zero, at most ±1,000,000,000,000 (else 4001 invalid_amount); won (adjust) or points (points)' }),
  reason: Type.String({ minLength: 1, maxLength: ADJUST_REASON_MAX }),
});
export const AdjustAnswer = Envelope(Type.Union([Type.Object({
  member_id: Type.Integer(), amount: Type.Integer(), balance: Type.Integer(), ledger_id: Type.Integer(),
  request: Type.Object({ kind: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]), id: Type.Integer() }),
}), PendingApproval]), 'code 0 (above the site\'s approval threshold: pending_approval); 4001 invalid_amount / insufficient_balance; 5005 item_not_found');
export const PointsAdjustAnswer = Envelope(Type.Union([Type.Object({
  member_id: Type.Integer(), amount: Type.Integer(), point: Type.Integer(), point_ledger_id: Type.Integer(),
}), PendingApproval]), 'code 0 (above the site\'s approval threshold: pending_approval); 4001 invalid_amount / insufficient_points; 5005 item_not_found');

const AnchorFindingSchema = Type.Object({
  anchor_id: Type.Integer(), day: Type.String(), kind: literals(['digest', 'anchor', 'link']), detail: Type.String(),
});
const Broken = Type.Object({
  member_id: Type.Integer(), username: Type.String(), ledger: Type.Union([Type.Literal('cash'), Type.Literal('points')]),
  kind: Type.Union(['arithmetic', 'gap', 'balance', 'request', 'hash', 'link'].map((k) => Type.Literal(k)), { description: 'hash: the row\'s fields no longer give its stored hash; link: its previous hash is not the previous row\'s (issue 47 §6)' }),
  row_id: Type.Union([Type.Integer(), Type.Null()]), expected: Type.Union([Type.Integer(), Type.Null()]),
  actual: Type.Union([Type.Integer(), Type.Null()]), detail: Type.String(),
});
export const VerifyAnswer = Envelope(Type.Object({
  members_checked: Type.Integer(), rows_checked: Type.Integer({ description: 'cash and points ledger rows' }),
  broken: Type.Array(Broken, { description: 'empty when every chain, balance and request agrees; at most 1000' }),
  truncated: Type.Boolean(),
  anchors_checked: Type.Integer({ description: 'stored anchors (ledger_anchors) computed again from the ledgers' }),
  anchors_broken: Type.Array(AnchorFindingSchema, { description: 'empty when every anchor still holds' }),
}));

export const AnchorSchema = Type.Object({
  id: Type.Integer(), anchored_at: Type.String({ description: 'ISO 8601' }), day: Type.String({ description: 'Asia/Seoul day, YYYY-MM-DD' }),
  cash_max_id: Type.Integer(), points_max_id: Type.Integer(), members: Type.Integer(),
  digest: Type.String({ description: 'sha256 of every member\'s latest cash and points hashes up to the two ids' }),
  prev_anchor: Type.String(), anchor: Type.String({ description: 'sha256 of prev_anchor, day, the ids, members and digest' }),
});
export const AnchorAnswer = Envelope(AnchorSchema);
export const AnchorsAnswer = Envelope(Type.Object({ list: Type.Array(AnchorSchema) }));
export const AnchorsQuery = Type.Object({ format: Type.Optional(literals(['json', 'csv'], { description: 'csv: a file with a BOM (Excel), one anchor per line' })) });

export const AccountQuery = Type.Object({ domain: Type.Optional(Type.String({ maxLength: 253 })) });
export const AccountBody = Type.Object({
  bank_name: Type.String({ minLength: 1, maxLength: 30 }),
  bank_account: Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9-]+$' }),
  holder: Type.String({ minLength: 1, maxLength: 30 }),
  notes: Type.Optional(Type.String({ maxLength: 500 })),
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'default: the default site' })),
});
export const OperatorAccountAnswer = Envelope(Type.Union([Type.Object({
  domain: Type.String(), bank_name: Type.String(), bank_account: Type.String(), holder: Type.String(), notes: Type.String(),
  updated_at: Type.String(),
}), PendingApproval]), 'GET: the account; PUT: code 0 with pending_approval (a second operator must approve the change)');
