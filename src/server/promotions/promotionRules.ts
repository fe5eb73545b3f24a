import type { PortalConfig, PromotionsFile } from '../../../engine/config';
import { failingTests, type FailingTest } from '../../../engine/predicates';
import { accountsOf, type ClientAccountRow } from '../funds/accountRows';
import { fundsFacts, nameOf, parseMoney, type FundsDeps } from '../funds/fundsSupport';
import { ApiError } from '../http/apiError';
import { kycState } from '../kyc/kycState';
import type { UserRecord } from '../users/userRecord';

export type Promotion = PromotionsFile['promotions'][number];
export interface Reason {
  key: string;
  values: Record<string, string>;
}

const dayMs = 86_400_000;

export function promotionById(config: PortalConfig, id: number): Promotion {
  const found = config.promotions.find((p) => p.id === id);
  if (!found) throw new ApiError('NOT_FOUND', 404, `There is no promotion ${id}.`, { id });
  return found;
}

/** Whether the promotion runs today: its period (inclusive, UTC days) and its status. */
export function runningReason(promotion: Promotion, now: number): Reason | undefined {
  if ((promotion.status ?? 'active') === 'paused') return { key: 'promotions.why.paused', values: {} };
  if (promotion.period && now < Date.parse(promotion.period.from)) return { key: 'promotions.why.notStarted', values: {} };
  if (promotion.period && now >= Date.parse(promotion.period.to) + dayMs) return { key: 'promotions.why.ended', values: {} };
  return undefined;
}

/** Approved live trading accounts: the accounts a promotion's rules can apply to. */
export function liveAccounts(deps: FundsDeps, user: UserRecord): (ClientAccountRow & { balance: number })[] {
  const config = deps.config(user.regulator);
  return accountsOf(deps, user.id).filter((a) => a.kind === 'trading' && !a.is_demo && nameOf(config, 'accountAudit', a.audit_status) === 'pass');
}

/** A failing fact test as a translated reason (promotions.why.<fact>); the KYC level names the level to reach. */
function reasonOf(test: FailingTest): Reason {
  if (test.fact === 'kycLevel') {
    const min = (test.expected as { min?: number }).min;
    return min === undefined ? { key: 'promotions.why.kycLevelAny', values: {} } : { key: 'promotions.why.kycLevel', values: { level: String(min) } };
  }
  const known = ['regulator', 'countryId', 'countryGroup', 'accountType', 'accountTag', 'brand', 'userType'];
  return { key: known.includes(test.fact) ? `promotions.why.${test.fact}` : 'promotions.why.other', values: {} };
}

export interface Eligibility {
  eligible: boolean;
  reasons: Reason[];
  /** The live accounts the condition holds for (those a user joins with). */
  accounts: ClientAccountRow[];
}

/**
 * Who may join: the promotion's `when:` evaluated for each live trading account (its type and tags)
 * with the user's facts and KYC level; the reasons come from the tests that failed for the first account.
 */
export function eligibility(deps: FundsDeps, user: UserRecord, promotion: Promotion): Eligibility {
  const config = deps.config(user.regulator);
  const running = runningReason(promotion, deps.clock.now());
  const level = kycState(deps, user).level;
  const base = fundsFacts(deps, user);
  const accounts = liveAccounts(deps, user);
  if (!promotion.when)
    return running
      ? { eligible: false, reasons: [running], accounts: [] }
      : { eligible: accounts.length > 0, reasons: accounts.length ? [] : [{ key: 'promotions.why.noAccount', values: {} }], accounts };
  const factsFor = (account?: ClientAccountRow) => ({
    ...base,
    kycLevel: level,
    ...(account
      ? {
          accountType: account.account_type ?? undefined,
          isDemo: false,
          currency: account.currency,
          accountTags: config.accountTypes.find((t) => t.code === account.account_type)?.tags ?? [],
        }
      : {}),
  });
  const fitting = accounts.filter((a) => failingTests(promotion.when!, factsFor(a), config.policies).length === 0);
  const failing = failingTests(promotion.when, factsFor(accounts[0]), config.policies).map(reasonOf);
  const reasons = [...(running ? [running] : []), ...(fitting.length ? [] : failing.length ? failing : [{ key: 'promotions.why.noAccount', values: {} }])];
  const unique = reasons.filter((r, i) => reasons.findIndex((o) => o.key === r.key) === i);
  return { eligible: unique.length === 0, reasons: unique, accounts: fitting };
}

/** A money rule of the promotion in minor units of its currency. */
export const ruleMinor = (config: PortalConfig, promotion: Promotion, text: string): number => parseMoney(config, text, promotion.currency ?? 'USD');
