-- Hardening (issue 14). An idempotency key is bound to the request that first used it: request_digest is the
-- SHA-256 (hex) of method, URL and body. A key reused with another request answers 6001 sequence_reused.
-- Keys written before this migration have no digest and are judged as before (6000) until they expire.
ALTER TABLE idempotency_keys ADD COLUMN request_digest text;
ALTER TABLE operator_idempotency_keys ADD COLUMN request_digest text;

-- The per-member limit on one-to-one inquiries counts a member's inquiries of the last hour, deleted ones
-- included (a delete must not free a slot).
CREATE INDEX inquiries_member_created_idx ON inquiries (member_id, created_at);
