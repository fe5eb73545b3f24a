-- KYC: the status of each verification module of each user (module codes and statuses from
-- config/catalog/enumerations.yaml: kycModule, kycModuleStatus). A missing row is "unsubmitted".
CREATE TABLE kyc_modules (
  user_id INTEGER NOT NULL REFERENCES users(id),
  module_code INTEGER NOT NULL,
  status INTEGER NOT NULL,
  reason TEXT,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, module_code)
);

-- Users rejected by the anti-money-laundering check: every level shows AML rejected.
CREATE TABLE kyc_aml_rejections (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  reason TEXT,
  at INTEGER NOT NULL
);
