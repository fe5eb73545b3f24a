import { WithdrawForm } from './WithdrawForm';

/** Withdrawal from a trading account (step-up action "withdraw"). */
export default function WithdrawWidget() {
  return <WithdrawForm source="trading" />;
}
