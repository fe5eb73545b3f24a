-- Promotions (config/catalog/promotions.yaml holds the rules; these tables hold who joined and what moved).
CREATE TABLE promotion_participants (
  promotion_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL REFERENCES client_accounts(id),
  status TEXT NOT NULL CHECK (status IN ('joined', 'left')),
  joined_at INTEGER NOT NULL,
  left_at INTEGER,
  PRIMARY KEY (promotion_id, user_id)
);

-- The spec's promotionallink/blacklist: accounts excluded from promotions.
CREATE TABLE promotion_blacklist (
  account_id INTEGER PRIMARY KEY REFERENCES client_accounts(id),
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Every promotion money movement, once per (promotion, kind, source): the source names the event
-- (deposit:ID, trade:ID, referral:USER, withdrawal:ID), so repeated or parallel events credit once.
CREATE TABLE promotion_credits (
  id INTEGER PRIMARY KEY,
  promotion_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('bonus', 'release', 'forfeit', 'cashback', 'referral')),
  source TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  ledger_tx_id INTEGER REFERENCES ledger_transactions(id),
  created_at INTEGER NOT NULL,
  UNIQUE (promotion_id, kind, source)
);
CREATE INDEX promotion_credits_user ON promotion_credits(user_id, promotion_id);

-- Who referred whom (refer a friend).
CREATE TABLE promotion_referrals (
  referred_user_id INTEGER PRIMARY KEY REFERENCES users(id),
  referrer_user_id INTEGER NOT NULL REFERENCES users(id),
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Closed trades of client accounts (the reference server's trade history): copied trades, provider
-- trades of the simulation. Lots in hundredths, profit in minor units of the account currency.
CREATE TABLE trades (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES client_accounts(id),
  symbol TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  lots INTEGER NOT NULL CHECK (lots > 0),
  profit INTEGER NOT NULL,
  ledger_tx_id INTEGER REFERENCES ledger_transactions(id),
  copy_of INTEGER REFERENCES trades(id),
  copy_id INTEGER,
  closed_at INTEGER NOT NULL
);
CREATE INDEX trades_account ON trades(account_id, closed_at);
CREATE INDEX trades_copy_of ON trades(copy_of);
