-- How many clients each IB has in each status, kept by triggers: the dashboard's client figures and a
-- client list's total (without a search or dates) are a few rows here, not a count of 100,000 index entries.
CREATE TABLE ib_client_counts (
  ib_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  clients INTEGER NOT NULL,
  PRIMARY KEY (ib_id, status)
) WITHOUT ROWID;

INSERT INTO ib_client_counts (ib_id, status, clients) SELECT ib_id, status, COUNT(*) FROM ib_clients GROUP BY ib_id, status;

CREATE TRIGGER ib_client_counts_insert AFTER INSERT ON ib_clients BEGIN
  INSERT INTO ib_client_counts (ib_id, status, clients) VALUES (NEW.ib_id, NEW.status, 1) ON CONFLICT DO UPDATE SET clients = clients + 1;
END;
CREATE TRIGGER ib_client_counts_delete AFTER DELETE ON ib_clients BEGIN
  UPDATE ib_client_counts SET clients = clients - 1 WHERE ib_id = OLD.ib_id AND status = OLD.status;
END;
CREATE TRIGGER ib_client_counts_update AFTER UPDATE OF ib_id, status ON ib_clients
  WHEN OLD.ib_id IS NOT NEW.ib_id OR OLD.status IS NOT NEW.status BEGIN
  UPDATE ib_client_counts SET clients = clients - 1 WHERE ib_id = OLD.ib_id AND status = OLD.status;
  INSERT INTO ib_client_counts (ib_id, status, clients) VALUES (NEW.ib_id, NEW.status, 1) ON CONFLICT DO UPDATE SET clients = clients + 1;
END;
