-- Responsible gaming and compliance (issue 10): date of birth and KYC state on the member, deposit / time
-- limits with their 24-hour cooling-off, time-outs and self-exclusions, launches counted as play, and an
-- audit trail of every change. members.self_excluded_until (0001) stays the one "excluded until" column every
-- check reads; member_exclusions keeps what was asked for and when.

ALTER TABLE members ADD COLUMN date_of_birth date;
ALTER TABLE members ADD COLUMN kyc_status text NOT NULL DEFAULT 'unverified'
  CHECK (kyc_status IN ('unverified', 'pending', 'verified'));
-- The legal name an operator verified (KYC); withdrawals then pay only to an account in this name.
ALTER TABLE members ADD COLUMN verified_name text;

-- One row per (member, kind). value NULL = no limit. A looser change (raise or removal) waits in
-- pending_value until pending_effective_at (24 h cooling-off) and is applied by the first read after that.
CREATE TABLE member_limits (
  member_id            bigint NOT NULL REFERENCES members (id),
  kind                 text NOT NULL CHECK (kind IN ('deposit_daily', 'deposit_weekly', 'deposit_monthly', 'session_minutes', 'reality_check_minutes')),
  value                bigint CHECK (value IS NULL OR value > 0),
  pending_value        bigint CHECK (pending_value IS NULL OR pending_value > 0),
  pending_effective_at timestamptz,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind),
  CHECK (pending_effective_at IS NOT NULL OR pending_value IS NULL)
);

-- Every time-out or self-exclusion a member started. until NULL = permanent. Never shortened or deleted.
CREATE TABLE member_exclusions (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  kind            text NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  period          text NOT NULL CHECK (period IN ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')),
  started_at      timestamptz NOT NULL,
  until           timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_exclusions_member_idx ON member_exclusions (member_id, id);

-- Game launches (play activity besides the ledger's bet rows): "minutes of play today" is computed from both.
CREATE TABLE play_activity (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  kind            text NOT NULL CHECK (kind IN ('launch')),
  ref             text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX play_activity_member_idx ON play_activity (member_id, created_at);

-- Bets and wins of a member by time (session summary, minutes of play).
CREATE INDEX ledger_member_time_idx ON ledger (member_id, created_at);

-- Who changed what and when: limits, exclusions, KYC status, date of birth.
CREATE TABLE responsible_audit (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  actor           text NOT NULL CHECK (actor IN ('member', 'operator', 'system')),
  actor_id        bigint,
  action          text NOT NULL,
  old_value       text,
  new_value       text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX responsible_audit_member_idx ON responsible_audit (member_id, id);
