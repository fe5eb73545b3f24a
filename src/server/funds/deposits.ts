import type { Session } from '../auth/sessionService';
import type { UserRecord } from '../users/userRecord';
import { ownAccount } from './accountRows';
import { cardOf } from './cards';
import { assertActive } from './accountRules';
import { assertWithinChannel, depositChannels, depositPermission, findChannel } from './depositChannels';
import { credit, moveStatus } from './depositLifecycle';
import { depositByReference, depositsOf, insertDeposit, type DepositRow } from './depositRows';
import { depositView } from './depositViews';
import { code, nameOf, onceWithKey, parseMoney, recordStatus, type FundsDeps } from './fundsSupport';
import { enforcePermission } from './permissionLimits';

/* A user's deposits: the application, the payment provider's answers, the history. */

export interface DepositRequest {
  token: string;
  account: string;
  channel: string;
  amount: string;
  /** Card deposits: the saved card paid with (withdrawals may go back to it). */
  cardId?: number;
}

/**
 * A deposit application: the account may take money (approved, live), the channel serves its currency
 * and the user's country, the amount is within the channel's limits and the permission's limit. The
 * deposit starts Unpaid; the user pays on the provider's page. Once per anti-reuse token.
 */
export function applyDeposit(deps: FundsDeps, user: UserRecord, body: DepositRequest, session?: Session) {
  const { token, ...request } = body;
  return onceWithKey(deps, { key: token, userId: user.id, kind: 'deposit', request }, () => {
    const config = deps.config(user.regulator);
    const account = ownAccount(deps, user.id, body.account);
    assertActive(config, account);
    const amount = parseMoney(config, body.amount, account.currency);
    const offer = findChannel(depositChannels(deps, user, account, session), body.channel);
    assertWithinChannel(config, offer, amount);
    enforcePermission(deps, user, depositPermission(account), account.currency, amount, session);
    if (body.cardId !== undefined) cardOf(deps, user, body.cardId);
    const status = code(config, 'depositStatus', 'unpaid');
    const reference = deps.ledger.random(18).toString('base64url');
    const deposit = insertDeposit(deps, {
      userId: user.id,
      accountId: account.id,
      channel: offer.id,
      currency: account.currency,
      amount,
      status,
      reference,
      at: deps.clock.now(),
      ...(body.cardId !== undefined ? { cardId: body.cardId } : {}),
    });
    recordStatus(deps, 'deposit', deposit.id, status, 'user');
    return depositView(deps, config, deposit);
  });
}

/** The provider page was opened: an Unpaid deposit is now Submitted to Third Party. */
export function providerOpened(deps: FundsDeps, reference: string) {
  return deps.db
    .transaction(() => {
      const found = depositByReference(deps, reference);
      if (!found) return undefined;
      const config = deps.config(found.user.regulator);
      if (nameOf(config, 'depositStatus', found.deposit.status) === 'unpaid')
        found.deposit = moveStatus(deps, config, found.deposit, 'submittedToThirdParty', 'provider');
      return found;
    })
    .immediate();
}

/**
 * The provider's answer: paid (money credited at once, or Audit first for audited channels), failed,
 * or abandoned (nothing changes; the user may come back and pay). A paid deposit paid again is
 * answered as it is: the money moves once.
 */
export function providerResult(deps: FundsDeps, reference: string, action: 'pay' | 'fail' | 'abandon'): DepositRow | undefined {
  return deps.db
    .transaction(() => {
      const found = depositByReference(deps, reference);
      if (!found) return undefined;
      const config = deps.config(found.user.regulator);
      const current = nameOf(config, 'depositStatus', found.deposit.status);
      if (action === 'abandon') return found.deposit;
      if (action === 'pay' && ['success', 'audit'].includes(current)) return found.deposit;
      if (current === 'unpaid') found.deposit = moveStatus(deps, config, found.deposit, 'submittedToThirdParty', 'provider');
      if (action === 'fail') return moveStatus(deps, config, found.deposit, 'paymentFailed', 'provider');
      const channel = config.funds.deposit.channels.find((c) => c.id === found.deposit.channel);
      if (channel?.audit) return moveStatus(deps, config, found.deposit, 'audit', 'provider');
      return credit(deps, config, found, 'provider');
    })
    .immediate();
}

export function depositHistory(deps: FundsDeps, user: UserRecord, limit = 50) {
  const config = deps.config(user.regulator);
  return depositsOf(deps, user.id, limit).map((row) => depositView(deps, config, row));
}
