-- House games (docs/providers.md, docs/games.md): the seamless wallet's provider transactions (any provider),
-- provably fair seed pairs, game sessions opened by one-time launch links, rounds, and the per-member pacing of
-- rounds. Money still moves only through `ledger` / `point_ledger`; these tables say why.

-- One row per provider transaction id: the first answer of a debit, credit or rollback, so that a repeated
-- id is answered with it and never acts twice. A rollback that names an unknown debit leaves a `tombstone`
-- debit row under that id, so the debit cannot arrive later and take money.
CREATE TABLE provider_transactions (
  id              bigserial PRIMARY KEY,
  provider        text NOT NULL,
  tx_id           text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  member_id       bigint NOT NULL REFERENCES members (id),
  round_id        text NOT NULL,
  game_code       text,
  amount          bigint NOT NULL CHECK (amount >= 0),
  reference_tx_id text,
  status          text NOT NULL DEFAULT 'done' CHECK (status IN ('done', 'rolled_back', 'tombstone')),
  ledger_id       bigint REFERENCES ledger (id),
  points          bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
  balance_after   bigint NOT NULL CHECK (balance_after >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'debit') OR status = 'done')
);
CREATE UNIQUE INDEX provider_transactions_tx_key ON provider_transactions (provider, tx_id);
CREATE INDEX provider_transactions_round_idx ON provider_transactions (provider, round_id);
CREATE INDEX provider_transactions_member_idx ON provider_transactions (member_id, id);

-- Provably fair seed pairs. One active pair per member: its server seed is secret (only the SHA-256 is
-- shown) until the pair is rotated, which reveals it. next_nonce counts the rounds played with the pair.
CREATE TABLE fair_seeds (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  server_seed     text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL,
  client_seed     text NOT NULL CHECK (client_seed ~ '^[A-Za-z0-9._-]{1,64}$'),
  next_nonce      bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  active          boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  revealed_at     timestamptz,
  CHECK (active = (revealed_at IS NULL))
);
CREATE UNIQUE INDEX fair_seeds_one_active ON fair_seeds (member_id) WHERE active;
CREATE INDEX fair_seeds_member_idx ON fair_seeds (member_id, id);

-- A game session: created by a launch (the one-time launch token, stored as a hash, valid a few minutes),
-- exchanged once by the game page for a session token (a hash again) that the page holds.
CREATE TABLE house_sessions (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  game_id         bigint NOT NULL REFERENCES games (id),
  game_code       text NOT NULL,
  language        text NOT NULL DEFAULT 'ko',
  launch_hash     text NOT NULL,
  launch_expires_at timestamptz NOT NULL,
  session_hash    text,
  started_at      timestamptz,
  expires_at      timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((session_hash IS NULL) = (started_at IS NULL))
);
CREATE UNIQUE INDEX house_sessions_launch_key ON house_sessions (launch_hash);
CREATE UNIQUE INDEX house_sessions_session_key ON house_sessions (session_hash) WHERE session_hash IS NOT NULL;
CREATE INDEX house_sessions_member_idx ON house_sessions (member_id, id);

-- A round: opened with its bet debited (state open), settled with its win credited (settled), or, when it
-- cannot be settled, rolled back (rolled_back). A server that stops between the two finds open rounds at its
-- next start and settles them from the committed seeds (docs/providers.md "Recovery").
CREATE TABLE house_rounds (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  session_id      bigint REFERENCES house_sessions (id),
  game_code       text NOT NULL,
  engine          text NOT NULL,
  seed_id         bigint NOT NULL REFERENCES fair_seeds (id),
  nonce           bigint NOT NULL CHECK (nonce >= 0),
  bet             bigint NOT NULL CHECK (bet > 0),
  params          jsonb NOT NULL,
  state           text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'settled', 'rolled_back')),
  outcome         jsonb,
  win             bigint CHECK (win >= 0),
  recovered       boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  CHECK ((state = 'open') = (settled_at IS NULL)),
  CHECK ((state = 'settled') = (win IS NOT NULL))
);
CREATE UNIQUE INDEX house_rounds_seed_nonce_key ON house_rounds (seed_id, nonce);
CREATE INDEX house_rounds_member_idx ON house_rounds (member_id, id);
CREATE INDEX house_rounds_session_idx ON house_rounds (session_id);
CREATE INDEX house_rounds_open_idx ON house_rounds (id) WHERE state = 'open';

-- Pacing: when a member last started a round (at most one round per HOUSE_MIN_ROUND_INTERVAL_MS, all games).
CREATE TABLE house_players (
  member_id       bigint PRIMARY KEY REFERENCES members (id),
  last_round_at   timestamptz NOT NULL
);
