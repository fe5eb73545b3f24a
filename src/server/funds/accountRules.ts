import { pickOverride } from '../../../engine/predicates';
import { checkAccountRequest, leverageOffer, offeredAccountTypes, openingKinds, type OpeningState } from '../../../engine/accounts';
import type { PortalConfig } from '../../../engine/config';
import { enumCode } from '../../../engine/catalog';
import type { Session } from '../auth/sessionService';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import { mainAccountStatus, walletCurrencies, type ClientAccountRow } from './accountRows';
import { code, fundsFacts, heldPermissions, nameOf, type FundsDeps } from './fundsSupport';

/* The rules of client accounts: which may move money, which kinds and types a user may open. */

/** A live account that may move real money: approved (audit pass), not a demo. */
export function assertActive(config: PortalConfig, account: ClientAccountRow): void {
  if (account.is_demo)
    throw new ApiError('ACCOUNT_NOT_ACTIVE', 400, `Account ${account.number} is a demo account: it holds virtual money only.`, {
      account: account.number,
      reason: 'demo',
    });
  if (account.audit_status !== code(config, 'accountAudit', 'pass')) {
    throw new ApiError('ACCOUNT_NOT_ACTIVE', 400, `Account ${account.number} is not approved yet.`, {
      account: account.number,
      reason: 'audit',
      auditStatus: account.audit_status,
    });
  }
}

/** The main account's audit word (config/accounts/funds.yaml accountAudit.mainAccountWords), or "" when there is none. */
export function mainAccountAuditWord(deps: FundsDeps, user: UserRecord): string {
  const status = mainAccountStatus(deps, user.id);
  if (status === undefined) return '';
  const config = deps.config(user.regulator);
  const word = config.funds.accountAudit.mainAccountWords[nameOf(config, 'accountAudit', status)];
  return word === undefined ? '' : String(enumCode(config.enumerations, 'mainAccountAudit', word));
}

export function openingState(deps: FundsDeps, user: UserRecord): OpeningState {
  const config = deps.config(user.regulator);
  const wallet = walletCurrencies(deps, user.id);
  const main = mainAccountStatus(deps, user.id);
  return {
    hasMainAccount: main !== undefined,
    mainAccountRefused: main === code(config, 'accountAudit', config.funds.accountAudit.refused),
    hasWallet: wallet.length > 0,
    missingVirtualCurrencies: config.funds.wallet.currencies.filter((c) => !wallet.includes(c)),
  };
}

/** The drawer's kinds for this user: offered or not, and the permission each needs. */
export function openingOptions(deps: FundsDeps, user: UserRecord, session?: Session) {
  const config = deps.config(user.regulator);
  const facts = fundsFacts(deps, user, session);
  const kinds = openingKinds(config, facts, openingState(deps, user), heldPermissions(deps, user, session));
  // Residents of a country that cannot register (config/security.yaml registration.refusals) open no account either.
  const restricted = pickOverride(config.security.registration.refusals, facts, config.policies);
  return restricted ? kinds.map((k) => ({ ...k, offered: false, unavailableKey: 'accounts.open.unavailable.restricted' })) : kinds;
}

export interface TradingAccountRequest {
  platform: string;
  accountType: number;
  currency: string;
  leverage: number;
}

/** The rules of the specification, as the engine evaluates them, refusing with the code of what failed and the rule id. */
export function assertAccountAllowed(deps: FundsDeps, user: UserRecord, request: TradingAccountRequest, isDemo: boolean, session?: Session): void {
  const config = deps.config(user.regulator);
  const check = checkAccountRequest(config, fundsFacts(deps, user, session), { ...request, isDemo });
  if (!check.ok) {
    const codeName = check.field === 'currency' ? 'CURRENCY_NOT_ALLOWED' : 'ACCOUNT_TYPE_NOT_ALLOWED';
    throw new ApiError(
      codeName,
      400,
      `${check.field === 'currency' ? `${request.currency} is not allowed` : `Account type ${request.accountType} on ${request.platform} is not allowed`} (rule ${check.refusal.ruleId}: ${check.refusal.reasons.join('; ')}).`,
      {
        field: check.field,
        ruleId: check.refusal.ruleId,
        reasons: check.refusal.reasons,
      },
    );
  }
  assertLeverageOffered(deps, user, request.leverage, session);
}

/** The leverages the user may choose (those above their regulator's cap for their classification not offered). */
export function userLeverageOffer(deps: FundsDeps, user: UserRecord, session?: Session) {
  return leverageOffer(deps.config(user.regulator), fundsFacts(deps, user, session), user.client_classification);
}

/** A leverage the user may have: one of the configured ones, within the cap (LEVERAGE_NOT_ALLOWED says the cap and why). */
export function assertLeverageOffered(deps: FundsDeps, user: UserRecord, leverage: number, session?: Session): void {
  const offer = userLeverageOffer(deps, user, session);
  const option = offer.options.find((o) => o.value === leverage);
  if (!option)
    throw new ApiError('VALIDATION_FAILED', 400, `Leverage must be one of ${offer.options.map((o) => o.value).join(', ')}.`, {
      field: 'leverage',
      allowed: offer.options.map((o) => o.value),
    });
  if (!option.offered && offer.cap) {
    throw new ApiError(
      'LEVERAGE_NOT_ALLOWED',
      400,
      `Leverage 1:${leverage} is above 1:${offer.cap.max}, the highest your regulator allows for ${user.client_classification} clients.`,
      {
        field: 'leverage',
        max: offer.cap.max,
        reasonKey: offer.cap.reasonKey,
        classification: user.client_classification,
      },
    );
  }
}

/** What the drawer offers on a platform (live or demo): the engine's account types with their currencies. */
export function accountTypeOffer(deps: FundsDeps, user: UserRecord, platform: string, isDemo: boolean, session?: Session) {
  const config = deps.config(user.regulator);
  return offeredAccountTypes(config, fundsFacts(deps, user, session), { platform, isDemo });
}
