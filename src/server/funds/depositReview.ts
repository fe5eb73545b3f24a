import { canMove, depositMoves } from '../../../engine/funds';
import { ApiError } from '../http/apiError';
import { credit, moveStatus, reverse } from './depositLifecycle';
import { depositById, depositByReference, type DepositRow } from './depositRows';
import { nameOf, type FundsDeps } from './fundsSupport';

/* Staff decisions on deposits (`portal funds review`). */

/**
 * Staff move a deposit along its lifecycle (config enumerations depositStatus, engine/funds
 * depositMoves): to Success the money is credited (once); a disputed deposit that was credited and
 * is then rejected is taken back; every other move changes the status only.
 */
export function moveDeposit(deps: FundsDeps, id: number, to: string, actor = 'staff'): DepositRow {
  return deps.db
    .transaction(() => {
      const deposit = depositById(deps, id);
      if (!deposit) throw new ApiError('NOT_FOUND', 404, `No deposit ${id}.`);
      const found = depositByReference(deps, deposit.reference)!;
      const config = deps.config(found.user.regulator);
      const from = nameOf(config, 'depositStatus', deposit.status);
      if (!canMove(depositMoves, from, to)) {
        throw new ApiError(
          'DEPOSIT_NOT_PAYABLE',
          409,
          `Deposit ${id} is ${from} and cannot become ${to} (next: ${(depositMoves[from] ?? []).join(', ') || 'none'}).`,
          { statusName: from },
        );
      }
      if (to === 'success' && deposit.ledger_tx_id === null) return credit(deps, config, found, actor);
      if (to === 'reject' && deposit.ledger_tx_id !== null) return reverse(deps, config, found, actor);
      return moveStatus(deps, config, deposit, to, actor);
    })
    .immediate();
}

/** A staff decision on an audited deposit: approve (money credited, Success) or reject. */
export function reviewDeposit(deps: FundsDeps, id: number, decision: 'approve' | 'reject'): DepositRow {
  return moveDeposit(deps, id, decision === 'approve' ? 'success' : 'reject');
}
