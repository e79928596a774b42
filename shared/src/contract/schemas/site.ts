// Schemas of the config service (site configuration and the remote registry, per domain), the /main/init
// header data, the remotes' health reports from browsers (issue 15) and the probes.
import { Type } from '@sinclair/typebox';
import { Envelope, LegacyEnvelope, literals } from './common';

const ForcedDomain = Type.Optional(Type.String({ maxLength: 253, description: 'forced domain; default: the Origin/Referer hostname, else Host' }));

export const SiteDomainQuery = Type.Object({ domain: ForcedDomain });
export const ConfigCipherText = Type.String();

const RemoteEntrySchema = Type.Object({
  entry: Type.String(),
  version: Type.String(),
  track: Type.Optional(literals(['stable', 'canary', 'preview'], { description: 'progressive delivery: the track this caller is on (preview: an operator\'s preview link, issue 45 §6)' })),
  stable: Type.Optional(Type.Object({ entry: Type.String(), version: Type.String(), assignment: Type.String() }, { description: 'on the canary: the stable version, the browser\'s last known good' })),
  assignment: Type.String({ description: 'signed assignment (site, remote, version, track, reporter): health reports about this version carry it' }),
});
export const RegistryQuery = Type.Object({
  domain: ForcedDomain,
  cid: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'a visitor\'s random client id (kept in storage): their canary bucket' })),
  preview: Type.Optional(Type.String({ maxLength: 1024, description: 'a preview token (POST /operator/remotes/:name/preview): that remote answers the previewed version; an invalid or expired token is ignored' })),
});
export const Registry = Type.Object({
  remotes: Type.Object({ account: RemoteEntrySchema, games: RemoteEntrySchema, wallet: RemoteEntrySchema, support: RemoteEntrySchema }),
});

/** What a browser reports about a remote it loaded (plugins of the host count them). */
export const TELEMETRY_KINDS = ['mount', 'load_failure', 'render_error', 'fallback'] as const;

export const TelemetryBody = Type.Object({
  events: Type.Array(Type.Object({
    assignment: Type.String({ minLength: 20, maxLength: 1024, description: 'the signed assignment GET /api/remotes gave this browser for the remote and version' }),
    kind: literals(TELEMETRY_KINDS),
    count: Type.Integer({ minimum: 1, maximum: 50 }),
  }), { minItems: 1, maxItems: 40 }),
});
export const TelemetryAnswer = Envelope(Type.Object({ kept: Type.Integer() }));

/** The apps whose pages have an error boundary that reports (shared/src/failure/page-boundary.tsx). */
export const PAGE_ERROR_APPS = ['host', 'backoffice'] as const;
/** A page's error boundary caught a render error: what it reports (issue 46 §6). No personal data. */
export const PageErrorBody = Type.Object({
  app: literals(PAGE_ERROR_APPS),
  page: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9/_:.-]+$', description: 'the route\'s name (host) or path (back office)' }),
  request_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$', description: 'the id the failure panel shows' }),
  from_request: Type.Boolean({ description: 'true when the id is the server\'s, of a request refused while the page was shown' }),
  error: Type.String({ maxLength: 300, description: 'the error\'s name and message, cut to 300 characters' }),
  version: Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9._+-]+$', description: 'the app\'s build version' })),
}, { additionalProperties: false });
export const PageErrorAnswer = Envelope(Type.Object({}));

const UserInfo = Type.Object({
  name: Type.String({ description: 'nickname' }), username: Type.String(),
  amount: Type.Integer({ description: 'balance, won' }), rolling: Type.Integer(), point: Type.Integer(),
  bank_code_name: Type.String({ description: 'bank name' }), bank_account: Type.String({ description: 'masked' }),
  bank_name: Type.String(), bank_holder: Type.String(),
  create_at: Type.String({ description: 'ISO 8601' }), login_at: Type.String({ description: 'ISO 8601, "" before the first login' }),
  unread_memo: Type.Integer(),
});
export const InitAnswer = LegacyEnvelope(Type.Object({ ui: UserInfo }));

export const HealthAnswer = Type.Object({ status: Type.String(), db: Type.String() });
export const ReadyAnswer = Type.Object({
  status: literals(['ready', 'not_ready']),
  reason: Type.Optional(literals(['draining', 'database_unreachable'], {
    description: '`draining`: the process is stopping; `database_unreachable`: the database did not answer',
  })),
});
