-- Running totals (issue 19): what a hot path used to count or sum over a member's or a session's history is
-- kept up to date where it changes, so every read is one row.
--
-- 1. Unread memos (/main/init, polled every 10 s by every tab). A memo is unread for a member while it is
--    addressed to them (or to all) and they have no memo_reads row with read_at or deleted_at. Kept as
--      unread = members.memo_unread_offset + memo_totals.broadcasts
--    where memo_unread_offset = (memos addressed to the member) − (their "done" memo_reads rows), and
--    memo_totals.broadcasts = memos addressed to all. Every term is additive, so triggers keep it exact
--    whatever writes (a cascade delete included); a new member starts at 0 and sees every broadcast unread.
ALTER TABLE members ADD COLUMN memo_unread_offset bigint NOT NULL DEFAULT 0;
CREATE TABLE memo_totals (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  broadcasts  bigint NOT NULL DEFAULT 0
);
INSERT INTO memo_totals (id, broadcasts) SELECT true, count(*) FROM memos WHERE member_id IS NULL;
UPDATE members m SET memo_unread_offset =
    (SELECT count(*) FROM memos mm WHERE mm.member_id = m.id)
  - (SELECT count(*) FROM memo_reads r WHERE r.member_id = m.id AND (r.read_at IS NOT NULL OR r.deleted_at IS NOT NULL));

CREATE FUNCTION memos_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_ memos;
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN row_ := NEW; delta := 1; ELSE row_ := OLD; delta := -1; END IF;
  IF row_.member_id IS NULL THEN
    UPDATE memo_totals SET broadcasts = broadcasts + delta WHERE id;
  ELSE
    UPDATE members SET memo_unread_offset = memo_unread_offset + delta WHERE id = row_.member_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER memos_count AFTER INSERT OR DELETE ON memos FOR EACH ROW EXECUTE FUNCTION memos_count();

CREATE FUNCTION memo_reads_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_done boolean := false;
  is_done boolean := false;
  member bigint;
BEGIN
  IF TG_OP <> 'INSERT' THEN was_done := OLD.read_at IS NOT NULL OR OLD.deleted_at IS NOT NULL; member := OLD.member_id; END IF;
  IF TG_OP <> 'DELETE' THEN is_done := NEW.read_at IS NOT NULL OR NEW.deleted_at IS NOT NULL; member := NEW.member_id; END IF;
  IF TG_OP = 'UPDATE' AND OLD.member_id <> NEW.member_id THEN
    RAISE EXCEPTION 'memo_reads.member_id cannot change';
  END IF;
  IF was_done <> is_done THEN
    UPDATE members SET memo_unread_offset = memo_unread_offset + (CASE WHEN is_done THEN -1 ELSE 1 END) WHERE id = member;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER memo_reads_count AFTER INSERT OR UPDATE OR DELETE ON memo_reads FOR EACH ROW EXECUTE FUNCTION memo_reads_count();

-- 2. House game sessions: rounds, bets and wins of the session (the page's net position), kept by a trigger on
--    house_rounds so that every path (play, settlement, recovery, rollback) keeps them. Same rule as the old
--    sum: rolled-back rounds excluded, an open round counts its bet.
ALTER TABLE house_sessions
  ADD COLUMN rounds bigint NOT NULL DEFAULT 0,
  ADD COLUMN bet_total bigint NOT NULL DEFAULT 0,
  ADD COLUMN win_total bigint NOT NULL DEFAULT 0;
UPDATE house_sessions s SET rounds = t.rounds, bet_total = t.bet, win_total = t.win
FROM (SELECT session_id, count(*) AS rounds, coalesce(sum(bet), 0) AS bet, coalesce(sum(win), 0) AS win
      FROM house_rounds WHERE session_id IS NOT NULL AND state <> 'rolled_back' GROUP BY session_id) t
WHERE t.session_id = s.id;

CREATE FUNCTION house_rounds_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_rounds bigint := 0;
  d_bet bigint := 0;
  d_win bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.session_id IS NOT NULL AND OLD.state <> 'rolled_back' THEN
    d_rounds := -1; d_bet := -OLD.bet; d_win := -coalesce(OLD.win, 0);
    IF TG_OP = 'UPDATE' AND NEW.session_id IS DISTINCT FROM OLD.session_id THEN
      RAISE EXCEPTION 'house_rounds.session_id cannot change';
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.session_id IS NOT NULL AND NEW.state <> 'rolled_back' THEN
    d_rounds := d_rounds + 1; d_bet := d_bet + NEW.bet; d_win := d_win + coalesce(NEW.win, 0);
  END IF;
  IF d_rounds <> 0 OR d_bet <> 0 OR d_win <> 0 THEN
    UPDATE house_sessions SET rounds = rounds + d_rounds, bet_total = bet_total + d_bet, win_total = win_total + d_win
    WHERE id = coalesce(NEW.session_id, OLD.session_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER house_rounds_totals AFTER INSERT OR UPDATE OR DELETE ON house_rounds FOR EACH ROW EXECUTE FUNCTION house_rounds_totals();

-- 3. Responsible gaming, "since you logged in": bets (less rolled-back bets) and wins since the session began.
--    members.play_bets / play_wins are lifetime sums kept by the ledger's own UPDATE of the balance
--    (repositories/ledger-repository.ts), and a session records the member's sums when it starts, so the
--    figures since login are two subtractions.
ALTER TABLE members
  ADD COLUMN play_bets bigint NOT NULL DEFAULT 0,
  ADD COLUMN play_wins bigint NOT NULL DEFAULT 0;
ALTER TABLE sessions
  ADD COLUMN play_bets_at_start bigint NOT NULL DEFAULT 0,
  ADD COLUMN play_wins_at_start bigint NOT NULL DEFAULT 0;
UPDATE members m SET
  play_bets = (SELECT coalesce(sum(-amount) FILTER (WHERE type = 'bet'), 0) - coalesce(sum(amount) FILTER (WHERE type = 'rollback'), 0)
               FROM ledger WHERE member_id = m.id),
  play_wins = (SELECT coalesce(sum(amount) FILTER (WHERE type = 'win'), 0) FROM ledger WHERE member_id = m.id);
UPDATE sessions s SET
  play_bets_at_start = (SELECT coalesce(sum(-amount) FILTER (WHERE type = 'bet'), 0) - coalesce(sum(amount) FILTER (WHERE type = 'rollback'), 0)
                        FROM ledger WHERE member_id = s.member_id AND created_at < s.created_at),
  play_wins_at_start = (SELECT coalesce(sum(amount) FILTER (WHERE type = 'win'), 0) FROM ledger WHERE member_id = s.member_id AND created_at < s.created_at)
WHERE s.member_id IS NOT NULL;

CREATE FUNCTION sessions_play_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.member_id IS NOT NULL THEN
    SELECT play_bets, play_wins INTO NEW.play_bets_at_start, NEW.play_wins_at_start FROM members WHERE id = NEW.member_id;
    NEW.play_bets_at_start := coalesce(NEW.play_bets_at_start, 0);
    NEW.play_wins_at_start := coalesce(NEW.play_wins_at_start, 0);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER sessions_play_start BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION sessions_play_start();

-- 4. The game catalogue's version: bumped by any change to games or game_providers (statement triggers), so
--    /game/list and /game/provider answer from memory and with an ETag until the catalogue changes.
CREATE TABLE catalogue_version (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  version     bigint NOT NULL DEFAULT 1
);
INSERT INTO catalogue_version (id, version) VALUES (true, 1);
CREATE FUNCTION catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id;
  RETURN NULL;
END $$;
CREATE TRIGGER games_catalogue_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
CREATE TRIGGER game_providers_catalogue_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_providers FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
