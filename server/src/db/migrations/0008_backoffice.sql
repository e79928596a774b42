-- Back office (issue 16): operator roles and TOTP, operator settings, revocable and idle-expiring operator
-- sessions, and the operator audit, which no statement may change once written.

ALTER TABLE operators ADD COLUMN role text NOT NULL DEFAULT 'owner'
  CHECK (role IN ('owner', 'cashier', 'support', 'compliance'));
-- base32 TOTP secret once confirmed; a pending one (enrolment started, not yet confirmed) waits beside it
ALTER TABLE operators ADD COLUMN totp_secret text;
ALTER TABLE operators ADD COLUMN totp_pending_secret text;
-- the last TOTP time step accepted at login: a code is used once
ALTER TABLE operators ADD COLUMN totp_last_step bigint;

-- operator sessions: last call (idle expiry), where the login came from, and an enrolment-only session
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN enrol_only boolean NOT NULL DEFAULT false;

-- one row: site-wide operator settings
CREATE TABLE operator_settings (
  id              smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  totp_required   boolean NOT NULL DEFAULT false,
  idle_minutes    integer NOT NULL DEFAULT 30 CHECK (idle_minutes BETWEEN 1 AND 1440),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  updated_by      bigint REFERENCES operators (id)
);
INSERT INTO operator_settings (id) VALUES (1) ON CONFLICT DO NOTHING;

-- Every operator action: who (and their role then), what, on what, the state before and after, from where.
CREATE TABLE operator_audit (
  id              bigserial PRIMARY KEY,
  operator_id     bigint REFERENCES operators (id),
  operator        text NOT NULL,
  role            text NOT NULL,
  action          text NOT NULL,
  target_type     text NOT NULL DEFAULT '',
  target_id       text NOT NULL DEFAULT '',
  member_id       bigint,
  before          jsonb,
  after           jsonb,
  ip              text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_created_idx ON operator_audit (created_at, id);
CREATE INDEX operator_audit_operator_idx ON operator_audit (operator_id, id);
CREATE INDEX operator_audit_member_idx ON operator_audit (member_id, id) WHERE member_id IS NOT NULL;
CREATE INDEX operator_audit_action_idx ON operator_audit (action, id);

-- Written once: the database itself refuses to change or remove an audit row (no API could, and neither can
-- a mistaken query).
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only (% refused)', TG_OP;
END
$$;
CREATE TRIGGER operator_audit_no_change BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();

-- dashboards and reports read the ledger by day
CREATE INDEX IF NOT EXISTS ledger_created_idx ON ledger (created_at);
