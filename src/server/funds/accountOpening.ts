import type { OpeningKindId } from '../../../engine/accounts';
import { decimalToMinor } from '../../../engine/format';
import type { Session } from '../auth/sessionService';
import { ApiError } from '../http/apiError';
import { requireFunctionPermission } from '../kyc/kycState';
import type { UserRecord } from '../users/userRecord';
import { clearMainAccount, insertAccount } from './accountRows';
import { assertAccountAllowed, openingOptions, openingState, type TradingAccountRequest } from './accountRules';
import { accountView } from './accountView';
import { code, internalKey, type FundsDeps } from './fundsSupport';

/* Opening client accounts: each kind checked by the rules and the KYC permission it needs. */

const kindOption = (deps: FundsDeps, user: UserRecord, kind: OpeningKindId, session?: Session) => {
  const option = openingOptions(deps, user, session).find((k) => k.id === kind);
  if (!option?.offered)
    throw new ApiError('OPENING_NOT_AVAILABLE', 409, `A ${kind} account cannot be opened now.`, { kind, reason: option?.unavailableKey ?? null });
  if (option.permission) requireFunctionPermission(deps, user, option.permission, session);
  return option;
};

/**
 * Opens a live trading account (main or same-name): checked by the rules and permissions, then waits
 * for audit (pending). A main account applied for again after a refusal starts "again open"; the
 * refused one stays listed, no longer the main account.
 */
export function openLiveAccount(deps: FundsDeps, user: UserRecord, kind: 'mainLive' | 'sameNameLive', request: TradingAccountRequest, session?: Session) {
  kindOption(deps, user, kind, session);
  assertAccountAllowed(deps, user, request, false, session);
  const config = deps.config(user.regulator);
  const isMain = kind === 'mainLive';
  const reapplying = isMain && openingState(deps, user).mainAccountRefused;
  if (reapplying) clearMainAccount(deps, user.id);
  const auditStatus = code(config, 'accountAudit', reapplying ? config.funds.accountAudit.reapplied : 'pending');
  const row = insertAccount(deps, { userId: user.id, kind: 'trading', openingKind: kind, ...request, isDemo: false, isMain, auditStatus });
  return accountView(config, row);
}

/** Opens a demo account at once, funded with the configured virtual money. */
export function openDemoAccount(deps: FundsDeps, user: UserRecord, request: TradingAccountRequest, session?: Session) {
  kindOption(deps, user, 'demo', session);
  assertAccountAllowed(deps, user, request, true, session);
  const config = deps.config(user.regulator);
  const row = insertAccount(deps, {
    userId: user.id,
    kind: 'trading',
    openingKind: 'demo',
    ...request,
    isDemo: true,
    auditStatus: code(config, 'accountAudit', 'pass'),
  });
  const units = config.currencies.find((c) => c.code === row.currency)?.minorUnits ?? 2;
  const amount = Number(decimalToMinor(config.funds.opening.demoBalance, units));
  const house = deps.ledger.houseAccount('demoFunding', row.currency);
  deps.ledger.move({
    key: internalKey(deps, user.id),
    userId: user.id,
    kind: 'demoFunding',
    request: { account: row.number },
    legs: () => [
      { accountId: house.id, amount: -amount },
      { accountId: row.ledger_account_id, amount },
    ],
    respond: (tx) => tx,
  });
  return accountView(config, { ...row, balance: amount });
}

/** Opens the wallet in one currency (live, no audit: it only holds money moved from approved accounts or deposits). */
export function openWallet(deps: FundsDeps, user: UserRecord, currency: string, session?: Session) {
  kindOption(deps, user, 'walletLive', session);
  const config = deps.config(user.regulator);
  if (!config.funds.wallet.currencies.includes(currency)) {
    throw new ApiError('CURRENCY_NOT_ALLOWED', 400, `The wallet holds ${config.funds.wallet.currencies.join(', ')}, not ${currency}.`, {
      field: 'currency',
      ruleId: 'walletCurrencies',
      allowed: config.funds.wallet.currencies,
    });
  }
  return accountView(
    config,
    insertAccount(deps, { userId: user.id, kind: 'wallet', openingKind: 'walletLive', currency, auditStatus: code(config, 'accountAudit', 'pass') }),
  );
}

/** Adds every missing wallet currency's virtual account. */
export function setUpVirtualAccounts(deps: FundsDeps, user: UserRecord, session?: Session) {
  kindOption(deps, user, 'virtualSetup', session);
  const config = deps.config(user.regulator);
  return openingState(deps, user).missingVirtualCurrencies.map((currency) =>
    accountView(
      config,
      insertAccount(deps, { userId: user.id, kind: 'wallet', openingKind: 'virtualSetup', currency, auditStatus: code(config, 'accountAudit', 'pass') }),
    ),
  );
}
