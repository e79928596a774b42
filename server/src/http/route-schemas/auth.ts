import { Type } from '@sinclair/typebox';
import { contractValidated, Envelope, Empty } from '../schemas';

export const RegisterBody = contractValidated(Type.Object({
  username: Type.String({ description: '4–16 characters, a–z and 0–9' }),
  email: Type.String({ description: 'e-mail address, at most 100 characters' }),
  password: Type.String({ description: '8–64 characters' }),
  password_confirm: Type.String({ description: 'must equal password (else 4001 password_mismatch)' }),
  nickname: Type.String({ description: '2–12 characters, unique' }),
  phone: Type.String({ description: '10–11 digits' }),
  referral_code: Type.Optional(Type.String({ description: 'at most 20 characters' })),
  bank_name: Type.String({ description: 'at most 30 characters' }),
  bank_account: Type.String({ description: 'digits, at most 20' }),
  bank_holder: Type.String({ description: 'at most 30 characters' }),
  date_of_birth: Type.String({ description: 'YYYY-MM-DD (issue 10); under the site\'s legal age (VARIABLES.min_age, default 19) → 4001 underage' }),
}, { description: 'checked with validateRegister of @casino/shared/contract: the first failure in form order is answered (4000/4001 with field)' }));

export const RegisterAnswer = Envelope(Type.Object({ id: Type.Integer(), username: Type.String() }));

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
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

export const EmptyAnswer = Envelope(Empty);

// issue 44: a member's new password by a reset token (Paths.passwordReset), and the change on my page
// (Paths.accountPassword). New passwords follow the registration's rules (8–64 characters, confirmation equal).
const NewPassword = {
  new_password: Type.String({ maxLength: 128, description: '8–64 characters (else 4001 invalid_input_value)' }),
  new_password_confirm: Type.String({ maxLength: 128, description: 'must equal new_password (else 4001 password_mismatch)' }),
};
export const PasswordResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, description: 'the token of the reset link (after #token=)' }),
  ...NewPassword,
});
export const PasswordResetAnswer = Envelope(Empty, 'code 0; 4001 invalid_token (unknown or used) / token_expired (field token); 4000/4001 on the new password');
export const PasswordChangeBody = Type.Object({
  current_password: Type.String({ maxLength: 128 }),
  ...NewPassword,
});
export const PasswordChangeAnswer = Envelope(Empty, 'code 0 (the member\'s other sessions end); 4030 wrong_password (field current_password); 4000/4001 on the new password');
