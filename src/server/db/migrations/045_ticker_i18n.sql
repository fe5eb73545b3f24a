-- Ticker items as i18n keys with their values, written in each reader's language (issue 11).
ALTER TABLE activity_ticker ADD COLUMN message_key TEXT;
ALTER TABLE activity_ticker ADD COLUMN message_values TEXT;
