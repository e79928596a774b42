-- The release role (issue 45 §5): a team's release manager drives the rollout of the remotes it owns, and only those.
-- `remotes` lists them (remote names, e.g. ["wallet"]); it is empty for every other role.
ALTER TABLE operators DROP CONSTRAINT IF EXISTS operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('owner', 'cashier', 'support', 'compliance', 'release'));
ALTER TABLE operators ADD COLUMN remotes jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(remotes) = 'array');
