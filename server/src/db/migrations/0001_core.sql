-- Core tables: members, operators, sessions, ledger, login throttling, idempotency keys, site configuration,
-- remote registry and memos. Money and points are bigint won; balances can never go below zero (CHECK), the
-- ledger rows chain per member (after = before + amount).

CREATE TABLE members (
  id              bigserial PRIMARY KEY,
  username        text NOT NULL,
  password_hash   text NOT NULL,
  nickname        text NOT NULL,
  email           text NOT NULL,
  phone           text NOT NULL,
  referral_code   text,
  bank_name       text NOT NULL,
  bank_account    text NOT NULL,
  bank_holder     text NOT NULL,
  balance         bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  points          bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
  rolling         bigint NOT NULL DEFAULT 0 CHECK (rolling >= 0),
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  -- responsible gaming (filled by later features; NULL = not set)
  self_excluded_until timestamptz,
  deposit_limit_daily bigint CHECK (deposit_limit_daily IS NULL OR deposit_limit_daily >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_login_at   timestamptz
);
CREATE UNIQUE INDEX members_username_key ON members (username);
-- Nicknames are shown to other people: two that differ only in letter case would be confusing.
CREATE UNIQUE INDEX members_nickname_key ON members (lower(nickname));

CREATE TABLE operators (
  id              bigserial PRIMARY KEY,
  username        text NOT NULL,
  password_hash   text NOT NULL,
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_login_at   timestamptz
);
CREATE UNIQUE INDEX operators_username_key ON operators (username);

-- One row per login. The jwt carries the id (claim `sid`); the opaque auth token is stored only as a hash.
CREATE TABLE sessions (
  id              uuid PRIMARY KEY,
  member_id       bigint REFERENCES members (id),
  operator_id     bigint REFERENCES operators (id),
  auth_token_hash text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  revoked_at      timestamptz,
  CHECK ((member_id IS NULL) <> (operator_id IS NULL))
);
CREATE UNIQUE INDEX sessions_auth_token_hash_key ON sessions (auth_token_hash) WHERE auth_token_hash IS NOT NULL;
CREATE INDEX sessions_member_idx ON sessions (member_id) WHERE member_id IS NOT NULL;
CREATE INDEX sessions_operator_idx ON sessions (operator_id) WHERE operator_id IS NOT NULL;

CREATE TABLE ledger (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  type            text NOT NULL CHECK (type IN ('deposit', 'withdraw', 'withdraw_refund', 'point_convert', 'bet', 'win', 'rollback', 'adjust')),
  amount          bigint NOT NULL,
  before          bigint NOT NULL CHECK (before >= 0),
  after           bigint NOT NULL CHECK (after >= 0),
  ref             text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (after = before + amount)
);
CREATE INDEX ledger_member_idx ON ledger (member_id, id);

-- Failed (and in-flight) login attempts, counted per username and per IP over a sliding window.
-- cleared_at: set for a username's rows after a successful login, so the per-username count restarts while
-- the per-IP count keeps them.
CREATE TABLE login_failures (
  id              bigserial PRIMARY KEY,
  username        text NOT NULL,
  ip              text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  cleared_at      timestamptz
);
CREATE INDEX login_failures_username_idx ON login_failures (username, created_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);

-- (member, X-Sequence) of every mutating member call, with the first successful answer, for 24 h.
CREATE TABLE idempotency_keys (
  member_id       bigint NOT NULL REFERENCES members (id),
  sequence        text NOT NULL,
  method          text NOT NULL,
  path            text NOT NULL,
  response        jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, sequence)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

CREATE TABLE site_configs (
  domain          text PRIMARY KEY,
  is_default      boolean NOT NULL DEFAULT false,
  title           text NOT NULL,
  variables       jsonb NOT NULL DEFAULT '{}'::jsonb,
  web_variables   jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX site_configs_single_default ON site_configs (is_default) WHERE is_default;

CREATE TABLE remote_registry (
  domain          text NOT NULL REFERENCES site_configs (domain) ON DELETE CASCADE,
  name            text NOT NULL CHECK (name IN ('account', 'games', 'wallet', 'support')),
  base_url        text NOT NULL,
  version         text NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  updated_by      bigint REFERENCES operators (id),
  PRIMARY KEY (domain, name)
);

-- member_id NULL = a memo to every member.
CREATE TABLE memos (
  id              bigserial PRIMARY KEY,
  member_id       bigint REFERENCES members (id),
  title           text NOT NULL,
  content         text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX memos_member_idx ON memos (member_id, id);
CREATE INDEX memos_broadcast_idx ON memos (id) WHERE member_id IS NULL;

-- Per member state of a memo: read and/or hidden (a member "deletes" a memo for themself only).
CREATE TABLE memo_reads (
  member_id       bigint NOT NULL REFERENCES members (id),
  memo_id         bigint NOT NULL REFERENCES memos (id) ON DELETE CASCADE,
  read_at         timestamptz,
  deleted_at      timestamptz,
  PRIMARY KEY (member_id, memo_id)
);
