-- Product staff of the config studio (/studio): their own accounts and sessions, apart from clients'.
CREATE TABLE staff_users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('viewer', 'editor')),
  created_at INTEGER NOT NULL
);

CREATE TABLE staff_sessions (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  staff_id INTEGER NOT NULL REFERENCES staff_users(id),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  revoked_at INTEGER
);

-- Unsaved edits of the studio: files (path -> text) laid over the config on disk, for the check and the preview.
CREATE TABLE studio_drafts (
  id TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff_users(id),
  files TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Every save of the studio: who, when, which file, the unified diff.
CREATE TABLE studio_saves (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff_users(id),
  staff_email TEXT NOT NULL,
  saved_at INTEGER NOT NULL,
  file TEXT NOT NULL,
  diff TEXT NOT NULL
);
