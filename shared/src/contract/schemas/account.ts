// Schemas of responsible gaming (issue 10): a member's limits, time-outs and self-exclusion, and the KYC status
// operators set.
import { Type } from '@sinclair/typebox';
import { IMPOSED_REASON_MAX, KYC_SET_STATUSES, KYC_STATUSES, LIMIT_KINDS, SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS, VERIFIED_NAME_MAX } from '../responsible';
import { Envelope, IdInteger, literals, WonInteger } from './common';

const Nullable = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

export const LimitKindSchema = literals(LIMIT_KINDS);

export const Exclusion = Type.Object({
  kind: literals(['timeout', 'self_exclusion']),
  period: literals([...TIMEOUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  started_at: Type.String(),
  until: Type.Union([Type.String(), Type.Null()], { description: 'null = permanent' }),
  imposed: Type.Optional(Type.Boolean({ description: "issue 47 §4: set by the site's team (compliance); the member cannot end or shorten it" })),
  reason: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "the site team's reason for an imposed one" })),
});

export const ImposedLimitSchema = Type.Object({
  kind: LimitKindSchema, value: Type.Integer(), reason: Type.String(), set_at: Type.String(),
}, { description: "a ceiling the site's team imposed: the member's own limit of this kind can never exceed it" });

export const LimitsAnswer = Envelope(Type.Object({
  limits: Type.Record(Type.String(), Nullable(Type.Integer()), { description: 'per kind; null = no limit. Deposits in won, the others in minutes' }),
  pending: Type.Array(Type.Object({ kind: LimitKindSchema, value: Nullable(Type.Integer()), effective_at: Type.String() }), { description: 'raises / removals waiting out the 24 h cooling-off' }),
  exclusion: Type.Union([Exclusion, Type.Null()], { description: 'the time-out or self-exclusion in force, if any' }),
  kyc_status: literals(KYC_STATUSES),
  deposit_usage: Type.Object({ daily: Type.Integer(), weekly: Type.Integer(), monthly: Type.Integer() }, { description: 'won in waiting + completed deposit requests this Seoul day / week (from Sunday) / month' }),
  session_minutes_today: Type.Integer({ description: 'minutes of play this Seoul day (launches and bets; see docs/responsible-gaming.md)' }),
  min_age: Type.Integer(),
  imposed: Type.Optional(Type.Array(ImposedLimitSchema, { description: "issue 47 §4: ceilings the site's team imposed" })),
}));

export const SetLimitBody = Type.Object({
  kind: LimitKindSchema,
  value: Type.Union([WonInteger(), Type.Null()], { description: 'won (deposit_*) or minutes; null removes the limit' }),
});

export const SetLimitAnswer = Envelope(Type.Object({
  kind: LimitKindSchema, value: Nullable(Type.Integer()), applied: Type.Boolean({ description: 'false: waits for the cooling-off until effective_at' }), effective_at: Type.String(),
}), 'stricter: applied at once; looser (raise, removal): after 24 h');

export const ExclusionBody = Type.Object({
  kind: literals(['timeout', 'self_exclusion']),
  period: literals([...TIMEOUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
}, { description: 'timeout: 24h | 7d | 30d; self_exclusion: 6m | 1y | 5y | permanent' });

export const ExclusionAnswer = Envelope(Exclusion, 'the exclusion now in force; 4001 exclusion_cannot_be_shortened when it would end earlier than the current one');

export const SessionSummaryAnswer = Envelope(Type.Object({
  logged_in_at: Type.String(),
  minutes_since_login: Type.Integer(),
  net_result: Type.Integer({ description: 'wins − bets since login (won)' }),
  bets: Type.Integer(),
  wins: Type.Integer(),
  reality_check_minutes: Nullable(Type.Integer()),
}));

export const MemberIdParams = Type.Object({ id: IdInteger() });

export const KycBody = Type.Object({
  status: literals(KYC_SET_STATUSES),
  verified_name: Type.Optional(Type.String({ minLength: 1, maxLength: VERIFIED_NAME_MAX, description: 'the verified legal name (required for verified)' })),
});

export const KycAnswer = Envelope(Type.Object({ member_id: Type.Integer(), kyc_status: literals(KYC_STATUSES), verified_name: Type.Union([Type.String(), Type.Null()]) }));

export const AuditAnswer = Envelope(Type.Object({
  list: Type.Array(Type.Object({
    id: Type.Integer(), actor: literals(['member', 'operator', 'system']), actor_id: Type.Union([Type.Integer(), Type.Null()]), action: Type.String(),
    old_value: Type.Union([Type.String(), Type.Null()]), new_value: Type.Union([Type.String(), Type.Null()]), created_at: Type.String(),
  })),
}));

// ---- issue 47 §4: responsible gaming imposed by the site's team (owner, compliance)

const Reason = Type.String({ minLength: 1, maxLength: IMPOSED_REASON_MAX, description: 'why (mandatory; shown to the member for limits, time-outs and exclusions)' });

export const ImposeLimitBody = Type.Object({
  kind: LimitKindSchema,
  value: WonInteger({ description: 'the ceiling: won (deposit_*) or minutes; only ever lowered once set' }),
  reason: Reason,
});
export const ImposeLimitAnswer = Envelope(ImposedLimitSchema, "the ceiling now in force (the member's own value is lowered to it at once); 4001 imposed_limit_cannot_loosen for a higher one");

export const ImposeExclusionBody = Type.Object({
  kind: literals(['timeout', 'self_exclusion']),
  period: literals([...TIMEOUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  reason: Reason,
}, { description: 'timeout: 24h | 7d | 30d; self_exclusion (an exclusion): 6m | 1y | 5y | permanent' });

export const AtRiskBody = Type.Object({
  at_risk: Type.Boolean({ description: 'true flags the member at risk, false clears the flag' }),
  reason: Reason,
});
export const AtRiskAnswer = Envelope(Type.Object({
  member_id: Type.Integer(), at_risk: Type.Boolean(), reason: Type.Union([Type.String(), Type.Null()]),
  at: Type.Union([Type.String(), Type.Null()]), by: Type.Union([Type.String(), Type.Null()]),
}));
