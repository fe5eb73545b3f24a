-- The IB programme: IB profiles and the sub-IB tree, referred clients (the six client lists),
-- trading and funding aggregated to daily rows (reports, charts, rebates), shared IB accounts,
-- campaigns and affiliate-transfer requests. Money itself lives in the ledger (kind 'rebate').
CREATE TABLE ib_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  ib_code TEXT NOT NULL UNIQUE,
  -- The IB above this one in the sub-IB tree (NULL for a top-level IB).
  parent_ib_id INTEGER REFERENCES users(id),
  agreement_version TEXT,
  agreement_signed_at INTEGER,
  open_settings TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX ib_profiles_parent ON ib_profiles(parent_ib_id);

-- Clients referred by an IB. Money columns are minor units of the account currency; lots are
-- hundredths of a standard lot. list_date is the date of the client's current status (the date
-- field config/ib/program.yaml names for it), so every list filters and sorts on one column.
CREATE TABLE ib_clients (
  id INTEGER PRIMARY KEY,
  ib_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  country_id INTEGER,
  status TEXT NOT NULL,
  account_number TEXT,
  platform TEXT,
  account_type INTEGER,
  currency TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0,
  equity INTEGER NOT NULL DEFAULT 0,
  margin INTEGER NOT NULL DEFAULT 0,
  pnl INTEGER NOT NULL DEFAULT 0,
  lots INTEGER NOT NULL DEFAULT 0,
  deposits INTEGER NOT NULL DEFAULT 0,
  registered_at INTEGER NOT NULL,
  applied_at INTEGER,
  opened_at INTEGER,
  archived_at INTEGER,
  list_date INTEGER NOT NULL
);
-- Counting a list (and searching it) walks ib_clients_list. Each sortable column has an index that
-- also carries status and list_date, so a sorted page is read in index order and filtered inside
-- the index; rows are fetched only for the page (src/server/ib/clientList.ts).
CREATE INDEX ib_clients_list ON ib_clients(ib_id, status, list_date);
CREATE INDEX ib_clients_by_account ON ib_clients(ib_id, account_number, status, list_date);
CREATE INDEX ib_clients_by_name ON ib_clients(ib_id, name, status, list_date);
CREATE INDEX ib_clients_by_balance ON ib_clients(ib_id, balance, status, list_date);
CREATE INDEX ib_clients_by_lots ON ib_clients(ib_id, lots, status, list_date);
CREATE INDEX ib_clients_by_pnl ON ib_clients(ib_id, pnl, status, list_date);
CREATE INDEX ib_clients_by_margin ON ib_clients(ib_id, margin, status, list_date);
CREATE INDEX ib_clients_by_date ON ib_clients(ib_id, list_date, status);

-- Trades of a client's account per day and product (day = days since 1970-01-01 UTC), with the
-- rebate they earned the IB (minor units of the rebate currency).
CREATE TABLE ib_trade_days (
  ib_id INTEGER NOT NULL,
  day INTEGER NOT NULL,
  client_id INTEGER NOT NULL,
  product TEXT NOT NULL,
  lots INTEGER NOT NULL,
  rebate INTEGER NOT NULL,
  PRIMARY KEY (ib_id, day, client_id, product)
) WITHOUT ROWID;

-- Deposits and withdrawals of a client's account per day (minor units of the account currency).
CREATE TABLE ib_fund_days (
  ib_id INTEGER NOT NULL,
  day INTEGER NOT NULL,
  client_id INTEGER NOT NULL,
  deposits INTEGER NOT NULL,
  withdrawals INTEGER NOT NULL,
  PRIMARY KEY (ib_id, day, client_id)
) WITHOUT ROWID;

-- Trading accounts whose rebates an IB shares with a partner IB.
CREATE TABLE ib_shared_accounts (
  id INTEGER PRIMARY KEY,
  ib_id INTEGER NOT NULL REFERENCES users(id),
  account_number TEXT NOT NULL,
  platform TEXT NOT NULL,
  account_type INTEGER NOT NULL,
  partner_ib_id INTEGER NOT NULL REFERENCES users(id),
  share_percent INTEGER NOT NULL,
  since INTEGER NOT NULL
);
CREATE INDEX ib_shared_accounts_ib ON ib_shared_accounts(ib_id);

-- Campaigns an IB promotes, with what their links brought.
CREATE TABLE ib_campaigns (
  id INTEGER PRIMARY KEY,
  ib_id INTEGER NOT NULL REFERENCES users(id),
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  clicks INTEGER NOT NULL DEFAULT 0,
  registrations INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ib_campaigns_ib ON ib_campaigns(ib_id);

-- Requests to move a client account to another IB (transfer IB affiliate).
CREATE TABLE ib_affiliate_transfers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_number TEXT NOT NULL,
  target_ib_id INTEGER NOT NULL REFERENCES users(id),
  reason TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX ib_affiliate_transfers_user ON ib_affiliate_transfers(user_id, created_at);
