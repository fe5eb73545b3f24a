/** What the funds calls answer: the types derived from the server's view schemas (engine/api), defined once. */
export type {
  AccountView,
  BankAccountView,
  CardView,
  ChannelView,
  CryptoAddressView,
  DepositInstructions,
  DepositView,
  PaymentInfoList,
  TransferView,
  WithdrawalView,
} from '../../../engine/api';

/** Events the funds widgets raise after money or accounts change; lists listening reload. */
export const fundsEvents = {
  accounts: 'accountsChanged',
  deposits: 'depositsChanged',
  withdrawals: 'withdrawalsChanged',
  transfers: 'transfersChanged',
  destinations: 'destinationsChanged',
} as const;
export const allFundsEvents = Object.values(fundsEvents);
