-- Issue 17 (item 5): an IB manages its sub-users. disabled_at is set while the IB has disabled the
-- sub-user: it cannot sign in, and its sessions ended when it was disabled. invited_at is when the
-- last invitation e-mail (a single-use link to set its own password) went to the outbox.
ALTER TABLE users ADD COLUMN disabled_at INTEGER;
ALTER TABLE users ADD COLUMN invited_at INTEGER;
