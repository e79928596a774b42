-- KYC review (issue 47 §2): the member's identity and address documents, stored in the database (bytea, with
-- their SHA-256), never on a path the web serves; compliance's decisions on them, kept as a history; and the KYC
-- states a review needs: `rejected` and `more_needed` (with the reason the member reads on my page).
ALTER TABLE members DROP CONSTRAINT IF EXISTS members_kyc_status_check;
ALTER TABLE members ADD CONSTRAINT members_kyc_status_check
  CHECK (kyc_status IN ('unverified', 'pending', 'verified', 'rejected', 'more_needed'));
-- the reason of the last rejection or request for more documents (null otherwise): what the member is told
ALTER TABLE members ADD COLUMN kyc_reason text CHECK (kyc_reason IS NULL OR length(kyc_reason) BETWEEN 1 AND 500);

-- One row per decision of compliance (append-only): who decided what, why, and the verified legal name.
CREATE TABLE kyc_reviews (
  id             bigserial PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members (id),
  operator_id    bigint NOT NULL REFERENCES operators (id),
  operator       text NOT NULL,
  decision       text NOT NULL CHECK (decision IN ('approve', 'reject', 'more_needed')),
  reason         text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
  verified_name  text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_reviews_member_idx ON kyc_reviews (member_id, id DESC);
CREATE TRIGGER kyc_reviews_no_change BEFORE UPDATE OR DELETE ON kyc_reviews FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER kyc_reviews_no_truncate BEFORE TRUNCATE ON kyc_reviews FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- A document as uploaded: the type is the one its bytes show (magic numbers), never the name or the client's
-- content type. review_id is null while it waits for compliance, then names the decision that settled it.
CREATE TABLE kyc_documents (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members (id),
  kind        text NOT NULL CHECK (kind IN ('identity', 'address')),
  mime        text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size        integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  sha256      text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content     bytea NOT NULL CHECK (octet_length(content) = size),
  review_id   bigint REFERENCES kyc_reviews (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_documents_member_idx ON kyc_documents (member_id, id DESC);
CREATE INDEX kyc_documents_waiting_idx ON kyc_documents (member_id) WHERE review_id IS NULL;

-- A document is never rewritten nor deleted; the one change allowed is its review, once.
CREATE FUNCTION kyc_document_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR OLD.review_id IS NOT NULL OR NEW.review_id IS NULL
     OR NEW.id <> OLD.id OR NEW.member_id <> OLD.member_id OR NEW.kind <> OLD.kind OR NEW.mime <> OLD.mime
     OR NEW.size <> OLD.size OR NEW.sha256 <> OLD.sha256 OR NEW.content <> OLD.content OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'kyc_documents: a document is never changed, only reviewed once';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER kyc_documents_guard BEFORE UPDATE OR DELETE ON kyc_documents FOR EACH ROW EXECUTE FUNCTION kyc_document_guard();
CREATE TRIGGER kyc_documents_no_truncate BEFORE TRUNCATE ON kyc_documents FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
