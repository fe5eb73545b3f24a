/**
 * The deposit status lifecycle (config enumerations depositStatus 1-11) as allowed moves: Unpaid ->
 * Submitted to Third Party -> paid (Success, or Audit/Processing first), failed or abandoned; staff
 * decide Audit, Processing and Pending; a success can still be disputed. Names, not codes: the codes
 * live in config.
 */
export const depositMoves: Readonly<Record<string, readonly string[]>> = {
  unpaid: ['submittedToThirdParty', 'paymentFailed'],
  submittedToThirdParty: ['paymentFailed', 'waitForMt4Deposit', 'success', 'audit', 'processing', 'accountNoMatch'],
  waitForMt4Deposit: ['success', 'pending'],
  audit: ['success', 'reject', 'pending'],
  processing: ['success', 'paymentFailed', 'pending'],
  pending: ['success', 'reject'],
  accountNoMatch: ['success', 'reject'],
  success: ['dispute'],
  paymentFailed: [],
  reject: [],
  dispute: ['success', 'reject'],
};

/** Withdrawal statuses (config enumerations withdrawalStatus): a request is held until paid, rejected or cancelled. */
export const withdrawalMoves: Readonly<Record<string, readonly string[]>> = {
  submitted: ['processing', 'rejected', 'cancelled'],
  processing: ['completed', 'rejected'],
  completed: [],
  rejected: [],
  cancelled: [],
};

export function canMove(moves: Readonly<Record<string, readonly string[]>>, from: string, to: string): boolean {
  return moves[from]?.includes(to) ?? false;
}

/** Statuses that no longer count against a permission's limit (failed, rejected, cancelled); an open deposit counts until it fails. */
export const depositVoidStatuses: readonly string[] = ['paymentFailed', 'reject'];
export const withdrawalVoidStatuses: readonly string[] = ['rejected', 'cancelled'];

/** Whether the user may cancel a withdrawal: only where the regulator's settings allow it, and only while it is submitted. */
export function withdrawalCancellable(settings: { cancelWithdraw: boolean }, status: string): boolean {
  return settings.cancelWithdraw && canMove(withdrawalMoves, status, 'cancelled');
}
