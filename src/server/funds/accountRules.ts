import { checkAccountRequest, offeredAccountTypes, openingKinds, type OpeningState } from '../../../engine/accounts';
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
  return openingKinds(config, fundsFacts(deps, user, session), openingState(deps, user), heldPermissions(deps, user, session));
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
  if (!config.funds.opening.leverages.includes(request.leverage)) {
    throw new ApiError('VALIDATION_FAILED', 400, `Leverage must be one of ${config.funds.opening.leverages.join(', ')}.`, {
      field: 'leverage',
      allowed: config.funds.opening.leverages,
    });
  }
}

/** What the drawer offers on a platform (live or demo): the engine's account types with their currencies. */
export function accountTypeOffer(deps: FundsDeps, user: UserRecord, platform: string, isDemo: boolean, session?: Session) {
  const config = deps.config(user.regulator);
  return offeredAccountTypes(config, fundsFacts(deps, user, session), { platform, isDemo });
}
