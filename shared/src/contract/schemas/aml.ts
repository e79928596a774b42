// Schemas of the AML alerts queue (issue 47 §3; owner and compliance). Shapes are the types of ../aml.ts.
import { Type } from '@sinclair/typebox';
import { AML_COMMENT_MAX, AML_OUTCOMES, AML_RULES, AML_STATUSES, AML_THRESHOLD_RANGES, type AmlThresholds } from '../aml';
import { Envelope, IdInteger, literals, PageInteger, SizeInteger } from './common';

export const AmlRuleSchema = literals(AML_RULES);
const AmlStatusSchema = literals(AML_STATUSES);
const AmlOutcomeSchema = literals(AML_OUTCOMES);

export const AmlAlertsQuery = Type.Object({
  status: Type.Optional(AmlStatusSchema),
  rule: Type.Optional(AmlRuleSchema),
  member_id: Type.Optional(IdInteger()),
  assignee: Type.Optional(literals(['me', 'none'] as const, { description: 'me: assigned to the caller; none: unassigned' })),
  page: PageInteger(),
  size: SizeInteger(100, 50),
});

const AlertRow = {
  id: Type.Integer(), member_id: Type.Integer(), username: Type.String(), nickname: Type.String(),
  rule: AmlRuleSchema, subject: Type.String({ description: 'what the alert is about within its rule (a deposit, a login, an account); empty: the member' }),
  detail: Type.Object({}, { additionalProperties: true, description: 'the figures the rule saw' }),
  status: AmlStatusSchema,
  assignee_id: Type.Union([Type.Integer(), Type.Null()]), assignee: Type.String(),
  outcome: Type.Union([AmlOutcomeSchema, Type.Null()]), note: Type.String(), closed_by: Type.String(),
  created_at: Type.String(), closed_at: Type.Union([Type.String(), Type.Null()]), comments: Type.Integer(),
};
const Comment = Type.Object({ id: Type.Integer(), alert_id: Type.Integer(), operator: Type.String(), body: Type.String(), created_at: Type.String() });

export const AmlAlertsAnswer = Envelope(Type.Object({ list: Type.Array(Type.Object(AlertRow)), total: Type.Integer() }), 'open alerts oldest first; otherwise newest first');
export const AmlAlertAnswer = Envelope(Type.Union([Type.Object({ ...AlertRow, comments_list: Type.Array(Comment) }), Type.Null()]),
  'code 0; 5005 no such alert; 6000 closed before (data: the alert as it is)');

export const AmlAssignBody = Type.Object({
  operator_id: Type.Optional(Type.Union([IdInteger(), Type.Null()], { description: 'an active owner or compliance operator; omitted: the caller; null: unassign' })),
});
export const AmlCommentBody = Type.Object({ body: Type.String({ minLength: 1, maxLength: AML_COMMENT_MAX }) });
export const AmlCloseBody = Type.Object({
  outcome: AmlOutcomeSchema,
  note: Type.String({ minLength: 1, maxLength: AML_COMMENT_MAX, description: 'why: what was checked, what was decided' }),
});
export const AmlAssigneesAnswer = Envelope(Type.Object({ list: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String(), role: Type.String() })) }));

const thresholdProps = Object.fromEntries(Object.entries(AML_THRESHOLD_RANGES).map(([key, [minimum, maximum]]) => [key, Type.Integer({ minimum, maximum })])) as
  Record<keyof AmlThresholds, ReturnType<typeof Type.Integer>>;
export const AmlThresholdsAnswer = Envelope(Type.Object(thresholdProps), 'the thresholds in force (stored values over the defaults)');
export const AmlThresholdsBody = Type.Object(
  Object.fromEntries(Object.entries(thresholdProps).map(([key, schema]) => [key, Type.Optional(schema)])),
  { additionalProperties: false, description: 'the thresholds to change (at least one; none: 4000 field body); the others keep their value' },
);
