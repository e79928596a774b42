// The failure catalogue: how every message the member may be told about a failed call is shown, in one
// table for the whole site (the idea of ant-design-pro's requestErrorConfig). A server answer names a msg
// key (`Msg`, `ResponsibleMsg`, `GameMsg`), a transport failure one of the client results of spec §8; both
// read `common:server.<key>` / `common:client.<key>` in every app, and this table decides where they appear.
// Browser-free: the server's tests and the translation test read it too.
import { ClientResult, Msg } from '../contract/codes';
import { GameMsg } from '../contract/games';
import { ResponsibleMsg } from '../contract/responsible';

/** Every msg key the server may answer (all namespaces), without the empty OK key. */
export type ServerMsgKey = Exclude<(typeof Msg)[keyof typeof Msg], ''> | (typeof ResponsibleMsg)[keyof typeof ResponsibleMsg] | (typeof GameMsg)[keyof typeof GameMsg];
export type ClientResultKey = keyof typeof ClientResult;

/**
 * Where a failure is shown:
 * - `field`: under the form field it is about (the field the server names wins over the table's);
 * - `inline`: in the page where the member acted, e.g. above a form's submit button;
 * - `toast`: a short error message (antd `message.error`), for faults a retry may cure;
 * - `redirect`: the member is sent to another page.
 * A surface without the place asked for falls back: field → inline → toast.
 */
export type FailureDisplay =
  | { show: 'field'; field?: string }
  | { show: 'inline' }
  | { show: 'toast' }
  | { show: 'redirect'; to: string };

const field = (name?: string): FailureDisplay => (name ? { show: 'field', field: name } : { show: 'field' });
const inline: FailureDisplay = { show: 'inline' };
const toast: FailureDisplay = { show: 'toast' };
const redirect = (to: string): FailureDisplay => ({ show: 'redirect', to });

export const RESTRICTED_PATH = '/restricted';
export const LOGIN_PATH = '/login';

/** Server answers (translated as `common:server.<key>`). */
export const SERVER_FAILURES: Record<ServerMsgKey, FailureDisplay> = {
  // Input the member can correct: under the field (the server's answer names it).
  required_input_missing: field(),
  invalid_input_value: field(),
  invalid_amount: field('amount'),
  amount_unit: field('amount'),
  insufficient_balance: field('amount'),
  insufficient_points: field('amount'),
  below_minimum: field('amount'),
  title_too_long: field('title'),
  content_too_long: field('content'),
  password_mismatch: field('password_confirm'),
  wrong_password: field('current_password'),
  duplicate_username: field('username'),
  duplicate_nickname: field('nickname'),
  underage: field('date_of_birth'),
  deposit_limit_daily: field('amount'),
  deposit_limit_weekly: field('amount'),
  deposit_limit_monthly: field('amount'),
  kyc_required: field('amount'),
  kyc_file_type: field('file'),
  kyc_file_too_large: field('file'),
  imposed_limit_ceiling: field('value'),
  // A refusal about the member or the request as a whole: where the member acted.
  auth_failed: inline,
  account_suspended: inline,
  self_excluded: inline,
  session_limit_reached: inline,
  exclusion_cannot_be_shortened: inline,
  operator_excluded: inline,
  imposed_limit_cannot_loosen: inline,
  bank_holder_mismatch: inline,
  kyc_upload_closed: inline,
  previous_record_exists: inline,
  too_many_requests: inline,
  // Faults on our side or a provider's: a toast, the member may retry.
  provider_auth_failed: toast,
  provider_unavailable: toast,
  internal_error: toast,
  unknown_error: toast,
  database_error: toast,
  item_not_found: toast,
  database_mismatch: toast,
  request_already_processed: toast,
  body_too_large: toast,
  busy_try_again: toast, // nothing was done; the same call a moment later goes through
  sequence_reused: toast, // the client has drawn a new sequence: trying again sends a new request
  // The credential is no longer valid, or the service is not offered where the member is.
  token_expired: redirect(LOGIN_PATH),
  invalid_token: redirect(LOGIN_PATH),
  jurisdiction_blocked: redirect(RESTRICTED_PATH),
};

/** Transport failures of the API client (translated as `common:client.<key>`). */
export const CLIENT_FAILURES: Record<ClientResultKey, FailureDisplay> = {
  OFFLINE_ERROR: toast,
  NETWORK_ERROR: toast,
  CONFIG_FAILED: toast,
  CLIENT_EXCEPTION: toast,
  // The shell clears the session and reloads /login (host/src/session/install.ts).
  SESSION_EXPIRED: redirect(LOGIN_PATH),
};

export const SERVER_FAILURE_KEYS = Object.keys(SERVER_FAILURES) as ServerMsgKey[];
export const CLIENT_FAILURE_KEYS = Object.keys(CLIENT_FAILURES) as ClientResultKey[];

/** The i18n key (with its namespace) of every entry of the catalogue: the translation test checks them all. */
export const ALL_FAILURE_I18N_KEYS = [
  ...SERVER_FAILURE_KEYS.map((k) => `common:server.${k}`),
  ...CLIENT_FAILURE_KEYS.map((k) => `common:client.${k}`),
];

export function isServerMsgKey(msg: string | undefined | null): msg is ServerMsgKey {
  return typeof msg === 'string' && Object.prototype.hasOwnProperty.call(SERVER_FAILURES, msg);
}
