import type { LedgerAccount, LedgerService } from '../ledger/ledgerService';

/** The ledger kind of an IB's rebate account; movements on it are the rebate history. */
export const rebateAccountKind = 'rebate';

/** Ledger movement kinds of the IB programme. */
export const rebateMovementKinds = {
  payout: 'ib.rebatePayout',
  transfer: 'ib.rebateTransfer',
  withdrawal: 'ib.rebateWithdrawal',
  withdrawalRefund: 'ib.rebateWithdrawalRefund',
} as const;

/** An IB's rebate account in the programme's currency, opened on first use. */
export function rebateAccountOf(ledger: LedgerService, ibId: number, currency: string, createdAt?: number): LedgerAccount {
  const existing = ledger.accountsOf(ibId, rebateAccountKind).find((a) => a.currency === currency);
  return (
    existing ??
    ledger.openAccount({
      userId: ibId,
      kind: rebateAccountKind,
      currency,
      number: `RB${String(ibId).padStart(8, '0')}${currency}`,
      ...(createdAt ? { createdAt } : {}),
    })
  );
}
