import { convertAtRate, depositVoidStatuses, limitVerdict, periodStart, withdrawalVoidStatuses } from '../../../engine/funds';
import { decimalToMinor } from '../../../engine/format';
import type { FunctionPermission } from '../../../engine/kyc';
import type { Session } from '../auth/sessionService';
import { ApiError } from '../http/apiError';
import { requireFunctionPermission } from '../kyc/kycState';
import type { UserRecord } from '../users/userRecord';
import { code, moneyForPeople, moneyText, type FundsDeps } from './fundsSupport';

/** Which records count against which function permission's limit. */
const usageOf: Record<string, { table: 'deposits' | 'withdrawals'; accountKind: 'trading' | 'wallet' }> = {
  deposit: { table: 'deposits', accountKind: 'trading' },
  walletDeposit: { table: 'deposits', accountKind: 'wallet' },
  withdraw: { table: 'withdrawals', accountKind: 'trading' },
  walletWithdraw: { table: 'withdrawals', accountKind: 'wallet' },
};

/**
 * Refuses unless the user's KYC levels grant the function permission (FUNCTION_PERMISSION_DENIED)
 * and this amount keeps them within its limit (limitAmount per period, PERMISSION_LIMIT_EXCEEDED).
 * Runs inside the movement's transaction, so two requests cannot both use the last of a limit.
 */
export function enforcePermission(
  deps: FundsDeps,
  user: UserRecord,
  permission: string,
  currency: string,
  amountMinor: number,
  session?: Session,
): FunctionPermission {
  const item = requireFunctionPermission(deps, user, permission, session);
  const limit = item.limit;
  const usage = usageOf[permission];
  if (!limit || limit.limitType !== 'amount' || !usage) return item;
  const config = deps.config(user.regulator);
  const { rates } = config.funds;
  const voidNames = usage.table === 'deposits' ? depositVoidStatuses : withdrawalVoidStatuses;
  const voidCodes = voidNames.map((n) => code(config, usage.table === 'deposits' ? 'depositStatus' : 'withdrawalStatus', n));
  const rows = deps.db
    .prepare(
      `SELECT r.currency, SUM(r.amount) AS total FROM ${usage.table} r JOIN client_accounts a ON a.id = r.account_id
       WHERE r.user_id = ? AND a.kind = ? AND r.created_at >= ? AND r.status NOT IN (${voidCodes.map(() => '?').join(',')}) GROUP BY r.currency`,
    )
    .all(user.id, usage.accountKind, periodStart(limit.period, deps.clock.now()), ...voidCodes) as { currency: string; total: number }[];
  const inLimitCurrency = (minor: number, from: string) => convertAtRate(rates, config.currencies, BigInt(minor), from, limit.currency).amount;
  const used = rows.reduce((sum, r) => sum + inLimitCurrency(r.total, r.currency), 0n);
  const units = config.currencies.find((c) => c.code === limit.currency)?.minorUnits ?? 2;
  const limitMinor = decimalToMinor(String(limit.limitAmount), units);
  const verdict = limitVerdict(limit, used, inLimitCurrency(amountMinor, currency), limitMinor);
  if (!verdict.ok) {
    throw new ApiError(
      'PERMISSION_LIMIT_EXCEEDED',
      400,
      `Your verification level allows ${moneyForPeople(config, limitMinor, limit.currency)} (${limit.period}); ${moneyForPeople(config, verdict.remainingMinor, limit.currency)} remains.`,
      {
        permission,
        limit: moneyText(config, limitMinor, limit.currency),
        remaining: moneyText(config, verdict.remainingMinor, limit.currency),
        currency: limit.currency,
        period: limit.period,
      },
    );
  }
  return item;
}
