-- Issue 19: /api/cnf answers every page load. The server keeps each site's cipher text and, per request, reads
-- only this number to know whether it is still current, instead of the whole row with its JSON documents.
-- Every UPDATE of a site's row moves it (whatever the writer: operator console, CLI, SQL by hand).
ALTER TABLE site_configs ADD COLUMN revision bigint NOT NULL DEFAULT 1;

CREATE FUNCTION site_configs_next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END $$;

CREATE TRIGGER site_configs_revision BEFORE UPDATE ON site_configs
  FOR EACH ROW EXECUTE FUNCTION site_configs_next_revision();
