-- Issue 19: the lookups of provider_transactions use the index that answers them, whatever the planner knows.
--
-- 1. A win locks its bet by (provider, tx_id). Without statistics (PGlite has no autovacuum, so it never has any)
--    the cached generic plan of that prepared statement found two indexes that lead with `provider` equally good,
--    took provider_transactions_round_idx, and filtered every row of the provider for the id: a win cost more with
--    every round played (0.24 ms after 1,000 rounds, 1.2 ms after 6,000). The round index now leads with the
--    round, so a lookup by provider and id has only the unique key to use.
DROP INDEX provider_transactions_round_idx;
CREATE INDEX provider_transactions_round_idx ON provider_transactions (round_id, provider);

-- 2. A rollback asks whether its bet was already paid (creditExists: a credit naming the bet): an index for that
--    question, instead of every row of the provider.
CREATE INDEX provider_transactions_credit_ref_idx ON provider_transactions (provider, reference_tx_id) WHERE kind = 'credit';
