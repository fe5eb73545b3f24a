import type { AccountType, LimitConfig, PortalConfig } from '../config/portalConfig';
import { evaluate, explain, pickOverride, type PredicateContext } from '../predicates';

/** The parts of the composed config the account rules read. */
export type AccountRulesConfig = Pick<PortalConfig, 'platforms' | 'accountTypes' | 'currencyRules' | 'limitConfigs' | 'regulator' | 'policies'>;

/** Why something is refused: the rule's id (a currency rule, a limit config, or "<typeKey>.when") and the facts that decided. */
export interface RuleRefusal {
  ruleId: string;
  reasons: string[];
}

export interface CurrencyVerdict {
  currency: string;
  allowed: boolean;
  refusal?: RuleRefusal;
}

export interface OfferedAccountType {
  code: number;
  key: string;
  platform: string;
  /** The regulator's display name of the type. */
  name: string;
  tags: string[];
  popular: boolean;
  currencies: string[];
}

export type AccountRequestCheck = { ok: true } | { ok: false; field: 'platform' | 'accountType' | 'currency'; refusal: RuleRefusal };

/** The facts of one account type (platform, code, tags, demo) added to the user's facts. */
export function accountFacts(base: PredicateContext, type: AccountType, isDemo: boolean, currency?: string): PredicateContext {
  return { ...base, platform: type.platform, accountType: type.code, accountTags: type.tags, isDemo, ...(currency ? { currency } : {}) };
}

/** The first account-type limit config whose condition holds for the user (black or white mode), if any. */
export function limitConfigFor(config: AccountRulesConfig, base: PredicateContext): LimitConfig | undefined {
  return pickOverride(config.limitConfigs, base, config.policies);
}

const entryFor = (limit: LimitConfig, type: AccountType) => limit.entries.find((e) => e.tradingPlatform === type.platform && e.accountTypeName === type.key);

/** Whether an account type may be opened at all (before currencies): live/demo, the regulator's names, its condition, a white list. */
export function typeVerdict(
  config: AccountRulesConfig,
  base: PredicateContext,
  type: AccountType,
  isDemo: boolean,
): { ok: true } | { ok: false; refusal: RuleRefusal } {
  if (isDemo ? !type.demo : !type.live)
    return {
      ok: false,
      refusal: { ruleId: isDemo ? 'demoNotOffered' : 'liveNotOffered', reasons: [`${type.key} is not opened as a ${isDemo ? 'demo' : 'live'} account`] },
    };
  if (config.regulator.accountTypeNames[String(type.code)] === undefined) {
    return { ok: false, refusal: { ruleId: 'regulatorAccountTypes', reasons: [`regulator ${config.regulator.id} has no account type ${type.code}`] } };
  }
  if (type.when) {
    const verdict = explain(type.when, accountFacts(base, type, isDemo), config.policies);
    if (!verdict.ok) return { ok: false, refusal: { ruleId: `${type.key}.when`, reasons: verdict.reasons } };
  }
  const limit = limitConfigFor(config, base);
  if (limit?.mode === 'white' && !entryFor(limit, type)) {
    return { ok: false, refusal: { ruleId: limit.id, reasons: [`${type.platform} ${type.key} is not on the white list`] } };
  }
  return { ok: true };
}

/** Each candidate currency of an account type, allowed or refused by the first rule that removes it. */
export function currencyVerdicts(config: AccountRulesConfig, base: PredicateContext, type: AccountType, isDemo: boolean): CurrencyVerdict[] {
  const platform = config.platforms.find((p) => p.id === type.platform);
  const candidates = type.currencies ?? platform?.currencies ?? [];
  const limit = limitConfigFor(config, base);
  const entry = limit ? entryFor(limit, type) : undefined;
  return candidates.map((currency): CurrencyVerdict => {
    const facts = accountFacts(base, type, isDemo, currency);
    for (const rule of config.currencyRules) {
      const listed = rule.currencies.includes(currency);
      if (rule.effect === 'deny' ? !listed : listed) continue;
      const verdict = explain(rule.when, facts, config.policies);
      if (verdict.ok) return { currency, allowed: false, refusal: { ruleId: rule.id, reasons: verdict.reasons } };
    }
    if (limit && limit.mode === 'black' && entry?.currencys.includes(currency)) {
      return { currency, allowed: false, refusal: { ruleId: limit.id, reasons: [`${type.key} in ${currency} is on the black list`] } };
    }
    if (limit && limit.mode === 'white' && !entry?.currencys.includes(currency)) {
      return { currency, allowed: false, refusal: { ruleId: limit.id, reasons: [`${type.key} in ${currency} is not on the white list`] } };
    }
    return { currency, allowed: true };
  });
}

/**
 * The account types a user may open on a platform, live or demo, with their allowed currencies and
 * the regulator's names: popular ones first (Taiwan lists Perpetual first), then catalogue order.
 */
export function offeredAccountTypes(config: AccountRulesConfig, base: PredicateContext, query: { platform: string; isDemo: boolean }): OfferedAccountType[] {
  const offered = config.accountTypes
    .filter((type) => type.platform === query.platform && typeVerdict(config, base, type, query.isDemo).ok)
    .map((type) => ({
      code: type.code,
      key: type.key,
      platform: type.platform,
      name: config.regulator.accountTypeNames[String(type.code)] ?? type.key,
      tags: [...type.tags],
      popular: type.popularWhen ? evaluate(type.popularWhen, accountFacts(base, type, query.isDemo), config.policies) : false,
      currencies: currencyVerdicts(config, base, type, query.isDemo)
        .filter((v) => v.allowed)
        .map((v) => v.currency),
    }))
    .filter((type) => type.currencies.length > 0);
  return [...offered.filter((t) => t.popular), ...offered.filter((t) => !t.popular)];
}

/** Platforms with at least one account type the user may open. */
export function offeredPlatforms(config: AccountRulesConfig, base: PredicateContext, isDemo: boolean): string[] {
  return config.platforms.map((p) => p.id).filter((platform) => offeredAccountTypes(config, base, { platform, isDemo }).length > 0);
}

/** The server's check of an opening request: the same rules as what the browser offers, with the rule that refuses. */
export function checkAccountRequest(
  config: AccountRulesConfig,
  base: PredicateContext,
  request: { platform: string; accountType: number; currency: string; isDemo: boolean },
): AccountRequestCheck {
  if (!config.platforms.some((p) => p.id === request.platform)) {
    return { ok: false, field: 'platform', refusal: { ruleId: 'unknownPlatform', reasons: [`platform ${request.platform} does not exist`] } };
  }
  const type = config.accountTypes.find((t) => t.code === request.accountType);
  if (!type || type.platform !== request.platform) {
    return {
      ok: false,
      field: 'accountType',
      refusal: { ruleId: 'unknownAccountType', reasons: [`account type ${request.accountType} is not a ${request.platform} type`] },
    };
  }
  const typeOk = typeVerdict(config, base, type, request.isDemo);
  if (!typeOk.ok) return { ok: false, field: 'accountType', refusal: typeOk.refusal };
  const verdicts = currencyVerdicts(config, base, type, request.isDemo);
  if (!verdicts.some((v) => v.allowed)) {
    return { ok: false, field: 'accountType', refusal: verdicts[0]?.refusal ?? { ruleId: 'noCurrency', reasons: [`${type.key} has no currency`] } };
  }
  const verdict = verdicts.find((v) => v.currency === request.currency);
  if (!verdict) return { ok: false, field: 'currency', refusal: { ruleId: 'notACandidate', reasons: [`${type.key} is not offered in ${request.currency}`] } };
  if (!verdict.allowed) return { ok: false, field: 'currency', refusal: verdict.refusal! };
  return { ok: true };
}
