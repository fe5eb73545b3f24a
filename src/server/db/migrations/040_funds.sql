-- Client accounts and money. Every amount is an integer of the currency's minor unit; every record
-- that moved money names its ledger transaction, and balances live only in the ledger.

-- Trading accounts (live and demo) and the wallet's per-currency virtual accounts, each backed by one
-- ledger account. Audit codes: config enumerations accountAudit (write 0, pass 1, no pass 2, pending 3,
-- re-audit 4, again open 9).
CREATE TABLE client_accounts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  ledger_account_id INTEGER NOT NULL UNIQUE REFERENCES ledger_accounts(id),
  number TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('trading', 'wallet')),
  opening_kind TEXT NOT NULL,
  platform TEXT,
  account_type INTEGER,
  is_demo INTEGER NOT NULL DEFAULT 0,
  is_main INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL,
  leverage INTEGER,
  audit_status INTEGER NOT NULL,
  audit_reason TEXT,
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX client_accounts_user ON client_accounts(user_id, kind);
CREATE UNIQUE INDEX client_accounts_one_main ON client_accounts(user_id) WHERE is_main = 1;
CREATE UNIQUE INDEX client_accounts_wallet_currency ON client_accounts(user_id, currency) WHERE kind = 'wallet';

-- Requests that change state without moving money at once (deposit applications, account openings):
-- the anti-reuse token as idempotency key, like the ledger's for movements.
CREATE TABLE funds_requests (
  request_key TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT,
  created_at INTEGER NOT NULL
);

-- Deposits: status codes of config enumerations depositStatus (1 Unpaid ... 11 Dispute).
CREATE TABLE deposits (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL REFERENCES client_accounts(id),
  channel TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  status INTEGER NOT NULL,
  reference TEXT NOT NULL UNIQUE,
  ledger_tx_id INTEGER UNIQUE REFERENCES ledger_transactions(id),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX deposits_user ON deposits(user_id, created_at);

-- Every status a deposit or withdrawal passed through, and who moved it.
CREATE TABLE funds_status_events (
  id INTEGER PRIMARY KEY,
  subject TEXT NOT NULL CHECK (subject IN ('deposit', 'withdrawal')),
  subject_id INTEGER NOT NULL,
  status INTEGER NOT NULL,
  actor TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX funds_status_events_subject ON funds_status_events(subject, subject_id);

-- Withdrawals: the money leaves the account when requested (held by the house); a cancel or a
-- rejection pays it back. Status codes: config enumerations withdrawalStatus.
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL REFERENCES client_accounts(id),
  channel TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  payout_currency TEXT NOT NULL,
  payout_amount INTEGER NOT NULL,
  rate TEXT NOT NULL,
  status INTEGER NOT NULL,
  ledger_tx_id INTEGER NOT NULL UNIQUE REFERENCES ledger_transactions(id),
  refund_tx_id INTEGER UNIQUE REFERENCES ledger_transactions(id),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX withdrawals_user ON withdrawals(user_id, created_at);

-- Transfers between own accounts, to others, to sub-IBs, and wallet conversions.
CREATE TABLE transfers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('own', 'others', 'subIb', 'convert')),
  from_account_id INTEGER NOT NULL REFERENCES client_accounts(id),
  to_account_id INTEGER NOT NULL REFERENCES client_accounts(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  to_amount INTEGER NOT NULL CHECK (to_amount > 0),
  to_currency TEXT NOT NULL,
  rate TEXT NOT NULL,
  ledger_tx_id INTEGER NOT NULL UNIQUE REFERENCES ledger_transactions(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX transfers_user ON transfers(user_id, created_at);

-- Payment cards (only the last four digits are kept) and their photos (checked by content, kept in the database).
CREATE TABLE payment_cards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  holder TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  expiry TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE INDEX payment_cards_user ON payment_cards(user_id);
CREATE TABLE payment_card_photos (
  id INTEGER PRIMARY KEY,
  card_id INTEGER NOT NULL REFERENCES payment_cards(id),
  side TEXT NOT NULL CHECK (side IN ('front', 'back')),
  mime TEXT NOT NULL,
  data BLOB NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Users barred from withdrawing or transferring (compliance holds).
CREATE TABLE funds_blacklist (
  user_id INTEGER NOT NULL REFERENCES users(id),
  scope TEXT NOT NULL CHECK (scope IN ('withdrawal', 'transfer')),
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, scope)
);

-- Per-user overrides of account switches (the perpetual switch; none: the regulator's default).
CREATE TABLE funds_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  perpetual_switch INTEGER
);
