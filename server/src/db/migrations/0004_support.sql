-- Support: notices (with a home-page popup flag), one-to-one inquiries with the operator's answer, the FAQ and
-- the public customer inquiry form. Memos and per-member memo state (read / hidden) exist since 0001.
-- Every text column holds plain text exactly as entered; the browser renders it as text, never as HTML.
-- seed_key marks rows the seeding created, so a restart inserts only what is missing (and a notice an operator
-- deleted, which stays as a row with deleted_at, does not come back).

CREATE TABLE notices (
  id              bigserial PRIMARY KEY,
  title           text NOT NULL,
  content         text NOT NULL,
  popup           boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  created_by      bigint REFERENCES operators (id),
  deleted_at      timestamptz,
  seed_key        text
);
CREATE UNIQUE INDEX notices_seed_key ON notices (seed_key) WHERE seed_key IS NOT NULL;
CREATE INDEX notices_live_idx ON notices (id) WHERE deleted_at IS NULL;
CREATE INDEX notices_popup_idx ON notices (id) WHERE deleted_at IS NULL AND popup;

CREATE TABLE inquiries (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  title           text NOT NULL,
  content         text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'answered')),
  answer          text,
  answered_at     timestamptz,
  answered_by     bigint REFERENCES operators (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- a member's delete hides the inquiry from the member and the back office; the row stays for the record
  deleted_at      timestamptz,
  CHECK ((status = 'answered') = (answer IS NOT NULL AND answered_at IS NOT NULL))
);
CREATE INDEX inquiries_member_idx ON inquiries (member_id, id) WHERE deleted_at IS NULL;
CREATE INDEX inquiries_status_idx ON inquiries (status, id) WHERE deleted_at IS NULL;

CREATE TABLE faq_entries (
  id              bigserial PRIMARY KEY,
  question        text NOT NULL,
  answer          text NOT NULL,
  sort_order      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  seed_key        text
);
CREATE UNIQUE INDEX faq_entries_seed_key ON faq_entries (seed_key) WHERE seed_key IS NOT NULL;

-- Customer inquiry form (visitors, no account). ip feeds the per-IP limit.
CREATE TABLE contact_messages (
  id              bigserial PRIMARY KEY,
  name            text NOT NULL,
  email           text NOT NULL,
  title           text NOT NULL,
  content         text NOT NULL,
  ip              text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_ip_idx ON contact_messages (ip, created_at);

-- Memo lists read a member's state row per memo; operators' memos record who sent them.
ALTER TABLE memos ADD COLUMN created_by bigint REFERENCES operators (id);
CREATE INDEX memo_reads_memo_idx ON memo_reads (memo_id);
