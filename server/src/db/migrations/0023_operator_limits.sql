-- Responsible gaming imposed by the site's team (issue 47 §4): compliance (or the owner) sets, with a reason, a
-- ceiling on any limit kind, a time-out or an exclusion for a member, and may flag a member at risk.
--
-- A ceiling lives on the member's own limit row (member_limits): the member's value (and any raise waiting out
-- its cooling-off) can never exceed it — the CHECKs below hold that even against a code path that forgets it.
-- Every check that reads member_limits.value therefore enforces the ceiling unchanged.
ALTER TABLE member_limits ADD COLUMN imposed_value  bigint CHECK (imposed_value IS NULL OR imposed_value > 0);
ALTER TABLE member_limits ADD COLUMN imposed_reason text;
ALTER TABLE member_limits ADD COLUMN imposed_by     bigint REFERENCES operators (id);
ALTER TABLE member_limits ADD COLUMN imposed_at     timestamptz;
ALTER TABLE member_limits ADD CONSTRAINT member_limits_within_imposed
  CHECK (imposed_value IS NULL OR (value IS NOT NULL AND value <= imposed_value));
ALTER TABLE member_limits ADD CONSTRAINT member_limits_pending_within_imposed
  CHECK (imposed_value IS NULL OR pending_effective_at IS NULL OR (pending_value IS NOT NULL AND pending_value <= imposed_value));
ALTER TABLE member_limits ADD CONSTRAINT member_limits_imposed_has_reason
  CHECK (imposed_value IS NULL OR (imposed_reason IS NOT NULL AND imposed_at IS NOT NULL));

-- A time-out or exclusion the site imposed: who (an operator) and why (shown to the member). NULL: the member's own.
ALTER TABLE member_exclusions ADD COLUMN imposed_by bigint REFERENCES operators (id);
ALTER TABLE member_exclusions ADD COLUMN reason     text;
ALTER TABLE member_exclusions ADD CONSTRAINT member_exclusions_imposed_has_reason CHECK (imposed_by IS NULL OR reason IS NOT NULL);

-- "At risk": an internal flag compliance sets and clears with a reason (audited; never shown to the member).
ALTER TABLE members ADD COLUMN at_risk        boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN at_risk_reason text;
ALTER TABLE members ADD COLUMN at_risk_at     timestamptz;
ALTER TABLE members ADD COLUMN at_risk_by     bigint REFERENCES operators (id);
