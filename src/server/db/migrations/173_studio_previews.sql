-- Issue 12: the studio's preview of the real portal. A preview is a short-lived token bound to one
-- staff session: the portal in the studio's frame sends it (a header of its own, never the portal's
-- session cookie), the server answers as a demo user of the chosen role in the chosen context,
-- with the draft's config, and refuses every call that would change anything.
CREATE TABLE studio_previews (
  token_hash TEXT PRIMARY KEY,
  staff_session_hash TEXT NOT NULL,
  staff_id INTEGER NOT NULL REFERENCES staff_users(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  draft_id TEXT,
  context TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
