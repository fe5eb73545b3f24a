-- Issue 17: rebate withdrawals with a status lifecycle (config/catalog/enumerations.yaml
-- withdrawalStatus: submitted, processing, completed = paid, rejected with a reason, cancelled where
-- the regulator allows it). The money leaves the rebate account on submission (ledger_tx_id) and
-- comes back on a rejection or a cancellation (refund_tx_id). acting_user_id is who submitted it
-- (the IB or one of its sub-users); destination is what the IB sees of where it is paid.
CREATE TABLE ib_rebate_withdrawals (
  id INTEGER PRIMARY KEY,
  ib_id INTEGER NOT NULL REFERENCES users(id),
  acting_user_id INTEGER NOT NULL REFERENCES users(id),
  method TEXT NOT NULL,
  destination_id INTEGER,
  destination TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  status INTEGER NOT NULL,
  reason TEXT,
  ledger_tx_id INTEGER NOT NULL UNIQUE REFERENCES ledger_transactions(id),
  refund_tx_id INTEGER UNIQUE REFERENCES ledger_transactions(id),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX ib_rebate_withdrawals_ib ON ib_rebate_withdrawals(ib_id, created_at);
CREATE INDEX ib_rebate_withdrawals_tx ON ib_rebate_withdrawals(ledger_tx_id);
