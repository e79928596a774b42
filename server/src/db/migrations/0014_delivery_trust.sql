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
