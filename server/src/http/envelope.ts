// The answer shapes of API.md. Every JSON answer is `{code, msg, data, session?, field?}`; the three calls of
// spec §7 (/main/init, /game/provider, /game/launch) answer the legacy `RESULT/DATA/message` form in addition.
// Routes return `ok(data)` or `fail(code, msg, field)` (HTTP 200: the code says what happened) and throw
// `HandlerFailure` when the outcome must abort a transaction or carry another HTTP status.
import type { FastifyReply } from 'fastify';
import { Code, Msg, type Envelope, type LegacyEnvelope, type SessionPayload } from '@casino/shared/contract';

export function ok<T>(data: T, extra: { session?: SessionPayload } = {}): Envelope<T> {
  const envelope: Envelope<T> = { code: Code.OK, msg: Msg.ok, data };
  if (extra.session) envelope.session = extra.session;
  return envelope;
}

export function fail(code: number, msg: string, field?: string): Envelope<null> {
  const envelope: Envelope<null> = { code, msg, data: null };
  if (field !== undefined) envelope.field = field;
  return envelope;
}

/** A failure that unwinds the handler (and its transaction); the error handler turns it into an envelope. */
export class HandlerFailure extends Error {
  override name = 'HandlerFailure';
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly field?: string,
    readonly httpStatus = 200,
  ) {
    super(msg);
  }

  toEnvelope(): Envelope<null> {
    return fail(this.code, this.msg, this.field);
  }
}

/** 403: missing, invalid, expired or revoked credential, or a suspended account, on a protected call. */
export class AuthError extends HandlerFailure {
  override name = 'AuthError';
  constructor(msg: typeof Msg.invalid_token | typeof Msg.token_expired | typeof Msg.account_suspended = Msg.invalid_token) {
    super(Code.AUTH_FAILED, msg, undefined, 403);
  }
}

export const invalidInput = (field?: string, msg: string = Msg.invalid_input_value) => new HandlerFailure(Code.PARAM_INVALID, msg, field);

/** Adds the legacy fields of spec §7 to an envelope. */
export function toLegacy<T>(envelope: Envelope<T>): LegacyEnvelope<T> {
  const ok = envelope.code === Code.OK;
  return { ...envelope, RESULT: ok, DATA: envelope.data, message: envelope.msg };
}

/**
 * The legacy form as JSON text, with `data` written once and used for `data` and `DATA` alike (issue 19:
 * writing the member's data twice was the largest part of a /main/init poll's own work). The same JSON as
 * `toJson(toLegacy(envelope))`.
 */
export function legacyJson<T>(envelope: Envelope<T>): string {
  const { data, ...rest } = envelope;
  const written = data === undefined ? undefined : toJson(data);
  const head = toJson(rest).slice(0, -1); // {"code":…,"msg":…[,"field":…][,"session":…]
  const both = written === undefined ? '' : `,"data":${written}`;
  return `${head}${both},"RESULT":${envelope.code === Code.OK}${written === undefined ? '' : `,"DATA":${written}`},"message":${toJson(envelope.msg)}}`;
}

/** Sends an envelope in the legacy form as well (for /main/init, /game/provider, /game/launch). */
export function legacy<T>(reply: FastifyReply, envelope: Envelope<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(legacyJson(envelope));
}

/**
 * Sends a success in the legacy form whose `data` is JSON text already written (by the database: /main/init).
 * The same answer as `legacy(reply, ok(JSON.parse(dataJson)))`, without reading and writing the data again.
 */
export function legacyOkWritten(reply: FastifyReply, dataJson: string): FastifyReply {
  return reply.type('application/json; charset=utf-8')
    .send(`{"code":${Code.OK},"msg":${toJson(Msg.ok)},"data":${dataJson},"RESULT":true,"DATA":${dataJson},"message":${toJson(Msg.ok)}}`);
}

/** Serialises bigint as a number (money is always a safe integer by the time it reaches an answer). */
export function toJson(payload: unknown): string {
  // Answers rarely hold a bigint: plain JSON.stringify first (a replacer function costs a call per value);
  // it throws a TypeError on a bigint, and only then is the payload written again with the replacer.
  try {
    return JSON.stringify(payload);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
  }
  return JSON.stringify(payload, (_key, value) => (typeof value === 'bigint' ? Number(value) : value));
}
