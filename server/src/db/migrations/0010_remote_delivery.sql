-- Progressive delivery of remotes (issue 15).
-- remote_registry keeps the stable version per site and remote; beside it at most one canary, with the share of
-- member buckets it gets (0–100) and the members that always get it (ids; the usernames they were named by are
-- kept for display).
ALTER TABLE remote_registry ADD COLUMN canary_version text;
ALTER TABLE remote_registry ADD COLUMN canary_percent integer NOT NULL DEFAULT 0 CHECK (canary_percent BETWEEN 0 AND 100);
ALTER TABLE remote_registry ADD COLUMN canary_members jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE remote_registry ADD COLUMN canary_labels jsonb NOT NULL DEFAULT '[]'::jsonb;

-- Releases the registry has learned of, from the record the remote's origin serves (release.json). Immutable:
-- publishing the same version again with another record is refused.
CREATE TABLE remote_releases (
  name text NOT NULL,
  version text NOT NULL,
  base_url text NOT NULL,
  record jsonb NOT NULL,
  record_digest text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by bigint,
  PRIMARY KEY (name, version)
);

-- Every registry change and every refusal of the compatibility gate: who (an operator, or "system" for the
-- automatic rollback), when, from, to, and why.
CREATE TABLE remote_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  domain text NOT NULL,
  name text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'canary', 'percent', 'promote', 'rollback', 'auto_rollback', 'gate_refused', 'policy', 'set')),
  operator_id bigint,
  actor text NOT NULL,
  from_version text,
  to_version text,
  percent integer,
  reason text NOT NULL DEFAULT ''
);
CREATE INDEX remote_audit_domain_idx ON remote_audit (domain, id DESC);

-- Health reported by members' browsers, aggregated per site, remote, version and minute. No personal data.
CREATE TABLE remote_telemetry (
  domain text NOT NULL,
  name text NOT NULL,
  version text NOT NULL,
  minute timestamptz NOT NULL,
  mounts integer NOT NULL DEFAULT 0,
  load_failures integer NOT NULL DEFAULT 0,
  render_errors integer NOT NULL DEFAULT 0,
  fallbacks integer NOT NULL DEFAULT 0,
  PRIMARY KEY (domain, name, version, minute)
);
CREATE INDEX remote_telemetry_minute_idx ON remote_telemetry (minute);

-- Automatic rollback thresholds per site (defaults when a site has no row): a canary whose failure rate is
-- above max_failure_rate over at least min_loads loads in the last window_minutes, and worse than stable, is
-- set to 0 %.
CREATE TABLE remote_rollout_policies (
  domain text PRIMARY KEY REFERENCES site_configs (domain),
  max_failure_rate numeric NOT NULL CHECK (max_failure_rate >= 0 AND max_failure_rate <= 1),
  min_loads integer NOT NULL CHECK (min_loads >= 1),
  window_minutes integer NOT NULL CHECK (window_minutes BETWEEN 1 AND 1440),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint
);
