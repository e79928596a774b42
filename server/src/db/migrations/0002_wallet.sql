-- Wallet: deposit and withdrawal requests, the points ledger, the operator's deposit account per site, and
-- idempotency keys for operator calls. Cash moves only through `ledger` (0001), points only through
-- `point_ledger`: both chain per member (after = before + amount) and end at members.balance / members.points.

-- Points ledger: the same shape and rules as the cash ledger. Types: adjust (operator), point_convert (points
-- turned into cash; the cash side is a `ledger` row of the same type and ref), earn (promotions, rolling).
-- note: free text such as an operator's reason.
CREATE TABLE point_ledger (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  type            text NOT NULL CHECK (type IN ('adjust', 'point_convert', 'earn')),
  amount          bigint NOT NULL,
  before          bigint NOT NULL CHECK (before >= 0),
  after           bigint NOT NULL CHECK (after >= 0),
  ref             text,
  note            text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (after = before + amount)
);
CREATE INDEX point_ledger_member_idx ON point_ledger (member_id, id);

-- Points written before this migration were set directly: open each member's points chain with them.
INSERT INTO point_ledger (member_id, type, amount, before, after, ref)
SELECT id, 'adjust', points, 0, points, 'opening-balance' FROM members WHERE points > 0 ORDER BY id;

-- A member's deposit history. waiting → completed | rejected by an operator (decided once); `auto` rows are
-- payments by the system (operator adjustments with a positive amount), `point_convert` rows are point
-- conversions; both are final when written. ledger_id: the cash ledger row that credited the amount.
CREATE TABLE deposit_requests (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  status          text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'completed', 'rejected', 'auto', 'point_convert')),
  reason          text,
  ledger_id       bigint REFERENCES ledger (id),
  decided_by      bigint REFERENCES operators (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  processed_at    timestamptz,
  CHECK ((status = 'waiting') = (processed_at IS NULL)),
  CHECK ((status IN ('completed', 'auto', 'point_convert')) = (ledger_id IS NOT NULL))
);
-- At most one waiting deposit per member, whatever the concurrency (spec §5: refused while one is pending).
CREATE UNIQUE INDEX deposit_requests_one_waiting ON deposit_requests (member_id) WHERE status = 'waiting';
CREATE INDEX deposit_requests_member_idx ON deposit_requests (member_id, id);
CREATE INDEX deposit_requests_status_idx ON deposit_requests (status, id);

-- A member's withdraw history. The amount leaves the balance when the request is made (ledger_id, type
-- withdraw); a rejection refunds it (refund_ledger_id, type withdraw_refund). `auto` rows are recoveries by
-- the system (operator adjustments with a negative amount).
CREATE TABLE withdrawal_requests (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  status          text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'completed', 'rejected', 'auto')),
  reason          text,
  ledger_id       bigint NOT NULL REFERENCES ledger (id),
  refund_ledger_id bigint REFERENCES ledger (id),
  decided_by      bigint REFERENCES operators (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  processed_at    timestamptz,
  CHECK ((status = 'waiting') = (processed_at IS NULL)),
  CHECK ((status = 'rejected') = (refund_ledger_id IS NOT NULL))
);
CREATE INDEX withdrawal_requests_member_idx ON withdrawal_requests (member_id, id);
CREATE INDEX withdrawal_requests_status_idx ON withdrawal_requests (status, id);

-- Where members transfer their deposits, per site (GET /wallet/account); a domain without its own row uses
-- the default site's. Kept out of site_configs on purpose: /api/cnf is public, this is for members only.
CREATE TABLE deposit_accounts (
  domain          text PRIMARY KEY REFERENCES site_configs (domain) ON DELETE CASCADE,
  bank_name       text NOT NULL,
  bank_account    text NOT NULL,
  holder          text NOT NULL,
  notes           text NOT NULL DEFAULT '',
  updated_at      timestamptz NOT NULL DEFAULT now(),
  updated_by      bigint REFERENCES operators (id)
);

-- (operator, X-Sequence) of mutating operator calls, like idempotency_keys for members.
CREATE TABLE operator_idempotency_keys (
  operator_id     bigint NOT NULL REFERENCES operators (id),
  sequence        text NOT NULL,
  method          text NOT NULL,
  path            text NOT NULL,
  response        jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (operator_id, sequence)
);
CREATE INDEX operator_idempotency_keys_created_idx ON operator_idempotency_keys (created_at);
