-- Internal notes on a member (issue 47 §5): what support, cashiers and compliance learned and want the next
-- operator to know. Written by an operator (named), never shown to the member, never changed: a correction is a new
-- note. Append-only.
CREATE TABLE member_notes (
  id           bigserial PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members (id),
  operator_id  bigint NOT NULL REFERENCES operators (id),
  operator     text NOT NULL,
  body         text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_notes_member_idx ON member_notes (member_id, id DESC);
CREATE TRIGGER member_notes_no_change BEFORE UPDATE OR DELETE ON member_notes FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER member_notes_no_truncate BEFORE TRUNCATE ON member_notes FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
-- the timeline reads operator actions by member and time
CREATE INDEX IF NOT EXISTS operator_audit_member_idx ON operator_audit (member_id, created_at);
CREATE INDEX IF NOT EXISTS responsible_audit_member_time_idx ON responsible_audit (member_id, created_at);
