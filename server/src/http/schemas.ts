// TypeBox building blocks for route schemas. Response schemas document the API (OpenAPI at /docs); they do
// not reshape answers.
import { Type, type TSchema } from '@sinclair/typebox';
import { CONTRACT_VALIDATED } from '../plugins/envelope';
import { INTEGER_RANGES } from './input-rules';

// ---- integers of requests (docs/server.md "Input rules"): every integer a route accepts has a range. The
// validator gives an integer without one the safe-integer range; these helpers document the usual kinds.
type IntOptions = Parameters<typeof Type.Integer>[0];

/** A row id: 1 … 2^53 − 1. */
export const IdInteger = (options: IntOptions = {}) => Type.Integer({ ...INTEGER_RANGES.id, ...options });
/** A page number: 1 … 100,000 (default 1). */
export const PageInteger = (options: IntOptions = {}) => Type.Integer({ ...INTEGER_RANGES.page, default: 1, ...options });
/** Rows per page: 1 … max (at most 100). */
export const SizeInteger = (max: number, defaultSize: number, options: IntOptions = {}) =>
  Type.Integer({ minimum: INTEGER_RANGES.size.minimum, maximum: Math.min(max, INTEGER_RANGES.size.maximum), default: defaultSize, ...options });
/** Won or points: 1 … 10^12 unless the route says less. */
export const WonInteger = (options: IntOptions = {}) => Type.Integer({ ...INTEGER_RANGES.won, ...options });

export const SessionSchema = Type.Object({
  uid: Type.String(), email: Type.String(), auth_token: Type.String({ description: 'opaque bearer alternative to the jwt' }),
});

export function Envelope<T extends TSchema>(data: T, description = 'envelope; code 0 = OK') {
  return Type.Object({
    code: Type.Integer({ description: '0 OK, 4000 missing, 4001 invalid, 4030 auth, 5002 duplicate, 6000 already processed …' }),
    msg: Type.String({ description: 'stable snake_case key, "" when OK' }),
    data,
    session: Type.Optional(SessionSchema),
    field: Type.Optional(Type.String({ description: 'the offending input on 4000/4001' })),
  }, { description });
}

/** The legacy answer of spec §7 calls: the envelope plus RESULT/DATA/message. */
export function LegacyEnvelope<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Integer(), msg: Type.String(), data: Type.Union([data, Type.Null()]),
    RESULT: Type.Boolean(), DATA: Type.Union([data, Type.Null()]), message: Type.String(),
    field: Type.Optional(Type.String()),
  });
}

export const Empty = Type.Object({});

export const commonResponses = {
  403: Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() }, { description: 'credential missing, invalid (invalid_token), expired (token_expired) or revoked; account_suspended' }),
  413: Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null(), field: Type.Literal('body') }, { description: 'body larger than 64 KiB (msg body_too_large, field body)' }),
  429: Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() }, { description: 'rate limited (code 4290)' }),
  500: Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() }, { description: 'internal_error (code 5000)' }),
};

/** Marks a body schema as documentation only: the handler validates with the shared contract validator so the
 *  server reports exactly the first failure the browser form would. */
export function contractValidated<T extends TSchema>(schema: T): T {
  return { ...schema, [CONTRACT_VALIDATED]: 'contract' } as T;
}
