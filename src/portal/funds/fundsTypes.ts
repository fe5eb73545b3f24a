/** What the funds calls answer (src/server/funds views). Amounts are decimal text in the currency. */
export interface AccountView {
  number: string;
  kind: 'trading' | 'wallet';
  openingKind: string;
  platform: string | null;
  accountType: number | null;
  accountTypeName: string | null;
  isDemo: boolean;
  isMain: boolean;
  currency: string;
  leverage: number | null;
  balance: string;
  auditStatus: number;
  auditName: string;
  auditLabelKey: string | null;
  createdAt: string;
}

export interface ChannelView {
  id: string;
  labelKey: string;
  currency: string;
  channelCurrency: string;
  minimum: string;
  maximum: string;
  recommended: boolean;
  sortOrder: number;
}

export interface DepositView {
  id: number;
  account: string;
  accountKind: string;
  channel: string;
  channelLabelKey: string | null;
  currency: string;
  amount: string;
  status: number;
  statusName: string;
  statusLabelKey: string | null;
  payUrl: string | null;
  createdAt: string;
}

export interface WithdrawalView {
  id: number;
  account: string;
  channel: string;
  channelLabelKey: string | null;
  currency: string;
  amount: string;
  payoutCurrency: string;
  payoutAmount: string;
  rate: string;
  status: number;
  statusName: string;
  statusLabelKey: string | null;
  cancellable: boolean;
  createdAt: string;
}

export interface TransferView {
  id: number;
  kind: string;
  from: string;
  to: string;
  currency: string;
  amount: string;
  toCurrency: string;
  toAmount: string;
  rate: string;
  createdAt: string;
}

/** Events the funds widgets raise after money or accounts change; lists listening reload. */
export const fundsEvents = { accounts: 'accountsChanged', deposits: 'depositsChanged', withdrawals: 'withdrawalsChanged', transfers: 'transfersChanged' } as const;
export const allFundsEvents = Object.values(fundsEvents);
