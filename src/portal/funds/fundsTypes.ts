/** What the funds calls answer: the types derived from the server's view schemas (engine/api), defined once. */
export type { AccountView, ChannelView, DepositView, TransferView, WithdrawalView } from '../../../engine/api';

/** Events the funds widgets raise after money or accounts change; lists listening reload. */
export const fundsEvents = {
  accounts: 'accountsChanged',
  deposits: 'depositsChanged',
  withdrawals: 'withdrawalsChanged',
  transfers: 'transfersChanged',
} as const;
export const allFundsEvents = Object.values(fundsEvents);
