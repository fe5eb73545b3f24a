-- The double-entry ledger. Amounts are integers of the currency's minor unit. Every transaction's
-- entries sum to zero per currency; an account's balance is the sum of its entries (the balance
-- column is a cache kept in the same transaction, checked against the sum by the tests).
CREATE TABLE ledger_accounts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  kind TEXT NOT NULL,
  currency TEXT NOT NULL,
  number TEXT NOT NULL UNIQUE,
  balance INTEGER NOT NULL DEFAULT 0,
  -- House accounts (the broker's side of deposits, withdrawals, rebates, conversions) may go negative.
  allow_negative INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX ledger_accounts_user ON ledger_accounts(user_id, kind);

CREATE TABLE ledger_transactions (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  user_id INTEGER REFERENCES users(id),
  kind TEXT NOT NULL,
  request_hash TEXT,
  response TEXT,
  memo TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX ledger_transactions_user ON ledger_transactions(user_id, kind, created_at);

CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
  account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries(account_id, transaction_id);
CREATE INDEX ledger_entries_transaction ON ledger_entries(transaction_id);

-- The spec's anti-reuse tokens: issued to a user, used as the idempotency key of one movement.
CREATE TABLE anti_reuse_tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
