import { channelsFor, type ChannelOffer } from '../../../engine/funds';
import type { PortalConfig } from '../../../engine/config';
import type { Session } from '../auth/sessionService';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import type { ClientAccountRow } from './accountRows';
import { fundsFacts, moneyForPeople, moneyText, type FundsDeps } from './fundsSupport';

/* The payment channels a deposit or withdrawal may use, and their limits. */

/** Function permission a deposit into an account needs (trading: deposit; wallet: wallet deposit). */
export const depositPermission = (account: Pick<ClientAccountRow, 'kind'>) => (account.kind === 'wallet' ? 'walletDeposit' : 'deposit');

/** Deposit channels for an account's currency and the user's country. */
export function depositChannels(deps: FundsDeps, user: UserRecord, account: ClientAccountRow, session?: Session): ChannelOffer[] {
  const config = deps.config(user.regulator);
  return channelsFor(config, config.funds.deposit.channels, fundsFacts(deps, user, session), account.currency);
}

/** The amount within the channel's limits (minimum checked when `checkMinimum`), else a refusal naming the limit. */
export function assertWithinChannel(config: PortalConfig, offer: ChannelOffer, amount: number, checkMinimum = true): void {
  if (checkMinimum && BigInt(amount) < offer.minMinor) {
    throw new ApiError('AMOUNT_BELOW_MINIMUM', 400, `The minimum for this method is ${moneyForPeople(config, offer.minMinor, offer.currency)}.`, {
      field: 'amount',
      minimum: moneyText(config, offer.minMinor, offer.currency),
      currency: offer.currency,
    });
  }
  if (BigInt(amount) > offer.maxMinor) {
    throw new ApiError('AMOUNT_ABOVE_MAXIMUM', 400, `The maximum for this method is ${moneyForPeople(config, offer.maxMinor, offer.currency)}.`, {
      field: 'amount',
      maximum: moneyText(config, offer.maxMinor, offer.currency),
      currency: offer.currency,
    });
  }
}

export function findChannel(offers: ChannelOffer[], id: string): ChannelOffer {
  const offer = offers.find((c) => c.id === id);
  if (!offer)
    throw new ApiError(
      'CHANNEL_NOT_AVAILABLE',
      400,
      `The method "${id}" is not available for this account (available: ${offers.map((o) => o.id).join(', ') || 'none'}).`,
      { field: 'channel', available: offers.map((o) => o.id) },
    );
  return offer;
}
