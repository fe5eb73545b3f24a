import { canMove, depositMoves } from '../../../engine/funds';
import type { PortalConfig } from '../../../engine/config';
import { ApiError } from '../http/apiError';
import { onDepositCredited } from '../promotions';
import type { ClientAccountRow } from './accountRows';
import { depositById, setDepositLedgerTx, setDepositStatus, type DepositRow } from './depositRows';
import { code, internalKey, labelKeyOf, moneyText, nameOf, recordStatus, type FundsDeps } from './fundsSupport';
import { notifyUser } from '../notifications/notify';

/* A deposit's status moves (engine/funds depositMoves) and the ledger movements that credit or reverse its money. */

export function moveStatus(deps: FundsDeps, config: PortalConfig, deposit: DepositRow, to: string, actor: string): DepositRow {
  const from = nameOf(config, 'depositStatus', deposit.status);
  if (!canMove(depositMoves, from, to)) {
    throw new ApiError('DEPOSIT_NOT_PAYABLE', 409, `This deposit is ${from} and cannot become ${to}.`, { status: deposit.status, statusName: from });
  }
  const status = code(config, 'depositStatus', to);
  setDepositStatus(deps, deposit.id, status);
  recordStatus(deps, 'deposit', deposit.id, status, actor);
  // Named by the number the deposit page shows; its reference is the payment provider's checkout key, not for the client's eyes.
  notifyUser(deps, deposit.user_id, 'depositStatus', {
    values: { reference: String(deposit.id), amount: moneyText(config, deposit.amount, deposit.currency), currency: deposit.currency },
    keys: { status: labelKeyOf(config, 'depositStatus', status) ?? 'status.deposit.pending' },
  });
  return { ...deposit, status };
}

/** Credits a deposit's money to its account in one ledger movement and marks it Success (inside the caller's transaction). */
export function credit(deps: FundsDeps, config: PortalConfig, found: { deposit: DepositRow; account: ClientAccountRow }, actor: string): DepositRow {
  const { deposit, account } = found;
  const house = deps.ledger.houseAccount('deposits', deposit.currency);
  deps.ledger.move({
    key: internalKey(deps, deposit.user_id),
    userId: deposit.user_id,
    kind: 'deposit',
    request: { deposit: deposit.id },
    legs: () => [
      { accountId: house.id, amount: -deposit.amount },
      { accountId: account.ledger_account_id, amount: deposit.amount },
    ],
    respond: (txId) => {
      moveStatus(deps, config, deposit, 'success', actor);
      setDepositLedgerTx(deps, deposit.id, txId);
      // Promotions credit in the same transaction: a deposit bonus or referral reward exists only with its deposit.
      onDepositCredited(deps, deposit, account);
      return txId;
    },
  });
  return depositById(deps, deposit.id)!;
}

/** Takes a credited deposit's money back out of its account (a dispute lost): one ledger movement. */
export function reverse(deps: FundsDeps, config: PortalConfig, found: { deposit: DepositRow; account: ClientAccountRow }, actor: string): DepositRow {
  const { deposit, account } = found;
  const house = deps.ledger.houseAccount('deposits', deposit.currency);
  deps.ledger.move({
    key: internalKey(deps, deposit.user_id),
    userId: deposit.user_id,
    kind: 'depositReversal',
    request: { deposit: deposit.id },
    legs: () => [
      { accountId: account.ledger_account_id, amount: -deposit.amount },
      { accountId: house.id, amount: deposit.amount },
    ],
    respond: (txId) => {
      moveStatus(deps, config, deposit, 'reject', actor);
      return txId;
    },
  });
  return depositById(deps, deposit.id)!;
}
