-- A client list's deep pages start from positions kept per version of the IB's data (clientListAnchors.ts):
-- a client added, removed or moved to another IB is a new version for each IB concerned, as an update of a
-- client already is for its IB (055_ib_rollups.sql).
CREATE TRIGGER ib_clients_insert_version AFTER INSERT ON ib_clients BEGIN
  INSERT INTO ib_data_versions (ib_id, version) VALUES (NEW.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER ib_clients_delete_version AFTER DELETE ON ib_clients BEGIN
  INSERT INTO ib_data_versions (ib_id, version) VALUES (OLD.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER ib_clients_move_version AFTER UPDATE OF ib_id ON ib_clients WHEN OLD.ib_id IS NOT NEW.ib_id BEGIN
  INSERT INTO ib_data_versions (ib_id, version) VALUES (OLD.ib_id, 1) ON CONFLICT DO UPDATE SET version = version + 1;
END;
