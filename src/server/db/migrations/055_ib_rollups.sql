-- Rollups of the IB's daily trade and fund rows (issue 18): per IB, day and product (rebates) and
-- per IB, day and account currency (funds), kept up to date by triggers wherever a daily row is
-- written, so the dashboard and the report sums over a year read a few hundred rows of one index range.
-- trades / accounts count the daily rows behind a rollup row: one per account (the daily tables'
-- keys hold the account), so they add up over days for one day, and distinct counts over a range
-- still come from the daily rows (src/server/ib/reports.ts).
CREATE TABLE ib_rebate_rollup (
  ib_id INTEGER NOT NULL,
  day INTEGER NOT NULL,
  product TEXT NOT NULL,
  trades INTEGER NOT NULL,
  lots INTEGER NOT NULL,
  rebate INTEGER NOT NULL,
  PRIMARY KEY (ib_id, day, product)
) WITHOUT ROWID;

CREATE TABLE ib_funds_rollup (
  ib_id INTEGER NOT NULL,
  day INTEGER NOT NULL,
  currency TEXT NOT NULL,
  accounts INTEGER NOT NULL,
  deposits INTEGER NOT NULL,
  withdrawals INTEGER NOT NULL,
  PRIMARY KEY (ib_id, day, currency)
) WITHOUT ROWID;

-- A counter per IB that moves with every write behind its reports: cached report answers carry it.
CREATE TABLE ib_data_versions (
  ib_id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL
);

INSERT INTO ib_rebate_rollup (ib_id, day, product, trades, lots, rebate)
  SELECT ib_id, day, product, COUNT(*), SUM(lots), SUM(rebate) FROM ib_trade_days GROUP BY ib_id, day, product;
INSERT INTO ib_funds_rollup (ib_id, day, currency, accounts, deposits, withdrawals)
  SELECT f.ib_id, f.day, c.currency, COUNT(*), SUM(f.deposits), SUM(f.withdrawals) FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id GROUP BY f.ib_id, f.day, c.currency;

CREATE TRIGGER ib_trade_days_insert AFTER INSERT ON ib_trade_days BEGIN
  INSERT INTO ib_rebate_rollup (ib_id, day, product, trades, lots, rebate) VALUES (NEW.ib_id, NEW.day, NEW.product, 1, NEW.lots, NEW.rebate)
    ON CONFLICT DO UPDATE SET trades = trades + 1, lots = lots + excluded.lots, rebate = rebate + excluded.rebate;
  INSERT INTO ib_data_versions (ib_id, version) VALUES (NEW.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER ib_trade_days_delete AFTER DELETE ON ib_trade_days BEGIN
  UPDATE ib_rebate_rollup SET trades = trades - 1, lots = lots - OLD.lots, rebate = rebate - OLD.rebate WHERE ib_id = OLD.ib_id AND day = OLD.day AND product = OLD.product;
  DELETE FROM ib_rebate_rollup WHERE ib_id = OLD.ib_id AND day = OLD.day AND product = OLD.product AND trades = 0;
  INSERT INTO ib_data_versions (ib_id, version) VALUES (OLD.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER ib_trade_days_update AFTER UPDATE ON ib_trade_days BEGIN
  UPDATE ib_rebate_rollup SET trades = trades - 1, lots = lots - OLD.lots, rebate = rebate - OLD.rebate WHERE ib_id = OLD.ib_id AND day = OLD.day AND product = OLD.product;
  DELETE FROM ib_rebate_rollup WHERE ib_id = OLD.ib_id AND day = OLD.day AND product = OLD.product AND trades = 0;
  INSERT INTO ib_rebate_rollup (ib_id, day, product, trades, lots, rebate) VALUES (NEW.ib_id, NEW.day, NEW.product, 1, NEW.lots, NEW.rebate)
    ON CONFLICT DO UPDATE SET trades = trades + 1, lots = lots + excluded.lots, rebate = rebate + excluded.rebate;
  INSERT INTO ib_data_versions (ib_id, version) VALUES (NEW.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;

-- A fund row's currency is its account's: the account is written first (a row for an unknown account fails).
CREATE TRIGGER ib_fund_days_insert AFTER INSERT ON ib_fund_days BEGIN
  INSERT INTO ib_funds_rollup (ib_id, day, currency, accounts, deposits, withdrawals)
    VALUES (NEW.ib_id, NEW.day, (SELECT currency FROM ib_clients WHERE id = NEW.client_id), 1, NEW.deposits, NEW.withdrawals)
    ON CONFLICT DO UPDATE SET accounts = accounts + 1, deposits = deposits + excluded.deposits, withdrawals = withdrawals + excluded.withdrawals;
  INSERT INTO ib_data_versions (ib_id, version) VALUES (NEW.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER ib_fund_days_delete AFTER DELETE ON ib_fund_days BEGIN
  UPDATE ib_funds_rollup SET accounts = accounts - 1, deposits = deposits - OLD.deposits, withdrawals = withdrawals - OLD.withdrawals
    WHERE ib_id = OLD.ib_id AND day = OLD.day AND currency = (SELECT currency FROM ib_clients WHERE id = OLD.client_id);
  DELETE FROM ib_funds_rollup WHERE ib_id = OLD.ib_id AND day = OLD.day AND accounts = 0;
  INSERT INTO ib_data_versions (ib_id, version) VALUES (OLD.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER ib_fund_days_update AFTER UPDATE ON ib_fund_days BEGIN
  UPDATE ib_funds_rollup SET accounts = accounts - 1, deposits = deposits - OLD.deposits, withdrawals = withdrawals - OLD.withdrawals
    WHERE ib_id = OLD.ib_id AND day = OLD.day AND currency = (SELECT currency FROM ib_clients WHERE id = OLD.client_id);
  DELETE FROM ib_funds_rollup WHERE ib_id = OLD.ib_id AND day = OLD.day AND accounts = 0;
  INSERT INTO ib_funds_rollup (ib_id, day, currency, accounts, deposits, withdrawals)
    VALUES (NEW.ib_id, NEW.day, (SELECT currency FROM ib_clients WHERE id = NEW.client_id), 1, NEW.deposits, NEW.withdrawals)
    ON CONFLICT DO UPDATE SET accounts = accounts + 1, deposits = deposits + excluded.deposits, withdrawals = withdrawals + excluded.withdrawals;
  INSERT INTO ib_data_versions (ib_id, version) VALUES (NEW.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;
-- Report rows show the account's number, name and type: a change to them is a new version of its IB's reports.
CREATE TRIGGER ib_clients_update AFTER UPDATE ON ib_clients BEGIN
  INSERT INTO ib_data_versions (ib_id, version) VALUES (NEW.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;

-- Search by index: the start of an e-mail (stored lower-case) or of a name (any case); the account
-- number has ib_clients_by_account.
CREATE INDEX ib_clients_by_email ON ib_clients(ib_id, email);
CREATE INDEX ib_clients_by_name_nocase ON ib_clients(ib_id, name COLLATE NOCASE);
-- The dashboard counts new clients inside this index.
CREATE INDEX ib_clients_by_registration ON ib_clients(ib_id, registered_at, status);
