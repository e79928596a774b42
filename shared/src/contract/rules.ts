// Business constants of spec §9 and the field rules of API.md, shared by the forms and the server so that
// both reject exactly the same input.
export const AMOUNT_UNIT = 10_000; // won: deposits, withdrawals and point conversions move in 10,000 steps
export const MIN_POINT_CONVERSION = 10_000;
export const MAX_AMOUNT_PER_REQUEST = 100_000_000; // won, per deposit or withdraw request
export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_CONTENT_MAX = 1000;

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 16;
/** A username is lower-case ASCII letters and digits only (validate.ts usernameProblem tells chars from length). */
export const USERNAME_CHARS_RE = /^[a-z0-9]*$/;
export const USERNAME_RE = new RegExp(`^[a-z0-9]{${USERNAME_MIN},${USERNAME_MAX}}$`);
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 12;
export const PHONE_MIN = 10;
export const PHONE_MAX = 11;
export const PHONE_RE = new RegExp(`^[0-9]{${PHONE_MIN},${PHONE_MAX}}$`);
export const DIGITS_RE = /^[0-9]+$/;
export const BANK_ACCOUNT_MAX = 20;
export const BANK_HOLDER_MAX = 30;
export const BANK_NAME_MAX = 30;
export const EMAIL_MAX = 100;
// Pragmatic e-mail shape (one @, a dot in the domain, no spaces): the same check server and client.
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const RETRIES = 3;
export const RETRY_DELAY_MS = 1000;
export const TOAST_MS = 2000;
export const SESSION_CHECK_MS = 100;
export const INIT_POLL_MS = 10_000;
export const SPLASH_ROTATE_MS = 80;
export const SPLASH_REDIRECT_MS = 500;
export const MOBILE_BREAKPOINT = 768;
export const IDEMPOTENCY_TTL_HOURS = 24;
export const LOGIN_FAILURES_PER_USERNAME = 10;
export const LOGIN_FAILURES_PER_IP = 50;
export const LOGIN_FAILURE_WINDOW_MIN = 15;
export const JWT_TTL_HOURS = 12;
export const BODY_LIMIT_BYTES = 64 * 1024;
