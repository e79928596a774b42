// Sign-up, login and passwords of a member (API.md "Auth"). The register body is checked by validateRegister
// (validate.ts): its keywords state the same rules constants, for the OpenAPI document.
import { Type } from '@sinclair/typebox';
import { LOGIN_PASSWORD_MAX, LOGIN_USERNAME_MAX, REFERRAL_CODE_MAX } from '../account';
import {
  BANK_ACCOUNT_MAX, BANK_HOLDER_MAX, BANK_NAME_MAX, DIGITS_RE, EMAIL_MAX, EMAIL_RE, NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX,
  PASSWORD_MIN, PHONE_RE, USERNAME_MAX, USERNAME_MIN, USERNAME_RE,
} from '../rules';
import { DATE_RE } from '../wallet';
import { contractValidated, Empty, EmptyAnswer, Envelope, patternOf } from './common';

export { EmptyAnswer };

export const RegisterBody = contractValidated(Type.Object({
  username: Type.String({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: patternOf(USERNAME_RE), description: 'a–z and 0–9' }),
  email: Type.String({ minLength: 1, maxLength: EMAIL_MAX, pattern: patternOf(EMAIL_RE), description: 'e-mail address' }),
  password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  password_confirm: Type.String({ minLength: 1, description: 'must equal password (else 4001 password_mismatch)' }),
  nickname: Type.String({ minLength: NICKNAME_MIN, maxLength: NICKNAME_MAX, description: 'characters after trimming; unique' }),
  phone: Type.String({ pattern: patternOf(PHONE_RE), description: 'digits only' }),
  referral_code: Type.Optional(Type.String({ maxLength: REFERRAL_CODE_MAX })),
  bank_name: Type.String({ minLength: 1, maxLength: BANK_NAME_MAX, description: 'one of the contract\'s banks (KOREAN_BANKS)' }),
  bank_account: Type.String({ minLength: 1, maxLength: BANK_ACCOUNT_MAX, pattern: patternOf(DIGITS_RE) }),
  bank_holder: Type.String({ minLength: 1, maxLength: BANK_HOLDER_MAX }),
  date_of_birth: Type.String({ pattern: patternOf(DATE_RE), description: 'YYYY-MM-DD (issue 10); under the site\'s legal age (VARIABLES.min_age, default 19) → 4001 underage' }),
}, { description: 'checked with validateRegister of @casino/shared/contract: the first failure in form order is answered (4000/4001 with field)' }));

export const RegisterAnswer = Envelope(Type.Object({ id: Type.Integer(), username: Type.String() }));

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: LOGIN_USERNAME_MAX }),
  password: Type.String({ minLength: 1, maxLength: LOGIN_PASSWORD_MAX }),
});

export const LoginAnswer = Envelope(Type.Object({
  jwt: Type.String(),
  name: Type.String({ description: 'nickname' }),
  username: Type.String(),
  email: Type.String(),
  bank_code: Type.String({ description: 'KFTC bank code when the bank name is known, else ""' }),
  bank_account: Type.String({ description: 'masked: ******1234' }),
  bank_name: Type.String(),
  use_vaccount: Type.Boolean(),
}), 'code 0 with data and session; 4030 auth_failed (unknown user or wrong password alike), account_suspended, jurisdiction_blocked (self-excluded members may log in)');

// issue 44: a member's new password by a reset token (Paths.passwordReset), and the change on my page
// (Paths.accountPassword). New passwords follow the registration's rules (PASSWORD_MIN–PASSWORD_MAX characters,
// checked by the handler so that an empty one is 4000), the confirmation equal. The schema bounds the text.
const NewPassword = {
  new_password: Type.String({ maxLength: LOGIN_PASSWORD_MAX, description: `${PASSWORD_MIN}–${PASSWORD_MAX} characters (else 4001 invalid_input_value)` }),
  new_password_confirm: Type.String({ maxLength: LOGIN_PASSWORD_MAX, description: 'must equal new_password (else 4001 password_mismatch)' }),
};
export const PasswordResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, description: 'the token of the reset link (after #token=)' }),
  ...NewPassword,
});
export const PasswordResetAnswer = Envelope(Empty, 'code 0; 4001 invalid_token (unknown or used) / token_expired (field token); 4000/4001 on the new password');
export const PasswordChangeBody = Type.Object({
  current_password: Type.String({ maxLength: LOGIN_PASSWORD_MAX }),
  ...NewPassword,
});
export const PasswordChangeAnswer = Envelope(Empty, 'code 0 (the member\'s other sessions end); 4030 wrong_password (field current_password); 4000/4001 on the new password');
