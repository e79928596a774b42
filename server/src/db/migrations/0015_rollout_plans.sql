-- Step plans (issue 45 §4): a canary rollout declared as steps of a share of buckets held for a while, ending in
-- promotion, run by the rollout-plans job (plugins/rollout-plans.ts). One active plan (running or paused) per site
-- and remote; every transition is also written to remote_audit (action 'plan'), which is append-only.
CREATE TABLE rollout_plans (
  id bigserial PRIMARY KEY,
  domain text NOT NULL,
  name text NOT NULL,
  version text NOT NULL,
  steps jsonb NOT NULL,
  current_step integer NOT NULL DEFAULT 0 CHECK (current_step >= 0),
  state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'paused', 'aborted', 'completed', 'rolled_back')),
  state_reason text NOT NULL DEFAULT '',
  step_started_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rollout_plans_active_idx ON rollout_plans (domain, name) WHERE state IN ('running', 'paused');
CREATE INDEX rollout_plans_recent_idx ON rollout_plans (domain, name, id DESC);

ALTER TABLE remote_audit DROP CONSTRAINT IF EXISTS remote_audit_action_check;
ALTER TABLE remote_audit ADD CONSTRAINT remote_audit_action_check
  CHECK (action IN ('publish', 'canary', 'percent', 'promote', 'rollback', 'auto_rollback', 'gate_refused', 'promote_refused', 'policy', 'set', 'plan'));
