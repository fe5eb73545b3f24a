-- One-time codes sent by e-mail or SMS. Codes are stored hashed; each is accepted once.
CREATE TABLE otp_codes (
  id INTEGER PRIMARY KEY,
  transaction_id TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users(id),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  address TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX otp_codes_address ON otp_codes(address, purpose, created_at);

-- Failed verifications per user and purpose, for the lock after too many failures.
CREATE TABLE otp_failures (
  id INTEGER PRIMARY KEY,
  user_key TEXT NOT NULL,
  purpose TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX otp_failures_key ON otp_failures(user_key, purpose, at);
