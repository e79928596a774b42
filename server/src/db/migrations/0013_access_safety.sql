-- Safe production defaults (issue 44 §4): password changes and resets, single-use TOTP recovery codes, TOTP
-- failures counted apart from password failures, and member password-reset tokens (only their SHA-256).

-- an owner reset this operator's password: its sessions may only call me, password and logout until changed
ALTER TABLE operators ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- ten single-use codes per operator, issued at TOTP confirmation, standing in for a TOTP code at login;
-- only their SHA-256 is kept
CREATE TABLE operator_recovery_codes (
  id              bigserial PRIMARY KEY,
  operator_id     bigint NOT NULL REFERENCES operators (id),
  code_hash       text NOT NULL,
  used_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_recovery_codes_operator_idx ON operator_recovery_codes (operator_id);

-- 'password': a wrong password; 'totp': the right password with a wrong TOTP or recovery code. Counted apart:
-- a correct password never clears TOTP failures.
ALTER TABLE login_failures ADD COLUMN kind text NOT NULL DEFAULT 'password' CHECK (kind IN ('password', 'totp'));
-- failures are judged per (username, IP) pair (progressive delay) as well as per username and per IP
CREATE INDEX login_failures_pair_idx ON login_failures (username, ip, created_at);

-- a member password reset issued by support: single use, expires; only the SHA-256 of the token is stored
CREATE TABLE member_password_resets (
  token_hash      text PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  issued_by       bigint REFERENCES operators (id),
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_password_resets_member_idx ON member_password_resets (member_id);
