import { canMove, withdrawalCancellable, withdrawalMoves } from '../../../engine/funds';
import type { ServerContext } from '../context';
import { code, internalKey, nameOf } from '../funds/fundsSupport';
import { ApiError } from '../http/apiError';
import type { IbScope } from './ibScope';
import { notifyUser } from '../notifications/notify';
import { moneyText } from './money';
import { rebateAccountOf, rebateMovementKinds } from './rebateAccount';

export interface RebateWithdrawalRow {
  id: number;
  ib_id: number;
  acting_user_id: number;
  method: string;
  destination_id: number | null;
  destination: string;
  amount: number;
  currency: string;
  status: number;
  reason: string | null;
  ledger_tx_id: number;
  refund_tx_id: number | null;
  created_at: number;
  updated_at: number;
}

/** Where a withdrawal is paid: the method and what the IB sees of the destination. */
export interface RebateDestination {
  method: string;
  destinationId: number | null;
  label: string;
}

const rowOf = (ctx: ServerContext, id: number) => ctx.db.prepare('SELECT * FROM ib_rebate_withdrawals WHERE id = ?').get(id) as RebateWithdrawalRow | undefined;

/**
 * Submits a rebate withdrawal: the amount leaves the rebate account at once (the ledger move, once
 * per anti-reuse token) and the withdrawal starts Submitted, recording who acted (the IB or its sub-user).
 */
export function submitRebateWithdrawal(
  ctx: ServerContext,
  scope: IbScope,
  request: { token: string; amount: number; destination: RebateDestination },
  overBalance: (available: number) => Error,
) {
  const currency = scope.config.ibProgram.rebateCurrency;
  const rebate = rebateAccountOf(ctx.ledger, scope.owner.id, currency);
  const house = ctx.ledger.houseAccount('withdrawal', currency);
  const { amount, destination } = request;
  return ctx.ledger.move({
    key: request.token,
    userId: scope.user.id,
    kind: rebateMovementKinds.withdrawal,
    request: { method: destination.method, destination: destination.destinationId, amount },
    memo: destination.method,
    legs: () => {
      const available = ctx.ledger.account(rebate.id)!.balance;
      if (amount > available) throw overBalance(available);
      return [
        { accountId: rebate.id, amount: -amount },
        { accountId: house.id, amount },
      ];
    },
    respond: (transactionId) => {
      const now = ctx.clock.now();
      const id = Number(
        ctx.db
          .prepare(
            'INSERT INTO ib_rebate_withdrawals (ib_id, acting_user_id, method, destination_id, destination, amount, currency, status, ledger_tx_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            scope.owner.id,
            scope.user.id,
            destination.method,
            destination.destinationId,
            destination.label,
            amount,
            currency,
            code(scope.config, 'withdrawalStatus', 'submitted'),
            transactionId,
            now,
            now,
          ).lastInsertRowid,
      );
      return { transactionId, withdrawalId: id, amount, currency, balance: ctx.ledger.account(rebate.id)!.balance, statusName: 'submitted' };
    },
  });
}

/** Pays a withdrawal back into the rebate account and ends it as rejected (with the reason) or cancelled. */
function refund(ctx: ServerContext, scope: Pick<IbScope, 'config'>, row: RebateWithdrawalRow, to: 'rejected' | 'cancelled', reason: string | null): void {
  const rebate = rebateAccountOf(ctx.ledger, row.ib_id, row.currency);
  const house = ctx.ledger.houseAccount('withdrawal', row.currency);
  ctx.ledger.move({
    // Refunded once: the status checks of the callers run in the same transaction.
    key: internalKey(ctx, row.ib_id),
    userId: row.ib_id,
    kind: rebateMovementKinds.withdrawalRefund,
    request: { withdrawal: row.id, to },
    memo: String(row.id),
    legs: () => [
      { accountId: house.id, amount: -row.amount },
      { accountId: rebate.id, amount: row.amount },
    ],
    respond: (txId) => {
      ctx.db
        .prepare('UPDATE ib_rebate_withdrawals SET status = ?, reason = ?, refund_tx_id = ?, updated_at = ? WHERE id = ?')
        .run(code(scope.config, 'withdrawalStatus', to), reason, txId, ctx.clock.now(), row.id);
      return txId;
    },
  });
}

/** Whether the IB may still cancel a withdrawal: its regulator allows cancelling (regulators/<id>.yaml withdrawal.cancelWithdraw) and it is Submitted. */
export function rebateWithdrawalCancellable(scope: Pick<IbScope, 'config'>, status: string): boolean {
  return withdrawalCancellable(scope.config.regulator.withdrawal, status);
}

/** The IB cancels its Submitted withdrawal where the regulator allows it; the money comes back once. */
export function cancelRebateWithdrawal(ctx: ServerContext, scope: IbScope, id: number): { id: number; statusName: string } {
  return ctx.db
    .transaction(() => {
      const row = rowOf(ctx, id);
      if (!row || row.ib_id !== scope.owner.id) throw new ApiError('NOT_FOUND', 404, `You have no rebate withdrawal ${id}.`);
      const status = nameOf(scope.config, 'withdrawalStatus', row.status);
      if (status === 'cancelled') return { id, statusName: status };
      if (!scope.config.regulator.withdrawal.cancelWithdraw)
        throw new ApiError('WITHDRAWAL_NOT_CANCELLABLE', 409, 'Withdrawals cannot be cancelled under your regulator.', { reason: 'regulator' });
      if (!rebateWithdrawalCancellable(scope, status))
        throw new ApiError('WITHDRAWAL_NOT_CANCELLABLE', 409, `This withdrawal is ${status} and can no longer be cancelled.`, {
          reason: 'status',
          statusName: status,
        });
      refund(ctx, scope, row, 'cancelled', null);
      return { id, statusName: 'cancelled' };
    })
    .immediate();
}

/** Staff processing: Submitted -> Processing -> Completed (paid), or Rejected with a reason (paid back). */
export function decideRebateWithdrawal(
  ctx: ServerContext,
  id: number,
  decision: 'process' | 'pay' | 'reject',
  reason?: string,
): { id: number; statusName: string } {
  return ctx.db
    .transaction(() => {
      const row = rowOf(ctx, id);
      if (!row) throw new ApiError('NOT_FOUND', 404, `No rebate withdrawal ${id}.`);
      const regulator = ctx.db.prepare('SELECT regulator FROM users WHERE id = ?').pluck().get(row.ib_id) as string;
      const config = ctx.config(regulator);
      const from = nameOf(config, 'withdrawalStatus', row.status);
      const to = decision === 'process' ? 'processing' : decision === 'pay' ? 'completed' : 'rejected';
      if (!canMove(withdrawalMoves, from, to))
        throw new ApiError('WITHDRAWAL_NOT_CANCELLABLE', 409, `Rebate withdrawal ${id} is ${from} and cannot become ${to}.`, { statusName: from });
      if (to === 'rejected') {
        if (!reason) throw new ApiError('VALIDATION_FAILED', 400, 'A rejection needs the reason the IB will see.', { field: 'reason' });
        refund(ctx, { config }, row, 'rejected', reason);
      } else {
        ctx.db
          .prepare('UPDATE ib_rebate_withdrawals SET status = ?, updated_at = ? WHERE id = ?')
          .run(code(config, 'withdrawalStatus', to), ctx.clock.now(), id);
        // Paid out: the IB is told (notification event ibRebatePaid), in the same transaction.
        if (to === 'completed')
          notifyUser(ctx, row.ib_id, 'ibRebatePaid', {
            values: { reference: String(row.id), amount: moneyText(config, row.amount, row.currency), currency: row.currency, destination: row.destination },
          });
      }
      return { id, statusName: to };
    })
    .immediate();
}
