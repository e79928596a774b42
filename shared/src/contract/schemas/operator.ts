// Schemas of the back-office calls (issue 16). Answer shapes are the TypeScript types of operator.ts; these
// document them in the OpenAPI and bound every input.
import { Type, type TSchema } from '@sinclair/typebox';
import {
  GAME_STATUSES, MEMBER_BANK_FIELD_MAX, MEMBER_NOTE_MAX, OPERATOR_ROLES, OPERATOR_STATUSES, OPERATOR_USERNAME_MAX, OPERATOR_USERNAME_RE, PROVIDER_STATUSES, REPORT_KINDS, TIMELINE_KINDS, TOTP_INPUT_MAX,
} from '../operator';
import { ADJUST_REASON_MAX } from '../wallet';
import { Envelope, IdInteger, literals, PageInteger, patternOf, SizeInteger } from './common';
import { REMOTE_NAMES } from '../paths';
import { RemoteName } from './remotes';

const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const Page = <T extends TSchema>(row: T) => Type.Object({ list: Type.Array(row), total: Type.Integer() });
const Loose = (description: string) => Type.Object({}, { additionalProperties: true, description });

export const Role = literals(OPERATOR_ROLES);
export const IdParams = Type.Object({ id: IdInteger() });
export const SessionParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', description: 'session id (uuid)' }) });
export const PageQuery = Type.Object({ page: PageInteger(), size: SizeInteger(100, 20) });
export const EmptyAnswer = Envelope(Type.Union([Type.Object({}), Type.Null()]));

export const OperatorLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 50 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  totp: Type.Optional(Type.String({ maxLength: TOTP_INPUT_MAX, description: '6-digit code when TOTP is enrolled, or one unused recovery code (xxxxx-xxxxx)' })),
});
/** A release operator's remotes (issue 45): the rollout endpoints refuse it any other remote. */
const OwnedRemotes = Type.Array(RemoteName, { maxItems: REMOTE_NAMES.length, uniqueItems: true, description: 'release role: the remotes it owns' });

export const OperatorMe = Type.Object({
  id: Type.Integer(), username: Type.String(), role: Role, status: Type.String(), totp_enabled: Type.Boolean(),
  totp_required: Type.Boolean(), enrol_only: Type.Boolean(), idle_minutes: Type.Integer(),
  must_change_password: Type.Boolean({ description: 'an owner reset the password: only me, me/password and logout answer until it is changed' }),
  remotes: Type.Optional(OwnedRemotes),
});
export const OperatorLoginAnswer = Envelope(Type.Union([Type.Object({ jwt: Type.String({ description: 'operator audience, 12 h, idle expiry' }), operator: OperatorMe }), Type.Null()]),
  'code 0; 4030 auth_failed / account_suspended / totp_required / totp_invalid; 429 throttled');
export const MeAnswer = Envelope(OperatorMe);
export const TotpEnrolAnswer = Envelope(Type.Object({ secret: Type.String(), uri: Type.String({ description: 'otpauth:// URI for a QR code' }) }));
export const TotpConfirmBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 12 }) });

export const SessionsQuery = Type.Object({ operator_id: Type.Optional(IdInteger({ description: 'owner only; default: your own' })) });
export const SessionsAnswer = Envelope(Type.Object({
  list: Type.Array(Type.Object({
    id: Type.String(), operator_id: Type.Integer(), username: Type.String(), created_at: Type.String(), last_seen_at: Type.String(),
    expires_at: Type.String(), ip: Type.String(), current: Type.Boolean(),
  })),
}));

export const SettingsBody = Type.Object({
  totp_required: Type.Optional(Type.Boolean()),
  idle_minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
});
export const SettingsAnswer = Envelope(Type.Object({ totp_required: Type.Boolean(), idle_minutes: Type.Integer() }));

const OperatorAccount = Type.Object({
  id: Type.Integer(), username: Type.String(), role: Role, status: Type.String(), totp_enabled: Type.Boolean(),
  created_at: Type.String(), last_login_at: Type.String(),
  remotes: Type.Array(Type.String(), { description: 'the remotes a release operator owns (empty for the other roles)' }),
});
export const OperatorsAnswer = Envelope(Type.Object({ list: Type.Array(OperatorAccount) }));
export const OperatorAnswer = Envelope(Type.Union([OperatorAccount, Type.Null()]));
export const OperatorCreateBody = Type.Object({
  username: Type.String({ maxLength: OPERATOR_USERNAME_MAX, pattern: patternOf(OPERATOR_USERNAME_RE), description: 'lower-case letters, digits, _ and -' }),
  password: Type.String({ minLength: 8, maxLength: 200 }),
  role: Role,
  remotes: Type.Optional(OwnedRemotes),
});
export const OperatorUpdateBody = Type.Object({
  role: Type.Optional(Role),
  status: Type.Optional(literals(OPERATOR_STATUSES)),
  reset_totp: Type.Optional(Type.Boolean()),
  remotes: Type.Optional(OwnedRemotes),
});

const auditFilters = {
  operator_id: Type.Optional(IdInteger()),
  member_id: Type.Optional(IdInteger()),
  action: Type.Optional(Type.String({ maxLength: 60 })),
  from: Type.Optional(Day('Asia/Seoul day, inclusive')),
  to: Type.Optional(Day('Asia/Seoul day, inclusive')),
};
export const AuditQuery = Type.Object({ ...auditFilters, page: PageInteger(), size: SizeInteger(100, 50) });
/** The audit as a CSV file: the same filters, newest first, at most AUDIT_EXPORT_MAX rows (issue 47 §7). */
export const AUDIT_EXPORT_MAX = 10_000;
export const AuditExportQuery = Type.Object(auditFilters);
export const AuditAnswer = Envelope(Page(Type.Object({
  id: Type.Integer(), operator_id: Type.Union([Type.Integer(), Type.Null()]), operator: Type.String(), role: Type.String(),
  action: Type.String(), target_type: Type.String(), target_id: Type.String(), member_id: Type.Union([Type.Integer(), Type.Null()]),
  before: Type.Unknown(), after: Type.Unknown(), ip: Type.String(), created_at: Type.String(),
})), 'newest first');

const DayMoney = Type.Object({
  day: Type.String(), cash_in: Type.Integer(), cash_out: Type.Integer(), bets: Type.Integer(), wins: Type.Integer(), ggr: Type.Integer(),
});
export const DashboardAnswer = Envelope(Type.Object({
  pending: Type.Object({ deposits: Type.Integer(), withdrawals: Type.Integer(), inquiries: Type.Integer() }),
  today: DayMoney, days: Type.Array(DayMoney), active_members: Type.Integer(), members_today: Type.Integer(),
}));

export const QueueAnswer = Envelope(Type.Object({ list: Type.Array(Loose('a waiting request with `member`: MemberContext')) }), 'waiting, oldest first');
export const ContextAnswer = Envelope(Loose('MemberContext'));

export const MembersSearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 50, description: 'username, nickname or phone (part), or a member id' })),
  page: PageInteger(),
  size: SizeInteger(100, 20),
});
export const MembersSearchAnswer = Envelope(Page(Type.Object({
  id: Type.Integer(), username: Type.String(), nickname: Type.String(), phone: Type.String(), balance: Type.Integer(), points: Type.Integer(),
  status: Type.String(), created_at: Type.String(), last_login_at: Type.String(),
})));
export const MemberDetailAnswer = Envelope(Type.Union([Loose('MemberDetail'), Type.Null()]), 'code 0; 5005 item_not_found; a bank change answers code 0 with pending_approval (a second operator must approve it)');
export const RowsAnswer = Envelope(Page(Loose('a row')));
export const ReasonBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: ADJUST_REASON_MAX }) });
export const BankBody = Type.Object({
  bank_name: Type.String({ minLength: 1, maxLength: MEMBER_BANK_FIELD_MAX }),
  bank_account: Type.String({ minLength: 1, maxLength: MEMBER_BANK_FIELD_MAX }),
  bank_holder: Type.String({ minLength: 1, maxLength: MEMBER_BANK_FIELD_MAX }),
  reason: Type.String({ minLength: 1, maxLength: ADJUST_REASON_MAX }),
});
export const UnlockAnswer = Envelope(Type.Object({ cleared: Type.Integer() }));

export const NoticesAnswer = Envelope(Page(Type.Object({
  id: Type.Integer(), title: Type.String(), content: Type.String(), popup: Type.Boolean(), created_at: Type.String(),
})));

export const ProvidersAnswer = Envelope(Type.Object({ list: Type.Array(Type.Object({
  id: Type.Integer(), code: Type.String(), title: Type.String(), category: Type.String(), status: literals(PROVIDER_STATUSES), games: Type.Integer(),
})) }));
export const ProviderBody = Type.Object({ status: literals(PROVIDER_STATUSES) });
export const ProviderAnswer = Envelope(Type.Union([Loose('OperatorProvider'), Type.Null()]));
export const GamesQuery = Type.Object({
  provider_id: Type.Optional(IdInteger()),
  q: Type.Optional(Type.String({ maxLength: 50 })),
  page: PageInteger(),
  size: SizeInteger(100, 50),
});
export const GamesAnswer = Envelope(Page(Type.Object({
  id: Type.Integer(), provider_id: Type.Integer(), provider: Type.String(), code: Type.String(), title: Type.String(), category: Type.String(),
  status: literals(GAME_STATUSES),
})));
export const GameBody = Type.Object({ status: literals(GAME_STATUSES) });
export const GameAnswer = Envelope(Type.Union([Loose('OperatorGame'), Type.Null()]));

export const ReportQuery = Type.Object({
  from: Day('first Asia/Seoul day, inclusive'),
  to: Day('last Asia/Seoul day, inclusive (at most 366 days after from)'),
});
export const DailyReportAnswer = Envelope(Type.Union([Type.Object({ list: Type.Array(DayMoney) }), Type.Null()]), 'code 0; 4001 field from / to');
export const GgrReportAnswer = Envelope(Type.Union([Type.Object({ list: Type.Array(Type.Object({
  day: Type.String(), provider: Type.String(), game_code: Type.String(), bets: Type.Integer(), wins: Type.Integer(), ggr: Type.Integer(), rounds: Type.Integer(),
})) }), Type.Null()]), 'code 0; 4001 field from / to');
export const ReportKindParams = Type.Object({ kind: literals(REPORT_KINDS) });

// issue 44: passwords, re-enrolment with the current code, recovery codes
export const TotpEnrolBody = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 12, description: 'the current 6-digit code: required when TOTP is already enabled (re-enrolment)' })),
});
export const TotpConfirmAnswer = Envelope(Type.Object({
  ...OperatorMe.properties,
  recovery_codes: Type.Array(Type.String(), { description: 'ten single-use codes standing in for a TOTP code at login; shown once' }),
}), 'code 0 with recovery_codes; 4001 totp_invalid');
export const OperatorPasswordBody = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: Type.String({ minLength: 1, maxLength: 200, description: 'at least 8 characters, not the current one (else 4001 invalid_input_value)' }),
});
export const OperatorPasswordResetAnswer = Envelope(Type.Object({ temporary_password: Type.String({ description: 'shown once; the operator must change it at the next login' }) }));
export const MemberPasswordResetAnswer = Envelope(Type.Object({
  token: Type.String(), url: Type.String({ description: '<HOST_URL>/reset-password#token=<token>' }), expires_at: Type.String(),
}));

// A player's whole story (issue 47 §5): internal notes and the member timeline.
export const NoteBody = Type.Object({ body: Type.String({ minLength: 1, maxLength: MEMBER_NOTE_MAX, description: 'the note (never shown to the member; a correction is a new note)' }) });
export const NoteAnswer = Envelope(Type.Object({
  id: Type.Integer(), member_id: Type.Integer(), operator: Type.String(), body: Type.String(), created_at: Type.String(),
}));
export const TimelineQuery = Type.Object({
  kinds: Type.Optional(Type.String({ maxLength: 120, pattern: '^[a-z]+(,[a-z]+)*$', description: `comma-separated kinds to show (default all): ${TIMELINE_KINDS.join(', ')}` })),
  page: PageInteger(),
  size: SizeInteger(100, 50),
});
export const TimelineAnswer = Envelope(Page(Type.Object({
  at: Type.String(), kind: literals(TIMELINE_KINDS), id: Type.Integer(), action: Type.String(), amount: Type.Union([Type.Integer(), Type.Null()]),
  detail: Type.String(), actor: Type.String({ description: 'an operator\'s name, member or system; empty where the row does not say' }),
})), 'newest first');

