-- A ledger that proves it was not rewritten (issue 47 §6; docs/wallet.md "A ledger that proves its history").
--
-- 1. Every cash and points row carries `hash` = sha256 of its predecessor's hash (per member and ledger, '' for the
--    first) and its own fields, and `prev_hash` = that predecessor's hash. The database writes both (a BEFORE INSERT
--    trigger), so every statement that posts a row — a CTE that posts a bet and its win included — chains it, and no
--    code path can forget to. A member's rows are posted under the member row's lock (every posting updates the
--    balance in the same statement), so a member's chain never forks.
-- 2. Rows cannot be changed, removed or truncated (append-only triggers, as operator_audit and remote_audit have).
-- 3. Anchors: once a day (and on demand) the latest hash of every member's two chains is hashed into one value,
--    chained to the previous anchor, and stored append-only in ledger_anchors. Exported and kept elsewhere, an anchor
--    shows that the history up to it is the one that existed then: rewriting a row and recomputing every later hash
--    (which someone with full database rights could do) changes the anchors' recomputation.
ALTER TABLE ledger ADD COLUMN prev_hash text NOT NULL DEFAULT '';
ALTER TABLE ledger ADD COLUMN hash text NOT NULL DEFAULT '';
ALTER TABLE point_ledger ADD COLUMN prev_hash text NOT NULL DEFAULT '';
ALTER TABLE point_ledger ADD COLUMN hash text NOT NULL DEFAULT '';

-- The text that is hashed: fields joined by '|', the time as microseconds since the epoch (no time zone setting
-- changes it), a missing ref or note as ''. Verification (repositories/ledger-repository.ts) calls the same function.
CREATE FUNCTION ledger_row_hash(prev text, row_id bigint, member bigint, kind text, amount bigint, bal_before bigint,
                                bal_after bigint, ref text, note text, at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', prev, row_id, member, kind, amount, bal_before, bal_after,
    coalesce(ref, ''), coalesce(note, ''), (extract(epoch FROM at) * 1000000)::bigint), 'UTF8')), 'hex')
$$;

CREATE FUNCTION ledger_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.prev_hash := coalesce((SELECT l.hash FROM ledger l WHERE l.member_id = NEW.member_id AND l.id < NEW.id ORDER BY l.id DESC LIMIT 1), '');
  NEW.hash := ledger_row_hash(NEW.prev_hash, NEW.id, NEW.member_id, NEW.type, NEW.amount, NEW.before, NEW.after, NEW.ref, NULL, NEW.created_at);
  RETURN NEW;
END
$$;
CREATE FUNCTION point_ledger_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.prev_hash := coalesce((SELECT p.hash FROM point_ledger p WHERE p.member_id = NEW.member_id AND p.id < NEW.id ORDER BY p.id DESC LIMIT 1), '');
  NEW.hash := ledger_row_hash(NEW.prev_hash, NEW.id, NEW.member_id, NEW.type, NEW.amount, NEW.before, NEW.after, NEW.ref, NEW.note, NEW.created_at);
  RETURN NEW;
END
$$;

-- The rows written before this migration are chained in id order, per member.
DO $$
DECLARE r record; prev text := ''; holder bigint := NULL;
BEGIN
  FOR r IN SELECT * FROM ledger ORDER BY member_id, id LOOP
    IF holder IS DISTINCT FROM r.member_id THEN prev := ''; holder := r.member_id; END IF;
    UPDATE ledger SET prev_hash = prev, hash = ledger_row_hash(prev, r.id, r.member_id, r.type, r.amount, r.before, r.after, r.ref, NULL, r.created_at)
      WHERE id = r.id RETURNING hash INTO prev;
  END LOOP;
  prev := ''; holder := NULL;
  FOR r IN SELECT * FROM point_ledger ORDER BY member_id, id LOOP
    IF holder IS DISTINCT FROM r.member_id THEN prev := ''; holder := r.member_id; END IF;
    UPDATE point_ledger SET prev_hash = prev, hash = ledger_row_hash(prev, r.id, r.member_id, r.type, r.amount, r.before, r.after, r.ref, r.note, r.created_at)
      WHERE id = r.id RETURNING hash INTO prev;
  END LOOP;
END
$$;

CREATE TRIGGER ledger_chain BEFORE INSERT ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_chain();
CREATE TRIGGER point_ledger_chain BEFORE INSERT ON point_ledger FOR EACH ROW EXECUTE FUNCTION point_ledger_chain();

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP;
END
$$;
CREATE TRIGGER ledger_no_change BEFORE UPDATE OR DELETE ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_no_truncate BEFORE TRUNCATE ON ledger FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER point_ledger_no_change BEFORE UPDATE OR DELETE ON point_ledger FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER point_ledger_no_truncate BEFORE TRUNCATE ON point_ledger FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- One row per anchoring: the highest cash and points row ids it covers, how many members' chains, the digest of
-- their latest hashes (member id, cash hash and points hash, in member order) and `anchor` = sha256 of the previous
-- anchor and this row's fields. Append-only.
CREATE TABLE ledger_anchors (
  id            bigserial PRIMARY KEY,
  anchored_at   timestamptz NOT NULL DEFAULT now(),
  day           date NOT NULL,
  cash_max_id   bigint NOT NULL,
  points_max_id bigint NOT NULL,
  members       integer NOT NULL,
  digest        text NOT NULL,
  prev_anchor   text NOT NULL,
  anchor        text NOT NULL
);
CREATE INDEX ledger_anchors_day_idx ON ledger_anchors (day, id);
CREATE TRIGGER ledger_anchors_no_change BEFORE UPDATE OR DELETE ON ledger_anchors FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_anchors_no_truncate BEFORE TRUNCATE ON ledger_anchors FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
