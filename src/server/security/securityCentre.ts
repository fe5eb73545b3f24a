import type { SecurityFactorsView } from '../../../engine/api';
import { enumCode } from '../../../engine/catalog';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { ServerContext } from '../context';
import { ApiError, badRequest } from '../http/apiError';
import { ensureModuleVerified, moduleStatusCode } from '../kyc/moduleStatus';
import { phoneOf } from '../mfa/stepUpService';
import { maskEmail, maskPhone, type UserRecord } from '../users/userRecord';
import { activeApiKeyCount } from './apiKeys';
import { checkNewPassword } from './passwordRule';

/** What the security centre needs: the database, the clock, the config, one-time codes and the authenticator. */
export type SecurityDeps = Pick<ServerContext, 'db' | 'clock' | 'config' | 'load' | 'otp' | 'totp' | 'guessLock'>;

// The KYC modules the security centre verifies: the e-mail and phone one-time-code modules.
const moduleOf = (deps: SecurityDeps, user: UserRecord, name: 'emailOtp' | 'phoneOtp') =>
  Number(enumCode(deps.config(user.regulator).enumerations, 'kycModule', name));
const isVerified = (deps: SecurityDeps, user: UserRecord, name: 'emailOtp' | 'phoneOtp') =>
  moduleStatusCode(deps, user, moduleOf(deps, user, name)) === Number(enumCode(deps.config(user.regulator).enumerations, 'kycModuleStatus', 'verified'));

/** The user's signed-in sessions other than this one (offered to end after a change). */
export function otherSessionCount(deps: SecurityDeps, userId: number, sessionId: number): number {
  return deps.db.prepare('SELECT COUNT(*) FROM sessions WHERE user_id = ? AND id != ? AND revoked_at IS NULL').pluck().get(userId, sessionId) as number;
}

/** The user's factors: e-mail (masked, verified), phone (bound, masked), authenticator, API keys. */
export function factorSummary(deps: SecurityDeps, user: UserRecord): SecurityFactorsView {
  return {
    email: { masked: maskEmail(user.email), verified: isVerified(deps, user, 'emailOtp') },
    phone: { bound: Boolean(phoneOf(user)), masked: maskPhone(phoneOf(user) ?? null), verified: isVerified(deps, user, 'phoneOtp') },
    totp: { enabled: deps.totp.isEnabled(user.id), mustRebind: deps.totp.mustRebind(user.id) },
    apiKeys: activeApiKeyCount(deps, user.id),
  };
}

/** Confirms a new authenticator with a code from the app; with no setup under way, checks a code of the active one. */
/**
 * Confirms a new authenticator with a code from the app, else checks a code of the active one; under
 * the account's guess lock: a wrong code counts as a failed sign-in.
 */
export function confirmAuthenticator(deps: SecurityDeps, user: UserRecord, code: string): void {
  deps.guessLock.assertOpen(user.email);
  const pending = deps.db.prepare('SELECT pending_secret_enc FROM user_totp WHERE user_id = ?').pluck().get(user.id);
  try {
    if (pending) deps.totp.confirmSetup(user.id, code);
    else deps.totp.verify(user.id, code);
  } catch (error) {
    if ((error as ApiError).codeName === 'TOTP_INVALID') deps.guessLock.fail(user.email);
    throw error;
  }
}

export function emailInUse(deps: SecurityDeps, email: string, exceptUserId: number): boolean {
  return deps.db.prepare('SELECT id FROM users WHERE email = ? AND id != ?').get(email, exceptUserId) !== undefined;
}

export function phoneInUse(deps: SecurityDeps, phoneCode: string, phone: string, exceptUserId: number): boolean {
  return deps.db.prepare('SELECT id FROM users WHERE phone_code = ? AND phone = ? AND id != ?').get(phoneCode, phone, exceptUserId) !== undefined;
}

/** A one-time code checked once, for the purpose, and sent to this address. */
function verifyCodeSentTo(
  deps: SecurityDeps,
  user: UserRecord,
  purpose: 'verifyEmail' | 'bindEmail' | 'bindPhone',
  address: string,
  transactionId: string,
  code: string,
): void {
  const verified = deps.otp.verify({ transactionId, code, purpose, userKey: `user:${user.id}` });
  if (verified.address.toLowerCase() !== address.toLowerCase()) throw new ApiError('OTP_INVALID', 400, 'The code was sent to a different address.');
}

/** Verifies the account's own e-mail with a code sent to it. */
export function verifyOwnEmail(deps: SecurityDeps, user: UserRecord, transactionId: string, code: string): void {
  verifyCodeSentTo(deps, user, 'verifyEmail', user.email, transactionId, code);
  deps.db.transaction(() => ensureModuleVerified(deps, user, moduleOf(deps, user, 'emailOtp'), 'user'))();
}

/** Refuses an e-mail address another account uses (before any code is sent to it or asked for). */
export function assertEmailFree(deps: SecurityDeps, email: string, userId: number): void {
  if (emailInUse(deps, email, userId)) throw new ApiError('ALREADY_IN_USE', 400, 'This e-mail address is already used by another account.', { field: 'email' });
}

/** Refuses a phone number another account uses, or a binding of the wrong kind (before any code). */
export function assertPhoneBindable(deps: SecurityDeps, user: UserRecord, input: Pick<PhoneBinding, 'phoneCode' | 'phone'>, replacing?: boolean): void {
  if (replacing !== undefined && replacing !== Boolean(phoneOf(user)))
    throw badRequest(replacing ? 'there is no phone number to change: bind one' : 'a phone number is already bound: change it');
  if (phoneInUse(deps, input.phoneCode, input.phone, user.id))
    throw new ApiError('ALREADY_IN_USE', 400, 'This phone number is already used by another account.', { field: 'phone' });
}

/** Changes the e-mail address to one no other account uses, proven by a code sent to it. */
export function changeEmail(deps: SecurityDeps, user: UserRecord, email: string, transactionId: string, code: string): void {
  assertEmailFree(deps, email, user.id);
  verifyCodeSentTo(deps, user, 'bindEmail', email, transactionId, code);
  deps.db.transaction(() => {
    deps.db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, user.id);
    ensureModuleVerified(deps, user, moduleOf(deps, user, 'emailOtp'), 'user');
  })();
}

export interface PhoneBinding {
  phoneCode: string;
  phone: string;
  transactionId: string;
  code: string;
}

/** Binds a first phone number (replacing: false) or changes the bound one, proven by a code sent to it. */
export function bindPhone(deps: SecurityDeps, user: UserRecord, input: PhoneBinding, replacing: boolean): void {
  assertPhoneBindable(deps, user, input, replacing);
  verifyCodeSentTo(deps, user, 'bindPhone', `${input.phoneCode}${input.phone}`, input.transactionId, input.code);
  deps.db.transaction(() => {
    deps.db.prepare('UPDATE users SET phone_code = ?, phone = ? WHERE id = ?').run(input.phoneCode, input.phone, user.id);
    ensureModuleVerified(deps, user, moduleOf(deps, user, 'phoneOtp'), 'user');
  })();
}

/** Checks the user's password; a failure counts towards the step-up lock of modifyPassword. */
/** Checks the user's password under the account's guess lock (the sign-in lock): a wrong one counts as a failed sign-in. */
export async function checkOwnPassword(deps: SecurityDeps, user: UserRecord, password: string): Promise<boolean> {
  deps.guessLock.assertOpen(user.email);
  const valid = await verifyPassword(password, user.password_hash);
  if (valid) deps.guessLock.clear(user.email);
  else deps.guessLock.fail(user.email);
  return valid;
}

/**
 * The checks of a password change that need no code: the current password matches, the new one meets the rule,
 * whose text is given in `language` (the request's: the page's that shows it, not necessarily the stored one).
 */
export async function checkPasswordChange(deps: SecurityDeps, user: UserRecord, oldPassword: string, newPassword: string, language: string): Promise<void> {
  if (!(await verifyPassword(oldPassword, user.password_hash)))
    throw new ApiError('PASSWORD_WRONG', 400, 'The current password is not correct.', { field: 'oldPassword' });
  checkNewPassword(deps, { regulator: user.regulator, language }, newPassword);
}

/** Changes the password: the current one must match, the new one meet the rule of config/forms/changePassword.json. */
export async function changePassword(deps: SecurityDeps, user: UserRecord, oldPassword: string, newPassword: string, language: string): Promise<void> {
  await checkPasswordChange(deps, user, oldPassword, newPassword, language);
  deps.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(await hashPassword(newPassword), user.id);
}
