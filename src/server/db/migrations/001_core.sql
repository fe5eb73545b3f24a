-- Users, sessions and the hand-off tokens. Times are milliseconds since the epoch (INTEGER).
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  nick TEXT,
  title TEXT,
  user_type INTEGER NOT NULL,
  brand TEXT NOT NULL,
  regulator TEXT NOT NULL,
  country_id INTEGER,
  phone_code TEXT,
  phone TEXT,
  language TEXT NOT NULL DEFAULT 'en_US',
  is_sub_user INTEGER NOT NULL DEFAULT 0,
  parent_user_id INTEGER REFERENCES users(id),
  permission_ids TEXT NOT NULL DEFAULT '[]',
  sub_user_switch INTEGER NOT NULL DEFAULT 0,
  client_classification TEXT NOT NULL DEFAULT 'retail',
  event_email_id TEXT NOT NULL,
  event_mobile_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX users_parent ON users(parent_user_id);

CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('web', 'app', 'handoff')),
  device TEXT,
  app_source TEXT,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_user ON sessions(user_id);

-- One-time tokens that sign a user in to the other portal (accessToken).
CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Devices of the mobile app and the user tokens the app holds for them.
CREATE TABLE app_devices (
  device TEXT NOT NULL,
  user_token_hash TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  app_user_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (device, user_token_hash)
);

CREATE TABLE sign_in_failures (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  at INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_email ON sign_in_failures(email, at);

-- Per-user settings that are not identity: IB privacy switches, open-settings status.
CREATE TABLE user_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  privacy_switches TEXT NOT NULL DEFAULT '{}',
  open_settings_enabled INTEGER NOT NULL DEFAULT 1,
  withdrawal_channel_enabled INTEGER NOT NULL DEFAULT 1
);

-- Messages the reference server "sends" (e-mail and SMS codes, notices), for QA to read.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_address ON outbox(address, id);

-- The dashboard's activity ticker.
CREATE TABLE activity_ticker (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  message TEXT NOT NULL
);

-- Key/value facts about the database itself (seed scale, seed version).
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
