// Schemas of a remote's health series (issue 45 §5): what the rollout console charts, per version, from the same
// telemetry the automatic rollback reads.
import { Type } from '@sinclair/typebox';
import { Envelope } from './common';

export const HEALTH_RANGES = ['15m', '24h'] as const;

export const RemoteHealthQuery = Type.Object({
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'default: the default site' })),
  range: Type.Union(HEALTH_RANGES.map((r) => Type.Literal(r)), { default: '15m', description: '15m: one bucket per minute; 24h: one per hour' }),
});

const Bucket = Type.Object({
  at: Type.String({ description: 'the bucket\'s start (ISO time)' }),
  loads: Type.Integer(), failures: Type.Integer(), render_errors: Type.Integer(),
  reporters: Type.Integer({ description: 'distinct reporters (signed assignments), at most 3 per network' }),
});

export const RemoteHealthAnswer = Envelope(Type.Object({
  domain: Type.String(), name: Type.String(), range: Type.String(), bucket_minutes: Type.Integer(),
  versions: Type.Array(Type.Object({
    version: Type.String(),
    track: Type.String({ description: 'stable, canary or other (a version the site no longer serves)' }),
    buckets: Type.Array(Bucket, { description: 'oldest first, every bucket of the range (empty ones as zeros)' }),
  })),
}));
