/** Which file holds which kind of config, validated by which schema. */
export interface ConfigKind {
  kind: string;
  schema: string;
  /** Matches a file path; captures the file's key (its id) for kinds with many files. */
  pattern: RegExp;
  many: boolean;
}

const kind = (name: string, schema: string, pattern: RegExp, many = false): ConfigKind => ({ kind: name, schema, pattern, many });

export const configKinds: readonly ConfigKind[] = [
  kind('portal', 'portal', /^config\/portal\.yaml$/),
  kind('constants', 'constants', /^config\/constants\.yaml$/),
  kind('queryParams', 'query-params', /^config\/query-params\.yaml$/),
  kind('http', 'http', /^config\/http\.yaml$/),
  kind('policies', 'policies', /^config\/policies\.yaml$/),
  kind('security', 'security', /^config\/security\.yaml$/),
  kind('copyTrading', 'copy-trading', /^config\/copy-trading\.yaml$/),
  kind('enumerations', 'enumerations', /^config\/catalog\/enumerations\.yaml$/),
  kind('errorCodes', 'error-codes', /^config\/catalog\/error-codes\.yaml$/),
  kind('countries', 'countries', /^config\/catalog\/countries\.yaml$/),
  kind('countryGroups', 'country-groups', /^config\/catalog\/country-groups\.yaml$/),
  kind('languages', 'languages', /^config\/catalog\/languages\.yaml$/),
  kind('currencies', 'currencies', /^config\/catalog\/currencies\.yaml$/),
  kind('promotions', 'promotions', /^config\/catalog\/promotions\.yaml$/),
  kind('accountTypes', 'account-types', /^config\/accounts\/account-types\.yaml$/),
  kind('currencyRules', 'currency-rules', /^config\/accounts\/currency-rules\.yaml$/),
  kind('funds', 'funds', /^config\/accounts\/funds\.yaml$/),
  kind('kycLevels', 'kyc-levels', /^config\/kyc\/levels\.yaml$/),
  kind('kycModules', 'kyc-modules', /^config\/kyc\/modules\.yaml$/),
  kind('kycQuestions', 'kyc-questions', /^config\/kyc\/questions\.yaml$/),
  kind('kycPersonalDetails', 'kyc-personal-details', /^config\/kyc\/personal-details\.yaml$/),
  kind('ibProgram', 'ib-program', /^config\/ib\/program\.yaml$/),
  kind('kycFlows', 'kyc-flow', /^config\/kyc\/flows\/([A-Za-z0-9_]+)\.json$/, true),
  kind('routes', 'routes', /^config\/routes\/([a-z]+)\.yaml$/, true),
  kind('menus', 'menu', /^config\/menus\/([a-z]+)\.yaml$/, true),
  kind('screens', 'screen', /^config\/screens\/([a-z]+\/[A-Za-z0-9_]+)\.yaml$/, true),
  kind('forms', 'form', /^config\/forms\/([A-Za-z0-9_]+)\.json$/, true),
  kind('locales', 'locale', /^config\/locales\/([A-Za-z_]+)\.json$/, true),
  kind('brands', 'brand', /^brands\/([A-Za-z0-9_]+)\.yaml$/, true),
  kind('regulators', 'regulator', /^regulators\/([A-Za-z0-9_]+)\.yaml$/, true),
];

/** Files under the config roots that are not config (brand images, schema files themselves). */
export const nonConfigFile = /^(schemas\/.*\.schema\.json|brands\/[A-Za-z0-9_]+\/images\/[^/]+|.*\/README\.md|.*\.gitkeep)$/;
