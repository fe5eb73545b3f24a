-- What users submit for KYC modules. Statuses live in kyc_modules (010); these keep the data.

-- Uploaded documents (modules with documents in config/kyc/modules.yaml). The file itself is stored
-- under the upload directory with a server-generated name; nothing is stored for a refused upload.
CREATE TABLE kyc_documents (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  module_code INTEGER NOT NULL,
  -- one submission of a module may carry several files (both sides of an ID card)
  submission_id TEXT NOT NULL,
  document_type INTEGER NOT NULL,
  category INTEGER NOT NULL,
  kind TEXT NOT NULL,
  file_name TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX kyc_documents_user ON kyc_documents(user_id, module_code, created_at);

-- Personal information (module 3) and questionnaire answers (module 6) as submitted, as JSON.
CREATE TABLE kyc_forms (
  user_id INTEGER NOT NULL REFERENCES users(id),
  module_code INTEGER NOT NULL,
  data TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, module_code)
);

-- Every status change of a module: who moved it (user, provider, staff), the event, the reason.
CREATE TABLE kyc_module_events (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  module_code INTEGER NOT NULL,
  event TEXT NOT NULL,
  from_status INTEGER NOT NULL,
  to_status INTEGER NOT NULL,
  actor TEXT NOT NULL,
  reason TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX kyc_module_events_user ON kyc_module_events(user_id, module_code, at);

-- Electronic identity checks (ID3) of personal information.
CREATE TABLE kyc_id3_checks (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('passed', 'referred')),
  reason TEXT,
  checked_at INTEGER NOT NULL
);

-- Face verification through the hosted provider: one row per access token.
CREATE TABLE kyc_face_checks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  token_hash TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL,
  reason TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  captured_at INTEGER,
  decided_at INTEGER
);
CREATE INDEX kyc_face_checks_user ON kyc_face_checks(user_id, created_at);
