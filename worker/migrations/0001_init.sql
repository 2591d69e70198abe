-- Tableside's shared ruling logs: one database for every club, club_id in every key.
-- Times are ms since 1970. Nothing is ever deleted: a deleted entry is a version with deleted = 1.

CREATE TABLE clubs (
  id         TEXT PRIMARY KEY,
  name       TEXT NOT NULL,
  code_hash  TEXT NOT NULL UNIQUE,   -- SHA-256 of the join code with the PEPPER secret
  created_at INTEGER NOT NULL
);

CREATE TABLE devices (
  id         TEXT PRIMARY KEY,
  club_id    TEXT NOT NULL REFERENCES clubs (id),
  name       TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,   -- SHA-256 of the bearer token; the token itself is never stored
  created_at INTEGER NOT NULL,
  last_seen  INTEGER NOT NULL,
  revoked_at INTEGER                 -- set: the token no longer works
);
CREATE INDEX devices_by_club ON devices (club_id);

-- Each entry's winning version: the highest (rev, updated_at, device_id). seq is the club's
-- change counter, bumped whenever the row changes, so a pull "since seq" sees every change.
CREATE TABLE rulings (
  club_id    TEXT NOT NULL,
  id         TEXT NOT NULL,
  rev        INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  device_id  TEXT NOT NULL,
  deleted    INTEGER NOT NULL,
  body       TEXT NOT NULL,
  seq        INTEGER NOT NULL,
  conflicted INTEGER NOT NULL DEFAULT 0, -- two devices pushed the same rev: edited at once
  PRIMARY KEY (club_id, id)
);
CREATE UNIQUE INDEX rulings_by_seq ON rulings (club_id, seq);

-- Every version ever pushed, winning or not: no edit is lost to last-writer-wins.
CREATE TABLE ruling_versions (
  club_id     TEXT NOT NULL,
  id          TEXT NOT NULL,
  rev         INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL,
  device_id   TEXT NOT NULL,
  deleted     INTEGER NOT NULL,
  body        TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (club_id, id, rev, device_id, updated_at)
);
