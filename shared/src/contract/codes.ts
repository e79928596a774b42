// Server result codes (spec §8) and the stable msg keys of API.md. The client translates `server.<msg>`.
export const Code = {
  OK: 0,
  PARAM_MISSING: 4000,
  PARAM_INVALID: 4001,
  AUTH_FAILED: 4030,
  BACKEND_AUTH_FAILED: 4031,
  TOO_MANY_REQUESTS: 4290,
  INTERNAL: 5000,
  UNKNOWN: 5001,
  DUPLICATE_KEY: 5002,
  DUPLICATE_RECORD: 5003,
  DATABASE: 5005,
  ALREADY_PROCESSED: 6000,
  /** HTTP 409: this X-Sequence was already used for a different request (method, URL or body); nothing was done. */
  SEQUENCE_REUSED: 6001,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export const Msg = {
  ok: '',
  required_input_missing: 'required_input_missing',
  invalid_input_value: 'invalid_input_value',
  invalid_amount: 'invalid_amount',
  amount_unit: 'amount_unit',
  insufficient_balance: 'insufficient_balance',
  insufficient_points: 'insufficient_points',
  below_minimum: 'below_minimum',
  title_too_long: 'title_too_long',
  content_too_long: 'content_too_long',
  password_mismatch: 'password_mismatch',
  auth_failed: 'auth_failed',
  account_suspended: 'account_suspended',
  self_excluded: 'self_excluded',
  provider_auth_failed: 'provider_auth_failed',
  too_many_requests: 'too_many_requests',
  internal_error: 'internal_error',
  unknown_error: 'unknown_error',
  duplicate_username: 'duplicate_username',
  duplicate_nickname: 'duplicate_nickname',
  previous_record_exists: 'previous_record_exists',
  database_error: 'database_error',
  item_not_found: 'item_not_found',
  database_mismatch: 'database_mismatch',
  request_already_processed: 'request_already_processed',
  sequence_reused: 'sequence_reused',
  token_expired: 'token_expired',
  invalid_token: 'invalid_token',
  body_too_large: 'body_too_large',
  /** 4030: the current password given to change it is wrong (issue 44). */
  wrong_password: 'wrong_password',
  /** HTTP 503: what the call needed was held by other work longer than it waits (PostgreSQL 55P03); nothing changed. */
  busy_try_again: 'busy_try_again',
} as const;
export type MsgKey = (typeof Msg)[keyof typeof Msg];

/** Every msg key a client may need to translate (excluding the empty OK key). */
export const ALL_MSG_KEYS = Object.values(Msg).filter((m): m is Exclude<MsgKey, ''> => m !== '');

/** Client-side results of spec §8: produced by the API client, never by the server. */
export const ClientResult = {
  OFFLINE_ERROR: 503,
  NETWORK_ERROR: 503,
  CONFIG_FAILED: 500,
  SESSION_EXPIRED: 455,
  CLIENT_EXCEPTION: 444,
} as const;
