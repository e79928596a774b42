-- Games catalogue: providers and their games, and the one-time launch links of the demo-table stand-in.
-- A provider's category is casino, slot or arcade (is_casino of the API = category 'casino'). A game's
-- category is the provider's label ('Slots', 'Live Casino', 'Arcade', …); 'Slots' makes it a slot card.

CREATE TABLE game_providers (
  id              bigserial PRIMARY KEY,
  code            text NOT NULL,               -- stable key used by the launch adapters ('house', 'aurora-live', …)
  title           text NOT NULL,               -- shown, and the name of its static images (bg/logo/{title}.png)
  category        text NOT NULL CHECK (category IN ('casino', 'slot', 'arcade')),
  -- active: listed and launchable; down: listed, launches answer provider_unavailable; hidden: not listed
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'down', 'hidden')),
  sort_order      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX game_providers_code_key ON game_providers (code);
CREATE UNIQUE INDEX game_providers_title_key ON game_providers (title);

CREATE TABLE games (
  id              bigserial PRIMARY KEY,
  provider_id     bigint NOT NULL REFERENCES game_providers (id),
  code            text NOT NULL,               -- the provider's own game code
  title           text NOT NULL,
  category        text NOT NULL,
  is_service      boolean NOT NULL DEFAULT true,  -- in service: launchable straight from a grid
  is_new          boolean NOT NULL DEFAULT false,
  is_popular      boolean NOT NULL DEFAULT false,
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'hidden')),
  sort_order      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX games_provider_code_key ON games (provider_id, code);
CREATE INDEX games_provider_idx ON games (provider_id, sort_order, id);
CREATE INDEX games_new_idx ON games (id) WHERE is_new;
CREATE INDEX games_popular_idx ON games (id) WHERE is_popular;

-- One-time launch links (only the SHA-256 of the token is stored). Used once, within a few minutes.
CREATE TABLE game_launch_tokens (
  token_hash      text PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  game_id         bigint NOT NULL REFERENCES games (id),
  language        text NOT NULL DEFAULT 'ko',
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz
);
CREATE INDEX game_launch_tokens_expires_idx ON game_launch_tokens (expires_at);
