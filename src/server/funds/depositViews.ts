import type { ChannelView, DepositView } from '../../../engine/api';
import type { ChannelOffer } from '../../../engine/funds';
import type { PortalConfig } from '../../../engine/config';
import { accountById } from './accountRows';
import type { DepositRow } from './depositRows';
import { labelKeyOf, moneyText, nameOf, type FundsDeps } from './fundsSupport';

/** The local payment provider's checkout page of a deposit. */
export const checkoutPath = (config: PortalConfig, reference: string) => `${config.http.basePaths.payment}provider/checkout/${reference}`;

export function channelView(config: PortalConfig, offer: ChannelOffer): ChannelView {
  return {
    id: offer.id,
    labelKey: offer.labelKey,
    currency: offer.currency,
    channelCurrency: offer.channelCurrency,
    minimum: moneyText(config, offer.minMinor, offer.currency),
    maximum: moneyText(config, offer.maxMinor, offer.currency),
    recommended: offer.recommended,
    sortOrder: offer.sortOrder,
    destination: offer.destination,
    toDepositCard: offer.toDepositCard,
  };
}

export function depositView(deps: FundsDeps, config: PortalConfig, row: DepositRow): DepositView {
  const account = accountById(deps, row.account_id);
  const channel = config.funds.deposit.channels.find((c) => c.id === row.channel);
  const status = nameOf(config, 'depositStatus', row.status);
  return {
    id: row.id,
    account: account.number,
    accountKind: account.kind,
    channel: row.channel,
    channelLabelKey: channel?.labelKey ?? null,
    currency: row.currency,
    amount: moneyText(config, row.amount, row.currency),
    status: row.status,
    statusName: status,
    statusLabelKey: labelKeyOf(config, 'depositStatus', row.status) ?? null,
    payUrl: status === 'unpaid' || status === 'submittedToThirdParty' ? checkoutPath(config, row.reference) : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
