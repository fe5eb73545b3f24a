import type {
  AccountTypesFile,
  BrandFile,
  ConstantsFile,
  CountriesFile,
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
  MenuFile,
  PoliciesFile,
  PromotionsFile,
  CopyTradingFile,
  QueryParamsFile,
  RegulatorFile,
  RoutesFile,
  ScreenFile,
  SecurityFile,
} from './schemaTypes';

export type Country = CountriesFile['countries'][number];
export type Currency = CurrenciesFile['currencies'][number] & {
  /** Icon to show: the currency's own (lower-case code) or the default icon. */
  iconName: string;
  /** Code to show (UST shows as USDT). */
  displayCode: string;
};
export type AccountType = AccountTypesFile['accountTypes'][number];
export type RouteDefinition = RoutesFile['routes'][number];
export type MenuItemDefinition = MenuFile['items'][number];
export type EnumerationDefinition = EnumerationsFile['enumerations'][string];
export type QueryParamDefinition = QueryParamsFile['params'][number];
export type Policies = PoliciesFile['policies'];
export type Regulator = RegulatorFile;
export type Brand = BrandFile;
export type ScreenDefinition = ScreenFile;
export type FormDefinition = FormFile;
export type KycLevelDefinition = KycLevelsFile['levels'][number];
export type KycFlowDefinition = KycFlowFile;
export type KycModuleDefinition = KycModulesFile['modules'][number];
export type CurrencyRule = CurrencyRulesFile['rules'][number];
export type LimitConfig = CurrencyRulesFile['limitConfigs'][number];
export type FundsConfig = FundsFile;

/** The composed config of one brand under one regulator: what the browser, the server and the CLI use. */
export interface PortalConfig {
  brand: Brand;
  regulator: Regulator;
  brandIds: string[];
  regulatorIds: string[];
  constants: ConstantsFile;
  queryParams: QueryParamDefinition[];
  http: HttpFile;
  policies: Policies;
  security: SecurityFile;
  copyTrading: CopyTradingFile;
  enumerations: EnumerationsFile['enumerations'];
  errorCodes: ErrorCodesFile;
  countries: Country[];
  /** Country ids by group, normalised to numbers. */
  countryGroups: Record<string, number[]>;
  languages: LanguagesFile;
  currencies: Currency[];
  cryptoWalletLabelKey: string;
  promotions: PromotionsFile['promotions'];
  platforms: AccountTypesFile['platforms'];
  accountTypes: AccountType[];
  currencyRules: CurrencyRule[];
  limitConfigs: LimitConfig[];
  /** Account opening, wallet, rates, deposit/withdrawal channels and transfers (config/accounts/funds.yaml). */
  funds: FundsFile;
  kycLevels: KycLevelsFile;
  kycModules: KycModulesFile;
  kycQuestions: KycQuestionsFile;
  kycPersonalDetails: KycPersonalDetailsFile;
  /** The IB programme (config/ib/program.yaml). */
  ibProgram: IbProgramFile;
  kycFlows: Record<string, KycFlowDefinition>;
  routes: Partial<Record<'cp' | 'ib', RoutesFile>>;
  menus: Partial<Record<'cp' | 'ib', { items: MenuItemDefinition[]; order: string[] }>>;
  screens: Partial<Record<'cp' | 'ib', Record<string, ScreenDefinition>>>;
  forms: Record<string, FormFile>;
}
