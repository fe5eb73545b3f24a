-- The authenticator (TOTP) of each user: the active secret and, while being set up, a pending one.
-- Secrets are encrypted at rest (AES-256-GCM); last_step refuses a replayed code.
CREATE TABLE user_totp (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  secret_enc TEXT,
  pending_secret_enc TEXT,
  enabled_at INTEGER,
  last_step INTEGER NOT NULL DEFAULT 0,
  must_rebind INTEGER NOT NULL DEFAULT 0
);

-- Failed step-up attempts per user and action (the lock after too many).
CREATE TABLE step_up_failures (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  action TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX step_up_failures_user ON step_up_failures(user_id, action, at);

-- IB SDK API keys: the secret is shown once and stored hashed.
CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  key_id TEXT NOT NULL UNIQUE,
  secret_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);

-- Captcha challenges of the local provider and the one-time tokens of solved ones.
CREATE TABLE captcha_challenges (
  id TEXT PRIMARY KEY,
  answer_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  token_hash TEXT,
  token_expires_at INTEGER,
  used_at INTEGER
);

-- Device fingerprints reported by the fingerprint script once a session id exists.
CREATE TABLE device_fingerprints (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id),
  fingerprint TEXT NOT NULL,
  at INTEGER NOT NULL
);
