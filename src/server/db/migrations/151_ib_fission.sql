-- Issue 15: IB secondary fission. Documents an IB must handle (sub-IB applications and agreements of
-- its network), and clients' requests to become an IB (the upgrade offer).
CREATE TABLE ib_fission_documents (
  id INTEGER PRIMARY KEY,
  ib_id INTEGER NOT NULL REFERENCES users(id),
  sub_user_id INTEGER REFERENCES users(id),
  title TEXT NOT NULL,
  kind TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at INTEGER NOT NULL,
  handled_at INTEGER
);
CREATE INDEX ib_fission_documents_ib ON ib_fission_documents(ib_id, status);

CREATE TABLE ib_upgrade_requests (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  requested_at INTEGER NOT NULL
);
