import type { DepositInstructions } from '../../../engine/api';
import { networksFor } from '../../../engine/funds';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import { depositById } from './depositRows';
import type { FundsDeps } from './fundsSupport';

/**
 * How to pay a deposit: its reference, and by the channel's destination kind the house bank details
 * (bank transfer) or the house address of each network carrying the asset (crypto: the account's
 * currency when a network carries it, else the first of the channel's currencies one does), on the channel's networks
 * when it names them ("USDT (TRC20)" shows no ERC20 address).
 */
export function depositInstructions(deps: FundsDeps, user: UserRecord, depositId: number): DepositInstructions {
  const deposit = depositById(deps, depositId);
  if (!deposit || deposit.user_id !== user.id) throw new ApiError('NOT_FOUND', 404, `You have no deposit ${depositId}.`, { id: depositId });
  const config = deps.config(user.regulator);
  const { networks, depositBank, depositAddresses } = config.funds.destinations;
  const channel = config.funds.deposit.channels.find((c) => c.id === deposit.channel);
  const kind = channel?.destination;
  const asset = [deposit.currency, ...(channel?.currencies ?? [])].find((c) => networksFor(networks, c).length > 0);
  const addresses =
    kind === 'crypto' && asset
      ? networksFor(networks, asset)
          .filter((n) => !channel?.networks || channel.networks.includes(n.id))
          .flatMap((n) => {
            const house = depositAddresses.find((a) => a.network === n.id);
            return house ? [{ network: n.id, labelKey: n.labelKey, asset, address: house.address }] : [];
          })
      : [];
  return { reference: deposit.reference, bank: kind === 'bank' ? { ...depositBank } : null, addresses };
}
