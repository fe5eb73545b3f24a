-- The session an accessToken was issued to: signing out revokes the session's unused hand-off tokens too.
ALTER TABLE access_tokens ADD COLUMN session_id INTEGER REFERENCES sessions(id);
CREATE INDEX access_tokens_session ON access_tokens(session_id);
