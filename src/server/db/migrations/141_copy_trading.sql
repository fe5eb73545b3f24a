-- Copy trading: signal providers (a live account each), copiers' subscriptions, fee settlements.
CREATE TABLE copy_providers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL UNIQUE REFERENCES client_accounts(id),
  name TEXT NOT NULL,
  strategy TEXT NOT NULL,
  risk_score INTEGER NOT NULL CHECK (risk_score BETWEEN 1 AND 10),
  fee_percent REAL NOT NULL,
  -- Equity when the provider started (minor units), the base of its return.
  start_equity INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE copy_subscriptions (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES copy_providers(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL REFERENCES client_accounts(id),
  mode TEXT NOT NULL CHECK (mode IN ('equityRatio', 'fixedRatio', 'fixedLot')),
  -- fixedRatio: the ratio; fixedLot: the lot in hundredths; equityRatio: unused.
  value REAL,
  stop_loss_percent REAL NOT NULL,
  max_lots INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'paused', 'stopped', 'stoppedLoss')),
  start_equity INTEGER NOT NULL,
  -- High-water mark of the copied P&L (minor units) the last fee was charged up to.
  high_water INTEGER NOT NULL DEFAULT 0,
  period_start INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX copy_subscriptions_live ON copy_subscriptions(account_id, provider_id) WHERE status IN ('active', 'paused');

CREATE TABLE copy_fees (
  subscription_id INTEGER NOT NULL REFERENCES copy_subscriptions(id),
  period_end INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  ledger_tx_id INTEGER REFERENCES ledger_transactions(id),
  PRIMARY KEY (subscription_id, period_end)
);

-- The simulation's step counter, so the next trade is the same on every machine.
CREATE TABLE copy_simulation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  step INTEGER NOT NULL
);
INSERT INTO copy_simulation (id, step) VALUES (1, 0);
