-- A player's logins (issue 47 §5): every login attempt on a member's account — success or failure, with the address
-- and the browser it came from — for support and compliance ("was it him?", "a new device before a withdrawal").
-- Attempts on names no member has are not kept here (the login throttle counts them, login_failures). Append-only.
CREATE TABLE member_logins (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members (id),
  success     boolean NOT NULL,
  -- ok | bad_password | throttled | suspended | jurisdiction
  outcome     text NOT NULL CHECK (outcome IN ('ok', 'bad_password', 'throttled', 'suspended', 'jurisdiction')),
  ip          text NOT NULL DEFAULT '',
  user_agent  text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_logins_member_idx ON member_logins (member_id, id DESC);
CREATE TRIGGER member_logins_no_change BEFORE UPDATE OR DELETE ON member_logins FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER member_logins_no_truncate BEFORE TRUNCATE ON member_logins FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
