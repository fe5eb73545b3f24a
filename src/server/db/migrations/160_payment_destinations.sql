-- Payment destinations (issue 16): where a withdrawal goes. Bank accounts are saved with a proof and
-- wait for staff (status pending -> verified | rejected); crypto addresses are checked against their
-- network's format when saved and are verified at once. Cards stay in payment_cards.
CREATE TABLE payment_destinations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('bank', 'crypto')),
  holder TEXT,
  bank_name TEXT,
  account_number TEXT,
  swift TEXT,
  network TEXT,
  asset TEXT,
  address TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'verified', 'rejected')),
  reason TEXT,
  proof_mime TEXT,
  proof_data BLOB,
  proof_sha256 TEXT,
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER,
  deleted_at INTEGER
);
CREATE INDEX payment_destinations_user ON payment_destinations(user_id, kind);

-- The destination a withdrawal was paid to (kind bank | crypto | card, and its id).
ALTER TABLE withdrawals ADD COLUMN destination_kind TEXT;
ALTER TABLE withdrawals ADD COLUMN destination_id INTEGER;

-- The card a card deposit came from (withdrawals back to it where the channel says toDepositCard).
ALTER TABLE deposits ADD COLUMN card_id INTEGER REFERENCES payment_cards(id);
