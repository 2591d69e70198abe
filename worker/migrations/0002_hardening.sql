-- The security review's fixes (S2, S4, S5, S6). Times are ms since 1970.

-- S2: a version whose stamp the club already holds with another body is kept as well: the
-- SHA-256 of the body (hex) joins the key. Versions stored before this have '' there: until
-- now a stamp held one body only.
CREATE TABLE ruling_versions_new (
  club_id     TEXT NOT NULL,
  id          TEXT NOT NULL,
  rev         INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL,
  device_id   TEXT NOT NULL,
  deleted     INTEGER NOT NULL,
  body        TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  body_hash   TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (club_id, id, rev, device_id, updated_at, body_hash)
);
INSERT INTO ruling_versions_new (club_id, id, rev, updated_at, device_id, deleted, body, received_at)
  SELECT club_id, id, rev, updated_at, device_id, deleted, body, received_at FROM ruling_versions;
DROP TABLE ruling_versions;
ALTER TABLE ruling_versions_new RENAME TO ruling_versions;

-- S5: an entry erased for good keeps only a tombstone naming its id (erased = 1), so every
-- device removes its copy and a late push of it is refused.
ALTER TABLE rulings ADD COLUMN erased INTEGER NOT NULL DEFAULT 0;

-- S4: each club's stored bytes (every version's body), kept by triggers, for its quota.
ALTER TABLE clubs ADD COLUMN stored_bytes INTEGER NOT NULL DEFAULT 0;
UPDATE clubs SET stored_bytes = (
  SELECT COALESCE(SUM(length(CAST(v.body AS BLOB))), 0) FROM ruling_versions v WHERE v.club_id = clubs.id);
CREATE TRIGGER ruling_versions_count_in AFTER INSERT ON ruling_versions BEGIN
  UPDATE clubs SET stored_bytes = stored_bytes + length(CAST(NEW.body AS BLOB)) WHERE id = NEW.club_id;
END;
CREATE TRIGGER ruling_versions_count_out AFTER DELETE ON ruling_versions BEGIN
  UPDATE clubs SET stored_bytes = stored_bytes - length(CAST(OLD.body AS BLOB)) WHERE id = OLD.club_id;
END;

-- S6: join attempts allowed in the last minute, per address (an IPv6 /64 as one): a sliding
-- window, with no burst at a minute's edge. Rows older than the window are deleted as
-- attempts come in.
CREATE TABLE join_attempts (
  key TEXT NOT NULL,
  at  INTEGER NOT NULL
);
CREATE INDEX join_attempts_by_key ON join_attempts (key, at);
CREATE INDEX join_attempts_by_time ON join_attempts (at);
