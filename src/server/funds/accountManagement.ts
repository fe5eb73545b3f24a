import type { AccountDetailsView, LeverageOfferView } from '../../../engine/api';
import { hashPassword } from '../auth/passwords';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { serverText } from '../i18n/serverText';
import { maskEmail, type UserRecord } from '../users/userRecord';
import { ownAccount } from './accountRows';
import { accountView } from './accountView';
import { assertLeverageOffered, userLeverageOffer } from './accountRules';
import type { FundsDeps } from './fundsSupport';

/* Managing a trading account: leverage within the regulator's cap, a name, new passwords, login details. */

function ownTrading(deps: FundsDeps, user: UserRecord, number: string) {
  const account = ownAccount(deps, user.id, number);
  if (account.kind !== 'trading') throw new ApiError('ACCOUNT_NOT_FOUND', 404, `You have no trading account ${number}.`, { account: number });
  return account;
}

/** The leverages the account may have; those above the cap are listed as not offered, with the cap's reason. */
export function leverageChoices(deps: FundsDeps, user: UserRecord, number: string): LeverageOfferView {
  const account = ownTrading(deps, user, number);
  const offer = userLeverageOffer(deps, user);
  return {
    account: account.number,
    current: account.leverage,
    options: offer.options,
    cap: offer.cap ? { ...offer.cap, classification: user.client_classification } : null,
  };
}

/** Changes the leverage of a trading account, only to an offered one (LEVERAGE_NOT_ALLOWED above the cap). */
export function changeLeverage(deps: FundsDeps, user: UserRecord, number: string, leverage: number) {
  const account = ownTrading(deps, user, number);
  assertLeverageOffered(deps, user, leverage);
  deps.db.prepare('UPDATE client_accounts SET leverage = ? WHERE id = ?').run(leverage, account.id);
  return accountView(deps.config(user.regulator), ownAccount(deps, user.id, number));
}

/** Names a trading account (shown beside its number); an empty name removes it. */
export function renameAccount(deps: FundsDeps, user: UserRecord, number: string, name: string) {
  const account = ownTrading(deps, user, number);
  const nickname = name.trim();
  if (nickname && !/^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,39}$/u.test(nickname)) {
    throw new ApiError('VALIDATION_FAILED', 400, 'A name has up to 40 letters, digits, spaces, dots, hyphens or underscores.', { field: 'name' });
  }
  deps.db.prepare('UPDATE client_accounts SET nickname = ? WHERE id = ?').run(nickname || null, account.id);
  return accountView(deps.config(user.regulator), ownAccount(deps, user.id, number));
}

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A new master (trading) or investor (read-only) password for a trading account: generated, kept
 * only as a hash, and e-mailed to the user (the outbox), in their language.
 */
export async function resetAccountPassword(deps: FundsDeps & Pick<ServerContext, 'load'>, user: UserRecord, number: string, which: 'master' | 'investor') {
  const account = ownTrading(deps, user, number);
  const bytes = deps.ledger.random(12);
  const password = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('') + '#7';
  const hash = await hashPassword(password);
  const now = deps.clock.now();
  deps.db
    .prepare(`UPDATE client_accounts SET ${which === 'master' ? 'master_password_hash' : 'investor_password_hash'} = ?, password_reset_at = ? WHERE id = ?`)
    .run(hash, now, account.id);
  const kind = serverText(deps.load, `accounts.password.${which}`, {}, user.language);
  const subject = serverText(deps.load, 'accounts.password.mailSubject', { kind, account: account.number }, user.language);
  const body = serverText(deps.load, 'accounts.password.mailBody', { kind, account: account.number, password }, user.language);
  deps.db
    .prepare('INSERT INTO outbox (user_id, channel, address, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(user.id, 'email', user.email, subject, body, now);
  return { account: account.number, which, sentTo: maskEmail(user.email) };
}

/** How to log in: the login (the account number), the brand's server of the platform, the web trader and downloads. */
export function accountDetails(deps: FundsDeps, user: UserRecord, number: string): AccountDetailsView {
  const account = ownTrading(deps, user, number);
  const links = account.platform ? deps.config(user.regulator).brand.platforms?.[account.platform] : undefined;
  return {
    account: account.number,
    login: account.number,
    platform: account.platform,
    server: links ? (account.is_demo ? links.demoServer : links.liveServer) : null,
    isDemo: account.is_demo === 1,
    nickname: account.nickname ?? null,
    leverage: account.leverage,
    webTraderUrl: links?.webTraderUrl ?? null,
    downloads: links?.downloads ?? [],
  };
}
