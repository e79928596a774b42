-- Delivery you can trust (issue 45): the registry's history is what a rollback reads (domain/delivery-model.ts
-- replays it), so the database refuses to change or remove it, as it does for operator_audit; a refused promotion
-- is recorded like a refused gate.
ALTER TABLE remote_audit DROP CONSTRAINT IF EXISTS remote_audit_action_check;
ALTER TABLE remote_audit ADD CONSTRAINT remote_audit_action_check
  CHECK (action IN ('publish', 'canary', 'percent', 'promote', 'rollback', 'auto_rollback', 'gate_refused', 'promote_refused', 'policy', 'set'));

CREATE FUNCTION remote_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'remote_audit is append-only (% refused)', TG_OP;
END
$$;
CREATE TRIGGER remote_audit_no_change BEFORE UPDATE OR DELETE ON remote_audit
  FOR EACH ROW EXECUTE FUNCTION remote_audit_append_only();
CREATE TRIGGER remote_audit_no_truncate BEFORE TRUNCATE ON remote_audit
  FOR EACH STATEMENT EXECUTE FUNCTION remote_audit_append_only();

-- Health counts only from browsers that were served the version (issue 45 §2): each row is one reporter's (a signed
-- assignment's) counts for a minute, with the network it came from (a hash of its /24 or /48), so that decisions
-- count reporters, not events, and cap what one network weighs. Rows from before have no reporter ('').
ALTER TABLE remote_telemetry ADD COLUMN reporter text NOT NULL DEFAULT '';
ALTER TABLE remote_telemetry ADD COLUMN source text NOT NULL DEFAULT '';
ALTER TABLE remote_telemetry DROP CONSTRAINT remote_telemetry_pkey;
ALTER TABLE remote_telemetry ADD PRIMARY KEY (domain, name, version, minute, reporter);
-- a decision needs this many distinct reporters of the canary in the window (besides min_loads)
ALTER TABLE remote_rollout_policies ADD COLUMN min_reporters integer NOT NULL DEFAULT 10 CHECK (min_reporters >= 1);
