// TypeBox building blocks of the request and answer schemas (issue 46: one schema source). Each request and
// answer is declared once, in this folder: the server validates with it and types its handlers from it (the
// TypeBox type provider), @fastify/swagger turns it into the OpenAPI document, and the forms take their limits
// from the same rules constants. Answer schemas document the API; they do not reshape answers.
import { Type, type Static, type TObject, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** A union of string literals (an enum in the OpenAPI). */
export const literals = <T extends string>(values: readonly T[], options: { description?: string; default?: T } = {}) =>
  Type.Union(values.map((v) => Type.Literal(v)), options);

/** The same rule as a JSON-schema pattern: a RegExp of the rules constants without its slashes. */
export const patternOf = (re: RegExp) => re.source;

// ---- integers of requests (docs/server.md "Input rules"): every integer a route accepts has a range. The
// server's validator gives an integer without one the safe-integer range; these helpers name the usual kinds.

/** Ranges per parameter kind. */
export const INTEGER_RANGES = {
  /** row ids (bigint keys) */
  id: { minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  /** 1-based page number of a paged list */
  page: { minimum: 1, maximum: 100_000 },
  /** rows per page (each list has its own maximum, at most 100) */
  size: { minimum: 1, maximum: 100 },
  /** won or points in a request: a stake, an amount, a limit */
  won: { minimum: 1, maximum: 1_000_000_000_000 },
} as const;

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

// ---- answers

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
/** 304 of a list served with an ETag: the copy the caller holds (If-None-Match) is current; no body. */
export const NotModified = Type.Null({ description: 'not modified: the ETag of If-None-Match is current' });
export const EmptyAnswer = Envelope(Empty);

export const commonResponses = {
  403: Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() }, { description: 'credential missing, invalid (invalid_token), expired (token_expired) or revoked; account_suspended' }),
  413: Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null(), field: Type.Literal('body') }, { description: 'body larger than 64 KiB (msg body_too_large, field body)' }),
  429: Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() }, { description: 'rate limited (code 4290)' }),
  500: Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() }, { description: 'internal_error (code 5000)' }),
  503: Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() }, { description: 'busy_try_again (code 5001, Retry-After: 1): what the call needed stayed held by other work; nothing changed' }),
};

// ---- bodies checked by the contract validators

/** Body schemas carrying this key are checked in the handler by the contract validators (validate.ts) instead
 *  of the schema validator: the server then answers exactly the first failure the browser form shows. */
export const CONTRACT_VALIDATED = 'x-validated-by';

/** What a contract-validated body holds before its validator has run: any of its fields, of any type. */
export type Unchecked<T extends TObject> = { [K in keyof Static<T>]?: unknown } | undefined;

/** Marks a body schema as checked by the contract validators. The schema keeps its real keywords (minLength,
 *  maxLength, pattern … from the rules constants), so the OpenAPI document states the rules; the handler's type
 *  is `Unchecked`, as its validator has not run yet. */
export function contractValidated<T extends TObject>(schema: T): TUnsafe<Unchecked<T>> {
  return Type.Unsafe<Unchecked<T>>({ ...schema, [CONTRACT_VALIDATED]: 'contract' });
}
