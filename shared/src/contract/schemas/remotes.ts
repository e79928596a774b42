// Schemas of the remotes registry and its progressive delivery (issues 15 and 29), for operators.
import { Type, type TSchema } from '@sinclair/typebox';
import { REMOTE_NAMES } from '../paths';
import { Envelope } from './common';

export const RemoteName = Type.Union(REMOTE_NAMES.map((n) => Type.Literal(n)));

export const RemoteRow = Type.Object({
  name: Type.String(),
  version: Type.String(),
  base_url: Type.String(),
  entry: Type.String({ description: 'the manifest URL the host loads' }),
  domain: Type.String({ description: 'the registry row this comes from' }),
  inherited: Type.Boolean({ description: 'true when the domain uses the default site\'s row' }),
  updated_at: Type.String(),
});

export const RemotesQuery = Type.Object({ domain: Type.Optional(Type.String({ maxLength: 253 })) });
export const RemotesAnswer = Envelope(Type.Object({ domain: Type.String(), list: Type.Array(RemoteRow) }));

export const RemoteParams = Type.Object({ name: RemoteName });
export const RemoteUpdateBody = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 60, description: 'semver-like: 1.2.3 or 1.2.3-rc.1' }),
  base_url: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'http(s) URL; default: keep the current one' })),
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'default: the default site' })),
});
export const RemoteUpdateAnswer = Envelope(RemoteRow);

// ---- progressive delivery (issue 15): publish, canary, promote, roll back, status, history, thresholds

const Version = Type.String({ minLength: 1, maxLength: 60, description: 'semver-like: 1.2.3 or 1.2.3-rc.1' });
const Domain = Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'default: the default site' }));
const Reason = Type.Optional(Type.String({ maxLength: 500, description: 'why (kept in the history)' }));

export const DomainQuery = Type.Object({ domain: Domain });

const Health = Type.Object({
  loads: Type.Integer(), failures: Type.Integer(), failure_rate: Type.Number(), mounts: Type.Integer(),
  load_failures: Type.Integer(), render_errors: Type.Integer(), fallbacks: Type.Integer(),
  reporters: Type.Integer({ description: 'distinct reporters (signed assignments), at most 3 per network' }),
  failing_reporters: Type.Integer({ description: 'of them, those that saw a load failure or a render error' }),
});
const Policy = Type.Object({
  max_failure_rate: Type.Number({ description: 'a canary failing more than this share of loads (0–1) …' }),
  min_loads: Type.Integer({ description: '… over at least this many loads …' }),
  window_minutes: Type.Integer({ description: '… within this many minutes, and worse than stable, is set to 0 %' }),
  min_reporters: Type.Integer({ description: 'and only once this many distinct reporters sent health for the canary' }),
  custom: Type.Boolean({ description: 'false: the defaults (5 %, 20 loads, 10 minutes, 10 reporters)' }),
});
const Canary = Type.Union([Type.Null(), Type.Object({ version: Type.String(), percent: Type.Integer(), members: Type.Array(Type.String()) })]);
export const DeliveryStatusAnswer = Envelope(Type.Object({
  domain: Type.String(),
  policy: Policy,
  remotes: Type.Array(Type.Object({
    name: Type.String(), domain: Type.String(), inherited: Type.Boolean(), base_url: Type.String(), stable: Type.String(),
    canary: Canary,
    health: Type.Array(Type.Object({ version: Type.String(), track: Type.String(), last_15m: Health, last_24h: Health })),
  })),
}));
const AuditEntry = Type.Object({
  id: Type.Integer(), at: Type.String(), domain: Type.String(), name: Type.String(),
  action: Type.String({ description: 'publish, canary, percent, promote, rollback, auto_rollback, gate_refused, promote_refused, policy, set, plan (a step plan\'s transition)' }),
  operator_id: Type.Union([Type.Integer(), Type.Null()]), actor: Type.String(),
  from: Type.Union([Type.String(), Type.Null()]), to: Type.Union([Type.String(), Type.Null()]),
  percent: Type.Union([Type.Integer(), Type.Null()]), reason: Type.String(),
});
const ReleaseView = Type.Object({
  name: Type.String(), version: Type.String(), base_url: Type.String(), commit: Type.String(), built_at: Type.String(),
  contract_version: Type.String(), shared: Type.Record(Type.String(), Type.Object({ requiredVersion: Type.String(), version: Type.String() })),
  files: Type.Integer(), published_at: Type.String(),
});
const RowView = Type.Object({ name: Type.String(), domain: Type.String(), stable: Type.String(), canary: Canary });
/** A refusal: the envelope's code/msg/field, and in data the reason (and the gate's problems). */
export const Refused = <T extends TSchema>(data: T) => Type.Union([data, Type.Null(), Type.Object({ reason: Type.String(), problems: Type.Optional(Type.Array(Type.Record(Type.String(), Type.String()))) })]);

export const DeliveryHistoryQuery = Type.Object({ domain: Domain, name: Type.Optional(RemoteName), limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }) });
export const DeliveryHistoryAnswer = Envelope(Type.Object({ domain: Type.String(), list: Type.Array(AuditEntry) }));
export const ReleasesQuery = Type.Object({ name: Type.Optional(RemoteName) });
export const ReleasesAnswer = Envelope(Type.Object({ list: Type.Array(ReleaseView) }));
export const PublishBody = Type.Object({ version: Version, domain: Domain });
export const PublishAnswer = Envelope(Refused(ReleaseView));
export const CanaryBody = Type.Object({
  version: Version,
  percent: Type.Integer({ minimum: 0, maximum: 100, description: 'share of member buckets (0–100)' }),
  members: Type.Optional(Type.Array(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 40 })]), { maxItems: 100, description: 'member ids or usernames that always get the canary' })),
  domain: Domain, reason: Reason,
});
export const RowAnswer = Envelope(Refused(RowView));
export const PromoteBody = Type.Optional(Type.Object({
  domain: Domain, reason: Reason,
  force: Type.Optional(Type.Boolean({ description: 'promote a canary that was rolled back automatically or is less healthy than stable (needs a reason)' })),
}));
export const RollbackBody = Type.Optional(Type.Object({ domain: Domain, reason: Reason }));
export const PreviewBody = Type.Object({ version: Version, domain: Domain });
export const PreviewAnswer = Envelope(Refused(Type.Object({
  token: Type.String({ description: 'signed preview override (one site, remote and version; at most an hour)' }),
  url: Type.String({ description: 'the site with ?preview=<token>: opened in a browser, that browser tab loads the version' }),
  expires_at: Type.String(),
})));
export const PolicyAnswer = Envelope(Policy);
export const PolicyBody = Type.Object({
  domain: Domain,
  max_failure_rate: Type.Number({ minimum: 0, maximum: 1 }), min_loads: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  window_minutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  min_reporters: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'default: unchanged' })),
});
