-- Self-registration and recovery (issue 16). Accounts made before this existed count as verified.
ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 1;

-- Single-use links sent to the outbox: e-mail verification and password reset. Only the hash is kept.
CREATE TABLE email_links (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('verifyEmail', 'resetPassword')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX email_links_user ON email_links(user_id, kind);

-- Where and when a user signed in (the security centre's login history).
CREATE TABLE sign_in_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  session_id INTEGER REFERENCES sessions(id),
  at INTEGER NOT NULL,
  ip TEXT,
  user_agent TEXT
);
CREATE INDEX sign_in_history_user ON sign_in_history(user_id, at);

-- Authenticator recovery codes: shown once, kept hashed, each usable once instead of a TOTP code.
CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX recovery_codes_user ON recovery_codes(user_id);
