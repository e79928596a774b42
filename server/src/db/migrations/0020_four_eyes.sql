-- Four eyes on money (issue 47 §1): what one operator asks (the maker) waits for a different operator (the checker).
-- approval_requests: one row per request; decided once (pending → approved | rejected), never removed. A pending
-- request past expires_at is expired (shown so, never approvable); nothing needs to rewrite it.
CREATE TABLE approval_requests (
  id              bigserial PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('cash_adjust', 'points_adjust', 'member_bank', 'deposit_account', 'withdrawal_approve')),
  member_id       bigint REFERENCES members (id),
  -- what the request acts on besides the member: the domain of a deposit account, the id of a withdrawal
  target          text NOT NULL DEFAULT '',
  amount          bigint,
  -- the change asked for: before and after (full account numbers; masked for the roles that may not see them)
  payload         jsonb NOT NULL,
  reason          text NOT NULL DEFAULT '',
  maker_id        bigint NOT NULL REFERENCES operators (id),
  maker           text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  checker_id      bigint REFERENCES operators (id),
  checker         text,
  decision_reason text,
  result          jsonb,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  decided_at      timestamptz,
  CHECK ((status = 'pending') = (checker_id IS NULL AND decided_at IS NULL)),
  CHECK (checker_id IS NULL OR checker_id <> maker_id)
);
CREATE INDEX approval_requests_status_idx ON approval_requests (status, id);
CREATE INDEX approval_requests_member_idx ON approval_requests (member_id, id) WHERE member_id IS NOT NULL;
-- at most one pending confirmation per withdrawal
CREATE UNIQUE INDEX approval_requests_withdrawal_once ON approval_requests (target) WHERE kind = 'withdrawal_approve' AND status = 'pending';

-- Decided once, never removed: the database refuses to delete a request or to change a decided one.
CREATE FUNCTION approval_requests_decided_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'approval_requests: a decided or removed request is refused (% on %)', TG_OP, OLD.status;
  END IF;
  IF NEW.kind <> OLD.kind OR NEW.payload <> OLD.payload OR NEW.maker_id <> OLD.maker_id OR NEW.created_at <> OLD.created_at
     OR NEW.expires_at <> OLD.expires_at OR NEW.amount IS DISTINCT FROM OLD.amount OR NEW.member_id IS DISTINCT FROM OLD.member_id THEN
    RAISE EXCEPTION 'approval_requests: only the decision may be written';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER approval_requests_no_change BEFORE UPDATE OR DELETE ON approval_requests FOR EACH ROW EXECUTE FUNCTION approval_requests_decided_once();
CREATE TRIGGER approval_requests_no_truncate BEFORE TRUNCATE ON approval_requests FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- Every change of a member's payout account, append-only: who asked (maker) and who approved (checker), when. The
-- withdrawal rules read it: a withdrawal to an account changed in the last 24 hours needs a second operator, and
-- neither the maker nor the checker of the change may approve that member's withdrawals for 24 hours.
CREATE TABLE member_bank_changes (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  old_bank_name   text NOT NULL,
  old_bank_account text NOT NULL,
  old_bank_holder text NOT NULL,
  bank_name       text NOT NULL,
  bank_account    text NOT NULL,
  bank_holder     text NOT NULL,
  maker_id        bigint REFERENCES operators (id),
  checker_id      bigint REFERENCES operators (id),
  request_id      bigint REFERENCES approval_requests (id),
  created_at      timestamptz NOT NULL
);
CREATE INDEX member_bank_changes_member_idx ON member_bank_changes (member_id, created_at);
CREATE TRIGGER member_bank_changes_no_change BEFORE UPDATE OR DELETE ON member_bank_changes FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER member_bank_changes_no_truncate BEFORE TRUNCATE ON member_bank_changes FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- Every deposit account a site has had (deposit_accounts keeps only the current one), append-only. The current
-- rows are copied in as the history's first entries.
CREATE TABLE deposit_account_history (
  id              bigserial PRIMARY KEY,
  domain          text NOT NULL,
  bank_name       text NOT NULL,
  bank_account    text NOT NULL,
  holder          text NOT NULL,
  notes           text NOT NULL DEFAULT '',
  maker_id        bigint REFERENCES operators (id),
  checker_id      bigint REFERENCES operators (id),
  request_id      bigint REFERENCES approval_requests (id),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_account_history_domain_idx ON deposit_account_history (domain, id);
INSERT INTO deposit_account_history (domain, bank_name, bank_account, holder, notes, maker_id, created_at)
  SELECT domain, bank_name, bank_account, holder, notes, updated_by, updated_at FROM deposit_accounts;
CREATE TRIGGER deposit_account_history_no_change BEFORE UPDATE OR DELETE ON deposit_account_history FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER deposit_account_history_no_truncate BEFORE TRUNCATE ON deposit_account_history FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
