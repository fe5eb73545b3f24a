import type { PermissionLimit } from '../kyc';

/**
 * A function permission's limit (limitAmount per period, in its currency) against what the user has
 * already used in the period plus this request, all in minor units of the limit's currency.
 */
export function limitVerdict(
  limit: PermissionLimit | undefined,
  usedMinor: bigint,
  requestMinor: bigint,
  limitMinor: bigint,
): { ok: true } | { ok: false; remainingMinor: bigint } {
  if (!limit || limit.limitType !== 'amount') return { ok: true };
  const remaining = limitMinor - usedMinor;
  return requestMinor <= remaining ? { ok: true } : { ok: false, remainingMinor: remaining > 0n ? remaining : 0n };
}

/** Start of the period a limit counts from: the UTC day of `now` for daily, the beginning of time for total. */
export function periodStart(period: PermissionLimit['period'], now: number): number {
  if (period === 'total') return 0;
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}
