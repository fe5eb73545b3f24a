import { enumCode, lookupEnum, type EnumerationName } from '../../../engine/catalog';
import type { PortalConfig } from '../../../engine/config';
import { parseAmount } from '../../../engine/funds';
import { formatMinorMoney, minorToDecimal } from '../../../engine/format';
import type { PredicateContext } from '../../../engine/predicates';
import type { Session } from '../auth/sessionService';
import type { ServerContext } from '../context';
import { prepared } from '../db/prepared';
import { ApiError, explainedError } from '../http/apiError';
import { requestHash } from '../ledger/ledgerService';
import { kycState } from '../kyc/kycState';
import { userPredicateContext } from '../users/userContext';
import type { UserRecord } from '../users/userRecord';

/** What the funds services need from the server context (the CLI builds the same from a database). */
export type FundsDeps = Pick<ServerContext, 'db' | 'clock' | 'config' | 'ledger'> & { load?: ServerContext['load'] };

/** Why a payment destination (card, bank account, crypto address) is refused: its text is error.payment.<reason>. */
export type PaymentReason =
  | 'cardHolder'
  | 'cardNumber'
  | 'cardExpiry'
  | 'cardExpired'
  | 'cardForm'
  | 'bankHolder'
  | 'bankName'
  | 'accountNumber'
  | 'swift'
  | 'proofMissing'
  | 'proofTooLarge'
  | 'proofType'
  | 'bankForm'
  | 'uploadUnreadable'
  | 'network'
  | 'asset'
  | 'rejectReason';

/**
 * VALIDATION_FAILED of a payment destination's field, its reason in the user's language (error.payment.<reason>, the values
 * its interpolation values); `message` is the English sentence. A crypto address of the wrong format reuses the form's own
 * text (funds.destinations.addressInvalid).
 */
export const paymentFieldError = (field: string, reason: PaymentReason | 'addressInvalid', message: string, values: Record<string, unknown> = {}) =>
  explainedError('VALIDATION_FAILED', 400, message, reason === 'addressInvalid' ? 'funds.destinations.addressInvalid' : `error.payment.${reason}`, {
    field,
    ...values,
  });

/** The perpetual switch of a user: their own setting, else the regulator's default (switches.perpetual). */
export function perpetualSwitch(deps: FundsDeps, user: UserRecord): boolean {
  const own = prepared(deps.db, 'SELECT perpetual_switch FROM funds_settings WHERE user_id = ?').pluck().get(user.id) as number | null | undefined;
  if (own !== null && own !== undefined) return own === 1;
  return deps.config(user.regulator).regulator.switches?.perpetual === true;
}

/** The facts the account rules see for a user: the shared user facts with the server's perpetual switch. */
export function fundsFacts(deps: FundsDeps, user: UserRecord, session?: Session): PredicateContext {
  return userPredicateContext(deps.config(user.regulator), user, session, {}, { perpetual: perpetualSwitch(deps, user) });
}

/** Names of the function permissions the user holds now (deposit, withdraw, ...). */
export function heldPermissions(deps: FundsDeps, user: UserRecord, session?: Session): Set<string> {
  const config = deps.config(user.regulator);
  const state = kycState(deps, user, session);
  return new Set(
    state.permissions.filter((p) => p.hasPermission).map((p) => String(lookupEnum(config.enumerations, 'functionPermission', p.functionModuleCode)?.name)),
  );
}

export const code = (config: PortalConfig, enumeration: EnumerationName, name: string): number => Number(enumCode(config.enumerations, enumeration, name));
export const nameOf = (config: PortalConfig, enumeration: EnumerationName, value: unknown): string =>
  lookupEnum(config.enumerations, enumeration, value)?.name ?? 'unknown';
export const labelKeyOf = (config: PortalConfig, enumeration: EnumerationName, value: unknown): string | undefined =>
  lookupEnum(config.enumerations, enumeration, value)?.labelKey;

/** Minor units as the API's decimal text ("1234.50"). */
export function moneyText(config: PortalConfig, minor: number | bigint, currency: string): string {
  return minorToDecimal(minor, config.currencies.find((c) => c.code === currency)?.minorUnits ?? 2);
}

/** An amount for a sentence people read ("$100,000.00"): the currency's symbol and the configured number format. */
export function moneyForPeople(config: PortalConfig, minor: number | bigint, currency: string): string {
  return formatMinorMoney(minor, currency, config.currencies, config.constants.numberFormat);
}

/** A user's decimal amount in minor units of the currency, or AMOUNT_INVALID saying why. */
export function parseMoney(config: PortalConfig, text: string, currency: string): number {
  const parsed = parseAmount(text, currency, config.currencies);
  if (!parsed.ok) {
    const why = {
      decimals: `at most ${parsed.decimals} decimals in ${currency}`,
      notPositive: 'more than zero',
      sign: 'more than zero, written without a sign',
      separator: 'written without thousands separators, such as 1000.50',
      format: 'a number such as 100.50',
    }[parsed.reason];
    throw new ApiError('AMOUNT_INVALID', 400, `The amount must be ${why}.`, { field: 'amount', reason: parsed.reason, decimals: parsed.decimals });
  }
  if (parsed.minor > BigInt(Number.MAX_SAFE_INTEGER))
    throw new ApiError('AMOUNT_INVALID', 400, 'The amount is too large.', { field: 'amount', reason: 'tooLarge' });
  return Number(parsed.minor);
}

/** A server-issued key for a movement the server itself decides (provider results, cancels, staff decisions, seeds). */
export function internalKey(deps: FundsDeps, userId: number): string {
  return deps.ledger.issueAntiReuseToken(userId).token;
}

/** A random account number with a prefix, unique in the ledger. */
export function newAccountNumber(deps: FundsDeps, prefix: string): string {
  for (;;) {
    const digits = (deps.ledger.random(4).readUInt32BE(0) % 9_000_000) + 1_000_000;
    const number = `${prefix}${digits}`;
    if (!deps.db.prepare('SELECT 1 FROM ledger_accounts WHERE number = ?').get(number)) return number;
  }
}

interface StoredRequest {
  user_id: number;
  kind: string;
  request_hash: string;
  response: string | null;
}

/**
 * Runs a request that changes state without an immediate ledger movement (deposit application,
 * account opening) once per anti-reuse token, in one immediate transaction: a replay returns the
 * first answer, the same key with another body (or already used by a movement) is refused.
 */
export function onceWithKey<R>(deps: FundsDeps, input: { key: string; userId: number; kind: string; request: unknown }, run: () => R): R {
  const hash = requestHash(input.request);
  const tx = deps.db.transaction((): R => {
    const existing = deps.db.prepare('SELECT user_id, kind, request_hash, response FROM funds_requests WHERE request_key = ?').get(input.key) as
      StoredRequest | undefined;
    if (existing) {
      if (existing.user_id !== input.userId || existing.kind !== input.kind || existing.request_hash !== hash) throw mismatch();
      return JSON.parse(existing.response ?? 'null') as R;
    }
    if (deps.db.prepare('SELECT 1 FROM ledger_transactions WHERE idempotency_key = ?').get(input.key)) throw mismatch();
    const token = deps.db.prepare('SELECT user_id, expires_at FROM anti_reuse_tokens WHERE token = ?').get(input.key) as
      { user_id: number; expires_at: number } | undefined;
    if (!token || token.user_id !== input.userId || token.expires_at <= deps.clock.now())
      throw new ApiError('ANTI_REUSE_INVALID', 400, 'The form has expired. Reload the page and try again.');
    const response = run();
    deps.db
      .prepare('INSERT INTO funds_requests (request_key, user_id, kind, request_hash, response, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(input.key, input.userId, input.kind, hash, JSON.stringify(response ?? null), deps.clock.now());
    return response;
  });
  return tx.immediate();
}

/** Refuses a movement key already spent on a non-movement request (so one token acts once, whatever it is used for). */
export function assertKeyUnused(deps: FundsDeps, key: string): void {
  if (deps.db.prepare('SELECT 1 FROM funds_requests WHERE request_key = ?').get(key)) throw mismatch();
}

const mismatch = () => new ApiError('IDEMPOTENCY_MISMATCH', 409, 'This request was already made with different details. Reload the page and try again.');

/** Records a status a deposit or withdrawal reached. */
export function recordStatus(deps: FundsDeps, subject: 'deposit' | 'withdrawal', id: number, status: number, actor: string): void {
  deps.db
    .prepare('INSERT INTO funds_status_events (subject, subject_id, status, actor, at) VALUES (?, ?, ?, ?, ?)')
    .run(subject, id, status, actor, deps.clock.now());
}
