-- Account management (issue 16): a name the client gives a trading account, and when its master or
-- investor password was last reset (the new password goes to the outbox, never stored in clear).
ALTER TABLE client_accounts ADD COLUMN nickname TEXT;
ALTER TABLE client_accounts ADD COLUMN master_password_hash TEXT;
ALTER TABLE client_accounts ADD COLUMN investor_password_hash TEXT;
ALTER TABLE client_accounts ADD COLUMN password_reset_at INTEGER;
