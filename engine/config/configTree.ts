import type {
  AccountTypesFile,
  BrandFile,
  ConstantsFile,
  CountriesFile,
  CountryGroupsFile,
  CurrenciesFile,
  CurrencyRulesFile,
  EnumerationsFile,
  ErrorCodesFile,
  FundsFile,
  FormFile,
  HttpFile,
  IbProgramFile,
  KycFlowFile,
  KycLevelsFile,
  KycModulesFile,
  KycPersonalDetailsFile,
  KycQuestionsFile,
  LanguagesFile,
  LocaleFile,
  MenuFile,
  PoliciesFile,
  PortalFile,
  PromotionsFile,
  CopyTradingFile,
  QueryParamsFile,
  RegulatorFile,
  RoutesFile,
  ScreenFile,
  SecurityFile,
} from './schemaTypes';
import type { SourceFile } from './sourceFile';

/** A validated file: its data and where it came from, so later checks can point at its lines. */
export interface Loaded<T> {
  file: SourceFile;
  data: T;
}

/** Every config file of the tree, validated against its schema, by kind. */
export interface ConfigTree {
  portal: Loaded<PortalFile>;
  constants: Loaded<ConstantsFile>;
  queryParams: Loaded<QueryParamsFile>;
  http: Loaded<HttpFile>;
  policies: Loaded<PoliciesFile>;
  security: Loaded<SecurityFile>;
  copyTrading: Loaded<CopyTradingFile>;
  enumerations: Loaded<EnumerationsFile>;
  errorCodes: Loaded<ErrorCodesFile>;
  countries: Loaded<CountriesFile>;
  countryGroups: Loaded<CountryGroupsFile>;
  languages: Loaded<LanguagesFile>;
  currencies: Loaded<CurrenciesFile>;
  promotions: Loaded<PromotionsFile>;
  accountTypes: Loaded<AccountTypesFile>;
  currencyRules: Loaded<CurrencyRulesFile>;
  funds: Loaded<FundsFile>;
  kycLevels: Loaded<KycLevelsFile>;
  kycModules: Loaded<KycModulesFile>;
  kycQuestions: Loaded<KycQuestionsFile>;
  kycPersonalDetails: Loaded<KycPersonalDetailsFile>;
  ibProgram: Loaded<IbProgramFile>;
  kycFlows: Map<string, Loaded<KycFlowFile>>;
  routes: Map<string, Loaded<RoutesFile>>;
  menus: Map<string, Loaded<MenuFile>>;
  /** Keyed "<view>/<id>". */
  screens: Map<string, Loaded<ScreenFile>>;
  forms: Map<string, Loaded<FormFile>>;
  locales: Map<string, Loaded<LocaleFile>>;
  brands: Map<string, Loaded<BrandFile>>;
  regulators: Map<string, Loaded<RegulatorFile>>;
  /**
   * Files that failed their schema: "brands/vfsc" or a single kind such as "constants". They are kept
   * as they are, for best-effort checks (a check that trips over their data stops, the others go on).
   */
  invalid: Set<string>;
}

export type SingleKind = {
  [K in Exclude<keyof ConfigTree, 'invalid'>]: ConfigTree[K] extends Map<string, unknown> ? never : K;
}[Exclude<keyof ConfigTree, 'invalid'>];
export type ManyKind = Exclude<keyof ConfigTree, SingleKind>;
