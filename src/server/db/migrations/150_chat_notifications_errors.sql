-- Issue 15: the local support-chat provider, the in-portal notification inbox, and stored browser error reports.

-- One conversation per signed-in user (user_id) or per guest visitor (visitor id kept by the browser).
CREATE TABLE chat_conversations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  visitor_id TEXT,
  channel_key TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX chat_conversations_user ON chat_conversations(user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX chat_conversations_visitor ON chat_conversations(visitor_id) WHERE visitor_id IS NOT NULL;

CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  conversation_id INTEGER NOT NULL REFERENCES chat_conversations(id),
  author TEXT NOT NULL CHECK (author IN ('visitor', 'staff')),
  staff_name TEXT,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX chat_messages_conversation ON chat_messages(conversation_id, id);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  event TEXT NOT NULL,
  title_key TEXT NOT NULL,
  body_key TEXT NOT NULL,
  text_values TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX notifications_user ON notifications(user_id, id);

CREATE TABLE error_reports (
  id INTEGER PRIMARY KEY,
  fingerprint TEXT NOT NULL,
  message TEXT NOT NULL,
  source TEXT,
  stack TEXT,
  page TEXT,
  kind TEXT NOT NULL,
  environment TEXT NOT NULL,
  user_id INTEGER,
  user_agent TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX error_reports_created ON error_reports(created_at);
