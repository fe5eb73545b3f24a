import type { PortalConfig } from '../config/portalConfig';
import type { PaymentChannel } from '../config/schemaTypes';
import { evaluate, type PredicateContext } from '../predicates';
import { baseAmountIn } from './money';

export interface ChannelOffer {
  id: string;
  labelKey: string;
  currency: string;
  /** Currency the channel pays or takes in (the account's unless the channel converts). */
  channelCurrency: string;
  /** Limits in minor units of the account's currency. */
  minMinor: bigint;
  maxMinor: bigint;
  recommended: boolean;
  sortOrder: number;
  audit: boolean;
  /** Withdrawals: the kind of verified destination the money goes to (none: no destination asked). */
  destination: 'bank' | 'crypto' | 'card' | null;
  /** Withdrawals by card: only to a card a successful deposit through this channel came from. */
  toDepositCard: boolean;
}

/**
 * The channels a user may use for an account currency: the channel takes the currency and its
 * condition holds for the user (country, regulator, ...); sorted by sortOrder, recommended marked.
 */
export function channelsFor(
  config: Pick<PortalConfig, 'funds' | 'currencies' | 'policies'>,
  channels: readonly PaymentChannel[],
  facts: PredicateContext,
  currency: string,
): ChannelOffer[] {
  return channels
    .filter((c) => c.currencies.includes(currency) && (!c.when || evaluate(c.when, { ...facts, currency }, config.policies)))
    .map((c) => ({
      id: c.id,
      labelKey: c.labelKey,
      currency,
      channelCurrency: c.payoutCurrency ?? currency,
      minMinor: baseAmountIn(config.funds.rates, config.currencies, c.minUsd, currency),
      maxMinor: baseAmountIn(config.funds.rates, config.currencies, c.maxUsd, currency),
      recommended: c.recommended === true,
      sortOrder: c.sortOrder,
      audit: c.audit === true,
      destination: c.destination ?? null,
      toDepositCard: c.toDepositCard === true,
    }))
    .sort((a, b) => a.sortOrder - b.sortOrder);
}
