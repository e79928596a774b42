// The sign-up form as data: sections of fields, each with its input kind and one check that names the
// first broken rule of the contract (shared/src/contract/rules.ts, the same rules validateRegister applies
// on the server). The date of birth is checked with the contract's `ageOn` against the site's minimum age.
import {
  ageOn, BANK_ACCOUNT_MAX, DEFAULT_MIN_AGE, BANK_HOLDER_MAX, DIGITS_RE, EMAIL_MAX, EMAIL_RE, findBank, NICKNAME_MAX, NICKNAME_MIN,
  PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX, PHONE_MIN, PHONE_RE, REFERRAL_CODE_MAX, USERNAME_MAX, USERNAME_MIN, usernameProblem,
  type RegisterRequest,
} from '@casino/shared';

/** A broken rule: an i18n key of the account namespace and its values. */
export interface Problem { key: string; values?: Record<string, number | string> }
export type RegisterValues = Partial<Record<string, string>>;
export type InputKind = 'text' | 'email' | 'password' | 'numeric' | 'bank' | 'date';

export interface RegisterFieldSpec {
  name: string;
  kind: InputKind;
  autoComplete?: string;
  optional?: boolean;
  /** Passwords are sent exactly as typed; every other value without surrounding spaces. */
  keepSpaces?: boolean;
  /** Fields whose change re-checks this one. */
  dependencies?: string[];
  check: (value: string, all: RegisterValues) => Problem | null;
}

export interface RegisterSection { key: string; fields: RegisterFieldSpec[] }

const required = (v: string): Problem | null => (v.trim() === '' ? { key: 'validation.required' } : null);
const maxLength = (v: string, max: number): Problem | null => (v.length > max ? { key: 'validation.maxLength', values: { max } } : null);
const chars = (v: string) => [...v].length;
const OLDEST = 120;

/** Today's date in the member's time zone as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real date of birth (YYYY-MM-DD) of someone at least `minAge` years old today. */
export function checkDateOfBirth(v: string, today = localToday(), minAge = DEFAULT_MIN_AGE): Problem | null {
  const age = ageOn(v.trim(), today);
  if (age === null || age < 0 || age > OLDEST) return { key: 'validation.dateOfBirth' };
  return age < minAge ? { key: 'validation.underage', values: { min: minAge } } : null;
}

/** A new password: the contract's length (PASSWORD_MIN..PASSWORD_MAX), the same rule at sign-up, change and reset. */
export const newPasswordCheck = (v: string): Problem | null => required(v)
  ?? (v.length < PASSWORD_MIN || v.length > PASSWORD_MAX ? { key: 'validation.passwordLength', values: { min: PASSWORD_MIN, max: PASSWORD_MAX } } : null);
/** Its confirmation: typed again, exactly. */
export const passwordConfirmCheck = (v: string, password: string): Problem | null => required(v) ?? (v === password ? null : { key: 'validation.passwordMismatch' });
/** Any required value (e.g. the current password, checked by the server). */
export const requiredCheck = required;

function usernameCheck(username: string): Problem | null {
  const problem = usernameProblem(username);
  if (problem === 'chars') return { key: 'validation.usernameChars' };
  return problem === 'length' ? { key: 'validation.usernameLength', values: { min: USERNAME_MIN, max: USERNAME_MAX } } : null;
}

export const REGISTER_SECTIONS: RegisterSection[] = [
  {
    key: 'account',
    fields: [
      {
        name: 'username', kind: 'text', autoComplete: 'username',
        check: (v) => required(v) ?? usernameCheck(v.trim()),
      },
      {
        name: 'email', kind: 'email', autoComplete: 'email',
        check: (v) => required(v) ?? maxLength(v.trim(), EMAIL_MAX) ?? (EMAIL_RE.test(v.trim()) ? null : { key: 'validation.email' }),
      },
      {
        name: 'password', kind: 'password', autoComplete: 'new-password', keepSpaces: true,
        check: newPasswordCheck,
      },
      {
        name: 'password_confirm', kind: 'password', autoComplete: 'new-password', keepSpaces: true, dependencies: ['password'],
        check: (v, all) => passwordConfirmCheck(v, all.password ?? ''),
      },
      {
        name: 'nickname', kind: 'text', autoComplete: 'nickname',
        check: (v) => required(v)
          ?? (chars(v.trim()) < NICKNAME_MIN || chars(v.trim()) > NICKNAME_MAX ? { key: 'validation.nicknameLength', values: { min: NICKNAME_MIN, max: NICKNAME_MAX } } : null),
      },
      { name: 'date_of_birth', kind: 'date', autoComplete: 'bday', check: (v) => required(v) ?? checkDateOfBirth(v) },
    ],
  },
  {
    key: 'contact',
    fields: [
      {
        name: 'phone', kind: 'numeric', autoComplete: 'tel-national',
        check: (v) => required(v)
          ?? (DIGITS_RE.test(v.trim()) ? null : { key: 'validation.digits' })
          ?? (PHONE_RE.test(v.trim()) ? null : { key: 'validation.phoneLength', values: { min: PHONE_MIN, max: PHONE_MAX } }),
      },
      {
        name: 'referral_code', kind: 'text', autoComplete: 'off', optional: true,
        check: (v) => maxLength(v.trim(), REFERRAL_CODE_MAX),
      },
    ],
  },
  {
    key: 'bank',
    fields: [
      // the select offers the contract's banks only; a value it does not list (never from the select) counts as unchosen
      { name: 'bank_name', kind: 'bank', check: (v) => (findBank(v.trim()) ? null : { key: 'validation.selectRequired' }) },
      {
        name: 'bank_account', kind: 'numeric', autoComplete: 'off',
        check: (v) => required(v) ?? (DIGITS_RE.test(v.trim()) ? null : { key: 'validation.digits' }) ?? maxLength(v.trim(), BANK_ACCOUNT_MAX),
      },
      { name: 'bank_holder', kind: 'text', autoComplete: 'name', check: (v) => required(v) ?? maxLength(v.trim(), BANK_HOLDER_MAX) },
    ],
  },
];

export const REGISTER_FIELDS: RegisterFieldSpec[] = REGISTER_SECTIONS.flatMap((s) => s.fields);
export const REGISTER_FIELD_NAMES = new Set(REGISTER_FIELDS.map((f) => f.name));

/** The first problem of every field (the form shows them inline). */
export function checkRegister(values: RegisterValues): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  for (const f of REGISTER_FIELDS) {
    const p = f.check(values[f.name] ?? '', values);
    if (p) out[f.name] = p;
  }
  return out;
}

/** What is sent: trimmed values (passwords as typed); an empty optional field is left out. */
export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  const body: Record<string, string> = {};
  for (const f of REGISTER_FIELDS) {
    const raw = values[f.name] ?? '';
    const v = f.keepSpaces ? raw : raw.trim();
    if (f.optional && v === '') continue;
    body[f.name] = v;
  }
  return body as unknown as RegisterRequest;
}
