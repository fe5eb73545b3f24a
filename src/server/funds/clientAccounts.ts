import type { AccountView } from '../../../engine/api';
import { checkAccountRequest, offeredAccountTypes, openingKinds, type OpeningKindId, type OpeningState } from '../../../engine/accounts';
import type { PortalConfig } from '../../../engine/config';
import { enumCode } from '../../../engine/catalog';
import { decimalToMinor } from '../../../engine/format';
import type { Session } from '../auth/sessionService';
import { ApiError } from '../http/apiError';
import { requireFunctionPermission } from '../kyc/kycState';
import type { UserRecord } from '../users/userRecord';
import { code, fundsFacts, heldPermissions, internalKey, labelKeyOf, moneyText, nameOf, newAccountNumber, type FundsDeps } from './fundsSupport';

export interface ClientAccountRow {
  id: number;
  user_id: number;
  ledger_account_id: number;
  number: string;
  kind: 'trading' | 'wallet';
  opening_kind: OpeningKindId;
  platform: string | null;
  account_type: number | null;
  is_demo: number;
  is_main: number;
  currency: string;
  leverage: number | null;
  audit_status: number;
  audit_reason: string | null;
  created_at: number;
  reviewed_at: number | null;
}

/** Ledger kinds of client accounts: real money and demo money never meet. */
export const ledgerKindOf = (row: Pick<ClientAccountRow, 'kind' | 'is_demo'>) => (row.kind === 'wallet' ? 'wallet' : row.is_demo ? 'demo' : 'trading');

export function accountsOf(deps: FundsDeps, userId: number): (ClientAccountRow & { balance: number })[] {
  return deps.db
    .prepare("SELECT a.*, l.balance FROM client_accounts a JOIN ledger_accounts l ON l.id = a.ledger_account_id WHERE a.user_id = ? ORDER BY a.kind = 'wallet', a.is_demo, a.id")
    .all(userId) as (ClientAccountRow & { balance: number })[];
}

/** One of the user's own accounts by number, or ACCOUNT_NOT_FOUND (another user's account is not found either). */
export function ownAccount(deps: FundsDeps, userId: number, number: string): ClientAccountRow & { balance: number } {
  const row = deps.db.prepare('SELECT a.*, l.balance FROM client_accounts a JOIN ledger_accounts l ON l.id = a.ledger_account_id WHERE a.number = ? AND a.user_id = ?').get(number, userId) as
    | (ClientAccountRow & { balance: number })
    | undefined;
  if (!row) throw new ApiError('ACCOUNT_NOT_FOUND', 404, `You have no account ${number}.`, { account: number });
  return row;
}

export function accountByNumber(deps: FundsDeps, number: string): (ClientAccountRow & { balance: number }) | undefined {
  return deps.db.prepare('SELECT a.*, l.balance FROM client_accounts a JOIN ledger_accounts l ON l.id = a.ledger_account_id WHERE a.number = ?').get(number) as (ClientAccountRow & { balance: number }) | undefined;
}

/** A live account that may move real money: approved (audit pass), not a demo. */
export function assertActive(config: PortalConfig, account: ClientAccountRow): void {
  if (account.is_demo) throw new ApiError('ACCOUNT_NOT_ACTIVE', 400, `Account ${account.number} is a demo account: it holds virtual money only.`, { account: account.number, reason: 'demo' });
  if (account.audit_status !== code(config, 'accountAudit', 'pass')) {
    throw new ApiError('ACCOUNT_NOT_ACTIVE', 400, `Account ${account.number} is not approved yet.`, { account: account.number, reason: 'audit', auditStatus: account.audit_status });
  }
}

/** The account as the API shows it. */
export function accountView(config: PortalConfig, row: ClientAccountRow & { balance: number }): AccountView {
  return {
    number: row.number,
    kind: row.kind,
    openingKind: row.opening_kind,
    platform: row.platform,
    accountType: row.account_type,
    accountTypeName: row.account_type === null ? null : (config.regulator.accountTypeNames[String(row.account_type)] ?? String(row.account_type)),
    isDemo: row.is_demo === 1,
    isMain: row.is_main === 1,
    currency: row.currency,
    leverage: row.leverage,
    balance: moneyText(config, row.balance, row.currency),
    auditStatus: row.audit_status,
    auditName: nameOf(config, 'accountAudit', row.audit_status),
    auditLabelKey: labelKeyOf(config, 'accountAudit', row.audit_status) ?? null,
    auditReason: row.audit_reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The main account's audit word (config/accounts/funds.yaml accountAudit.mainAccountWords), or "" when there is none. */
export function mainAccountAuditWord(deps: FundsDeps, user: UserRecord): string {
  const row = deps.db.prepare('SELECT audit_status FROM client_accounts WHERE user_id = ? AND is_main = 1').get(user.id) as { audit_status: number } | undefined;
  if (!row) return '';
  const config = deps.config(user.regulator);
  const word = config.funds.accountAudit.mainAccountWords[nameOf(config, 'accountAudit', row.audit_status)];
  return word === undefined ? '' : String(enumCode(config.enumerations, 'mainAccountAudit', word));
}

export function openingState(deps: FundsDeps, user: UserRecord): OpeningState {
  const config = deps.config(user.regulator);
  const wallet = deps.db.prepare("SELECT currency FROM client_accounts WHERE user_id = ? AND kind = 'wallet'").pluck().all(user.id) as string[];
  const main = deps.db.prepare('SELECT audit_status FROM client_accounts WHERE user_id = ? AND is_main = 1').pluck().get(user.id) as number | undefined;
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

export interface InsertAccount {
  userId: number;
  kind: 'trading' | 'wallet';
  openingKind: OpeningKindId;
  platform?: string;
  accountType?: number;
  isDemo?: boolean;
  isMain?: boolean;
  currency: string;
  leverage?: number;
  auditStatus: number;
  number?: string;
  createdAt?: number;
}

/** Creates a client account and its ledger account (in the caller's transaction). */
export function insertAccount(deps: FundsDeps, input: InsertAccount): ClientAccountRow & { balance: number } {
  const prefix = input.kind === 'wallet' ? 'W' : input.isDemo ? 'D' : input.platform === 'mt5' ? '9' : input.platform === 'mts' ? '7' : '8';
  const number = input.number ?? newAccountNumber(deps, prefix);
  const row = { kind: input.kind, is_demo: input.isDemo ? 1 : 0 };
  const createdAt = input.createdAt ?? deps.clock.now();
  const ledger = deps.ledger.openAccount({ userId: input.userId, kind: ledgerKindOf(row), currency: input.currency, number, createdAt });
  const result = deps.db
    .prepare(
      `INSERT INTO client_accounts (user_id, ledger_account_id, number, kind, opening_kind, platform, account_type, is_demo, is_main, currency, leverage, audit_status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(input.userId, ledger.id, number, input.kind, input.openingKind, input.platform ?? null, input.accountType ?? null, row.is_demo, input.isMain ? 1 : 0, input.currency, input.leverage ?? null, input.auditStatus, createdAt);
  return { ...(deps.db.prepare('SELECT * FROM client_accounts WHERE id = ?').get(Number(result.lastInsertRowid)) as ClientAccountRow), balance: 0 };
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
    throw new ApiError(codeName, 400, `${check.field === 'currency' ? `${request.currency} is not allowed` : `Account type ${request.accountType} on ${request.platform} is not allowed`} (rule ${check.refusal.ruleId}: ${check.refusal.reasons.join('; ')}).`, {
      field: check.field,
      ruleId: check.refusal.ruleId,
      reasons: check.refusal.reasons,
    });
  }
  if (!config.funds.opening.leverages.includes(request.leverage)) {
    throw new ApiError('VALIDATION_FAILED', 400, `Leverage must be one of ${config.funds.opening.leverages.join(', ')}.`, { field: 'leverage', allowed: config.funds.opening.leverages });
  }
}

const kindOption = (deps: FundsDeps, user: UserRecord, kind: OpeningKindId, session?: Session) => {
  const option = openingOptions(deps, user, session).find((k) => k.id === kind);
  if (!option?.offered) throw new ApiError('OPENING_NOT_AVAILABLE', 409, `A ${kind} account cannot be opened now.`, { kind, reason: option?.unavailableKey ?? null });
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
  if (reapplying) deps.db.prepare('UPDATE client_accounts SET is_main = 0 WHERE user_id = ? AND is_main = 1').run(user.id);
  const auditStatus = code(config, 'accountAudit', reapplying ? config.funds.accountAudit.reapplied : 'pending');
  const row = insertAccount(deps, { userId: user.id, kind: 'trading', openingKind: kind, ...request, isDemo: false, isMain, auditStatus });
  return accountView(config, row);
}

/** Opens a demo account at once, funded with the configured virtual money. */
export function openDemoAccount(deps: FundsDeps, user: UserRecord, request: TradingAccountRequest, session?: Session) {
  kindOption(deps, user, 'demo', session);
  assertAccountAllowed(deps, user, request, true, session);
  const config = deps.config(user.regulator);
  const row = insertAccount(deps, { userId: user.id, kind: 'trading', openingKind: 'demo', ...request, isDemo: true, auditStatus: code(config, 'accountAudit', 'pass') });
  const units = config.currencies.find((c) => c.code === row.currency)?.minorUnits ?? 2;
  const amount = Number(decimalToMinor(config.funds.opening.demoBalance, units));
  const house = deps.ledger.houseAccount('demoFunding', row.currency);
  deps.ledger.move({ key: internalKey(deps, user.id), userId: user.id, kind: 'demoFunding', request: { account: row.number }, legs: () => [{ accountId: house.id, amount: -amount }, { accountId: row.ledger_account_id, amount }], respond: (tx) => tx });
  return accountView(config, { ...row, balance: amount });
}

/** Opens the wallet in one currency (live, no audit: it only holds money moved from approved accounts or deposits). */
export function openWallet(deps: FundsDeps, user: UserRecord, currency: string, session?: Session) {
  kindOption(deps, user, 'walletLive', session);
  const config = deps.config(user.regulator);
  if (!config.funds.wallet.currencies.includes(currency)) {
    throw new ApiError('CURRENCY_NOT_ALLOWED', 400, `The wallet holds ${config.funds.wallet.currencies.join(', ')}, not ${currency}.`, { field: 'currency', ruleId: 'walletCurrencies', allowed: config.funds.wallet.currencies });
  }
  return accountView(config, insertAccount(deps, { userId: user.id, kind: 'wallet', openingKind: 'walletLive', currency, auditStatus: code(config, 'accountAudit', 'pass') }));
}

/** Adds every missing wallet currency's virtual account. */
export function setUpVirtualAccounts(deps: FundsDeps, user: UserRecord, session?: Session) {
  kindOption(deps, user, 'virtualSetup', session);
  const config = deps.config(user.regulator);
  return openingState(deps, user).missingVirtualCurrencies.map((currency) =>
    accountView(config, insertAccount(deps, { userId: user.id, kind: 'wallet', openingKind: 'virtualSetup', currency, auditStatus: code(config, 'accountAudit', 'pass') })),
  );
}

/** What the drawer offers on a platform (live or demo): the engine's account types with their currencies. */
export function accountTypeOffer(deps: FundsDeps, user: UserRecord, platform: string, isDemo: boolean, session?: Session) {
  const config = deps.config(user.regulator);
  return offeredAccountTypes(config, fundsFacts(deps, user, session), { platform, isDemo });
}

/**
 * A staff decision on a live account waiting for audit (config accountAudit.awaitingReview): approve
 * (pass) or reject (no pass), with a reason.
 */
export function reviewAccount(deps: FundsDeps, input: { email: string; number: string; decision: 'approve' | 'reject'; reason?: string }) {
  const user = deps.db.prepare('SELECT * FROM users WHERE email = ?').get(input.email) as UserRecord | undefined;
  if (!user) throw new ApiError('NOT_FOUND', 404, `No user ${input.email}.`);
  const config = deps.config(user.regulator);
  const account = ownAccount(deps, user.id, input.number);
  const waiting = config.funds.accountAudit.awaitingReview.map((n) => code(config, 'accountAudit', n));
  if (!waiting.includes(account.audit_status)) {
    throw new ApiError('ACCOUNT_NOT_REVIEWABLE', 409, `Account ${account.number} is ${nameOf(config, 'accountAudit', account.audit_status)}, not waiting for a review.`);
  }
  const status = code(config, 'accountAudit', input.decision === 'approve' ? 'pass' : 'noPass');
  deps.db.prepare('UPDATE client_accounts SET audit_status = ?, audit_reason = ?, reviewed_at = ? WHERE id = ?').run(status, input.reason ?? null, deps.clock.now(), account.id);
  return { email: user.email, number: account.number, auditName: nameOf(config, 'accountAudit', status) };
}
