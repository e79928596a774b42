-- AML and risk alerts (issue 47 §3). The rules (domain/aml) raise an alert on a member when a deposit, a
-- withdrawal, a login, a responsible-gaming limit hit or a bank-account change matches a pattern; compliance works
-- them in a queue (assign, comment, close with an outcome). At most one OPEN alert per member, rule and subject
-- (the unique index below: raising the same alert twice is a no-op). An alert is never deleted: closing it keeps it.
CREATE TABLE aml_alerts (
  id           bigserial PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members (id),
  rule         text NOT NULL,
  -- what the alert is about within its rule ('' = the member as a whole; e.g. a deposit, a login, an account)
  subject      text NOT NULL DEFAULT '',
  detail       jsonb NOT NULL DEFAULT '{}'::jsonb,
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  assignee_id  bigint REFERENCES operators (id),
  assignee     text NOT NULL DEFAULT '',
  outcome      text CHECK (outcome IN ('no_action', 'escalated', 'reported')),
  note         text NOT NULL DEFAULT '',
  closed_by    text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  closed_at    timestamptz,
  CHECK ((status = 'open') = (outcome IS NULL AND closed_at IS NULL))
);
CREATE UNIQUE INDEX aml_alerts_one_open_idx ON aml_alerts (member_id, rule, subject) WHERE status = 'open';
CREATE INDEX aml_alerts_status_idx ON aml_alerts (status, id DESC);
CREATE INDEX aml_alerts_member_idx ON aml_alerts (member_id, id DESC);

-- What compliance wrote on an alert: named, never changed (a correction is a new comment).
CREATE TABLE aml_alert_comments (
  id           bigserial PRIMARY KEY,
  alert_id     bigint NOT NULL REFERENCES aml_alerts (id),
  operator_id  bigint NOT NULL REFERENCES operators (id),
  operator     text NOT NULL,
  body         text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX aml_alert_comments_alert_idx ON aml_alert_comments (alert_id, id);
CREATE TRIGGER aml_alert_comments_no_change BEFORE UPDATE OR DELETE ON aml_alert_comments FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER aml_alert_comments_no_truncate BEFORE TRUNCATE ON aml_alert_comments FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- Every time the responsible-gaming checks refused a member's deposit or bet because of a limit (a deposit limit, the
-- session time limit): the refused request itself rolls back, so the hit is written after it. Append-only.
CREATE TABLE responsible_limit_hits (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members (id),
  -- the refusal's msg key: deposit_limit_daily | deposit_limit_weekly | deposit_limit_monthly | session_limit_reached
  kind        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX responsible_limit_hits_member_idx ON responsible_limit_hits (member_id, created_at);
CREATE TRIGGER responsible_limit_hits_no_change BEFORE UPDATE OR DELETE ON responsible_limit_hits FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER responsible_limit_hits_no_truncate BEFORE TRUNCATE ON responsible_limit_hits FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- A login's country (the edge proxy's header, as the jurisdiction check reads it; '' when it sends none): the
-- "new country just before a withdrawal" rule compares it with the member's earlier logins.
ALTER TABLE member_logins ADD COLUMN country text NOT NULL DEFAULT '';
-- members sharing one payout account are found by the account number
CREATE INDEX IF NOT EXISTS members_bank_account_idx ON members (bank_account) WHERE bank_account <> '';

-- The AML thresholds of a site (owner and compliance set them, audited). Not in the site's VARIABLES: those travel to
-- every browser (/api/cnf), and a member who knows the thresholds can stay just under them. Missing keys take the
-- defaults of domain/aml/thresholds.ts.
CREATE TABLE aml_settings (
  domain      text PRIMARY KEY REFERENCES site_configs (domain) ON DELETE CASCADE,
  thresholds  jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
