import { WithdrawForm } from './WithdrawForm';

/** Withdrawal from the wallet (step-up action "walletWithdraw"). */
export default function WalletWithdrawWidget() {
  return <WithdrawForm source="wallet" />;
}
