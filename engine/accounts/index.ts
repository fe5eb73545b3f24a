export {
  accountFacts,
  checkAccountRequest,
  currencyVerdicts,
  limitConfigFor,
  offeredAccountTypes,
  offeredPlatforms,
  typeVerdict,
  type AccountRequestCheck,
  type AccountRulesConfig,
  type CurrencyVerdict,
  type OfferedAccountType,
  type RuleRefusal,
} from './accountRules';
export { openingKinds, type OpeningKind, type OpeningKindId, type OpeningState } from './openingKinds';
export { leverageOffer, type LeverageOffer, type LeverageOption } from './leverage';
