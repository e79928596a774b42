// Pure validators used by the server's routes and the browser forms. Each returns null when the value is
// fine, or the contract's (code, msg) pair so that both sides name the same failure. Forms that show every
// field's problem at once use the per-field form (`…Violations`); the server answers the first of them
// (`validate…`), so the two can never disagree.
import { findBank, REFERRAL_CODE_MAX } from './account';
import { Code, Msg } from './codes';
import type { InquiryRequest } from './support';
import type { RegisterRequest } from './types';
import {
  AMOUNT_UNIT, BANK_ACCOUNT_MAX, BANK_HOLDER_MAX, BANK_NAME_MAX, DIGITS_RE, EMAIL_MAX, EMAIL_RE,
  INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX, MAX_AMOUNT_PER_REQUEST, MIN_POINT_CONVERSION, NICKNAME_MAX,
  NICKNAME_MIN, PASSWORD_MAX, PASSWORD_MIN, PHONE_RE, USERNAME_CHARS_RE, USERNAME_RE,
} from './rules';

export interface Violation {
  code: typeof Code.PARAM_MISSING | typeof Code.PARAM_INVALID;
  msg: string;
  field: string;
}

const missing = (field: string): Violation => ({ code: Code.PARAM_MISSING, msg: Msg.required_input_missing, field });
const invalid = (field: string, msg: string = Msg.invalid_input_value): Violation => ({ code: Code.PARAM_INVALID, msg, field });

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Text length as the rules count it: code points (an emoji is one character). Forms count with it too. */
export const textLength = (text: string) => [...text].length;

/** Per field, its first violation (fields without one are absent). */
export type FieldViolations<F extends string> = Partial<Record<F, Violation>>;

const RANK: Record<string, number> = { [Msg.required_input_missing]: 0, [Msg.invalid_input_value]: 1 };

/** The violation the server answers: a missing field first, then a value of the wrong kind, then any other
 *  rule; within each, in form order. */
export function firstViolation<F extends string>(violations: FieldViolations<F>, order: readonly F[]): Violation | null {
  let first: Violation | null = null;
  for (const field of order) {
    const v = violations[field];
    if (v && (!first || (RANK[v.msg] ?? 2) < (RANK[first.msg] ?? 2))) first = v;
  }
  return first;
}

/** A required text of at most `max` characters: missing, not a string, or too long (`tooLong`, the msg key). */
export function textViolation(field: string, value: unknown, max: number, tooLong: string): Violation | null {
  if (isBlank(value)) return missing(field);
  if (typeof value !== 'string') return invalid(field);
  return textLength(value) > max ? invalid(field, tooLong) : null;
}

/** What is wrong with a username: characters other than a–z and 0–9, a length outside 4–16, or nothing. */
export function usernameProblem(username: string): 'chars' | 'length' | null {
  if (!USERNAME_CHARS_RE.test(username)) return 'chars';
  return USERNAME_RE.test(username) ? null : 'length';
}

export interface RegisterInput {
  username?: unknown; email?: unknown; password?: unknown; password_confirm?: unknown; nickname?: unknown;
  phone?: unknown; referral_code?: unknown; bank_name?: unknown; bank_account?: unknown; bank_holder?: unknown;
}

/**
 * What a server route gets from a contract validator: the input as the request type its rules guarantee, or the first
 * violation. The one place a checked body becomes its type (routes never cast a body: issue 46).
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; violation: Violation };
export const checked = <T>(input: unknown, violation: Violation | null): Checked<T> =>
  (violation ? { ok: false, violation } : { ok: true, value: input as T });

/** Returns the first violation in form order, or null. */
export function validateRegister(input: RegisterInput): Violation | null {
  const required = ['username', 'email', 'password', 'password_confirm', 'nickname', 'phone', 'bank_name', 'bank_account', 'bank_holder'] as const;
  for (const f of required) {
    if (isBlank(input[f])) return missing(f);
    if (typeof input[f] !== 'string') return invalid(f);
  }
  if (input.referral_code !== undefined && input.referral_code !== null && typeof input.referral_code !== 'string') return invalid('referral_code');
  const s = input as Record<(typeof required)[number], string> & { referral_code?: string };
  if (usernameProblem(s.username)) return invalid('username');
  if (s.email.length > EMAIL_MAX || !EMAIL_RE.test(s.email)) return invalid('email');
  if (s.password.length < PASSWORD_MIN || s.password.length > PASSWORD_MAX) return invalid('password');
  if (s.password !== s.password_confirm) return invalid('password_confirm', Msg.password_mismatch);
  const nick = s.nickname.trim();
  if ([...nick].length < NICKNAME_MIN || [...nick].length > NICKNAME_MAX) return invalid('nickname');
  if (!PHONE_RE.test(s.phone)) return invalid('phone');
  if (s.bank_name.length > BANK_NAME_MAX || !findBank(s.bank_name)) return invalid('bank_name'); // only the contract's banks
  if (!DIGITS_RE.test(s.bank_account) || s.bank_account.length > BANK_ACCOUNT_MAX) return invalid('bank_account');
  if (s.bank_holder.length > BANK_HOLDER_MAX) return invalid('bank_holder');
  if (typeof s.referral_code === 'string' && s.referral_code.length > REFERRAL_CODE_MAX) return invalid('referral_code'); // null = none
  return null;
}

/** Parses a won/points amount given as a number or digit string. Never uses floating point for the value. */
export function parseAmount(raw: unknown): bigint | null {
  if (typeof raw === 'number') {
    if (!Number.isSafeInteger(raw)) return null;
    return BigInt(raw);
  }
  if (typeof raw === 'string' && DIGITS_RE.test(raw) && raw.length <= 15) return BigInt(raw);
  return null;
}

/** Deposit / withdraw amount rules of spec §5: digits only, > 0, multiple of 10,000, at most the per-request maximum. */
export function validateMoneyAmount(raw: unknown, field = 'amount'): Violation | null {
  if (isBlank(raw)) return missing(field);
  const v = parseAmount(raw);
  if (v === null || v <= 0n || v > BigInt(MAX_AMOUNT_PER_REQUEST)) return invalid(field, Msg.invalid_amount);
  if (v % BigInt(AMOUNT_UNIT) !== 0n) return invalid(field, Msg.amount_unit);
  return null;
}

/** Point conversion rules of spec §5 (the comparison with the member's points is done where they are known). */
export function validatePointAmount(raw: unknown, field = 'amount'): Violation | null {
  if (isBlank(raw)) return missing(field);
  const v = parseAmount(raw);
  if (v === null || v <= 0n) return invalid(field, Msg.invalid_amount);
  if (v < BigInt(MIN_POINT_CONVERSION)) return invalid(field, Msg.below_minimum);
  if (v % BigInt(AMOUNT_UNIT) !== 0n) return invalid(field, Msg.amount_unit);
  return null;
}

export type InquiryField = 'title' | 'content';
const INQUIRY_FIELDS: readonly InquiryField[] = ['title', 'content'];

/** One-to-one inquiry (spec §5): title required, at most 100 characters; content required, at most 1000. */
export function inquiryViolations(input: { title?: unknown; content?: unknown }): FieldViolations<InquiryField> {
  const out: FieldViolations<InquiryField> = {};
  const title = textViolation('title', input.title, INQUIRY_TITLE_MAX, Msg.title_too_long);
  const content = textViolation('content', input.content, INQUIRY_CONTENT_MAX, Msg.content_too_long);
  if (title) out.title = title;
  if (content) out.content = content;
  return out;
}

export function validateInquiry(input: { title?: unknown; content?: unknown }): Violation | null {
  return firstViolation(inquiryViolations(input), INQUIRY_FIELDS);
}

export const checkRegister = (input: RegisterInput): Checked<RegisterRequest> => checked(input, validateRegister(input));
export const checkInquiry = (input: { title?: unknown; content?: unknown }): Checked<InquiryRequest> => checked(input, validateInquiry(input));
