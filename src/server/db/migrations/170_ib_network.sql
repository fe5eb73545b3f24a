-- Issue 17: the sub-IB network's override (master) commissions, and client lists sorted by an
-- amount within each currency.

-- Override commissions an IB earns on the trades of its sub-IBs' clients (any depth), per day,
-- client account and product: level is how far below the earning IB the client's IB is (1 = a
-- direct sub-IB); lots are the client's (hundredths), rebate the override (minor units of the
-- rebate currency) at config/ib/program.yaml overrideRates. Written by src/server/ib/overrides.ts.
CREATE TABLE ib_override_days (
  ib_id INTEGER NOT NULL,
  day INTEGER NOT NULL,
  client_id INTEGER NOT NULL,
  product TEXT NOT NULL,
  level INTEGER NOT NULL,
  lots INTEGER NOT NULL,
  rebate INTEGER NOT NULL,
  PRIMARY KEY (ib_id, day, client_id, product)
) WITHOUT ROWID;
CREATE INDEX ib_override_days_client ON ib_override_days(client_id, day);

-- The rebate rollup (050_ib_rollups.sql) carries overrides too: rebate is every rebate the IB
-- earned (own clients' and overrides), override_rebate the override part; trades and lots stay the
-- IB's own clients'. A rollup row goes when neither own trades nor overrides are left.
ALTER TABLE ib_rebate_rollup ADD COLUMN override_rebate INTEGER NOT NULL DEFAULT 0;

DROP TRIGGER ib_trade_days_delete;
DROP TRIGGER ib_trade_days_update;
CREATE TRIGGER ib_trade_days_delete AFTER DELETE ON ib_trade_days BEGIN
  UPDATE ib_rebate_rollup SET trades = trades - 1, lots = lots - OLD.lots, rebate = rebate - OLD.rebate WHERE ib_id = OLD.ib_id AND day = OLD.day AND product = OLD.product;
  DELETE FROM ib_rebate_rollup WHERE ib_id = OLD.ib_id AND day = OLD.day AND product = OLD.product AND trades = 0 AND override_rebate = 0;
  INSERT INTO ib_data_versions (ib_id, version) VALUES (OLD.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER ib_trade_days_update AFTER UPDATE ON ib_trade_days BEGIN
  UPDATE ib_rebate_rollup SET trades = trades - 1, lots = lots - OLD.lots, rebate = rebate - OLD.rebate WHERE ib_id = OLD.ib_id AND day = OLD.day AND product = OLD.product;
  DELETE FROM ib_rebate_rollup WHERE ib_id = OLD.ib_id AND day = OLD.day AND product = OLD.product AND trades = 0 AND override_rebate = 0;
  INSERT INTO ib_rebate_rollup (ib_id, day, product, trades, lots, rebate) VALUES (NEW.ib_id, NEW.day, NEW.product, 1, NEW.lots, NEW.rebate)
    ON CONFLICT DO UPDATE SET trades = trades + 1, lots = lots + excluded.lots, rebate = rebate + excluded.rebate;
  INSERT INTO ib_data_versions (ib_id, version) VALUES (NEW.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER ib_override_days_insert AFTER INSERT ON ib_override_days BEGIN
  INSERT INTO ib_rebate_rollup (ib_id, day, product, trades, lots, rebate, override_rebate) VALUES (NEW.ib_id, NEW.day, NEW.product, 0, 0, NEW.rebate, NEW.rebate)
    ON CONFLICT DO UPDATE SET rebate = rebate + excluded.rebate, override_rebate = override_rebate + excluded.override_rebate;
  INSERT INTO ib_data_versions (ib_id, version) VALUES (NEW.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER ib_override_days_delete AFTER DELETE ON ib_override_days BEGIN
  UPDATE ib_rebate_rollup SET rebate = rebate - OLD.rebate, override_rebate = override_rebate - OLD.rebate WHERE ib_id = OLD.ib_id AND day = OLD.day AND product = OLD.product;
  DELETE FROM ib_rebate_rollup WHERE ib_id = OLD.ib_id AND day = OLD.day AND product = OLD.product AND trades = 0 AND override_rebate = 0;
  INSERT INTO ib_data_versions (ib_id, version) VALUES (OLD.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;

-- Amount sorts read within a currency (src/server/ib/clientList.ts).
CREATE INDEX ib_clients_by_currency_balance ON ib_clients(ib_id, currency, balance, status, list_date);
CREATE INDEX ib_clients_by_currency_pnl ON ib_clients(ib_id, currency, pnl, status, list_date);
CREATE INDEX ib_clients_by_currency_margin ON ib_clients(ib_id, currency, margin, status, list_date);
