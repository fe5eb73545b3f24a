import { createHash } from 'node:crypto';
import type { PromotionView } from '../../../engine/api';
import { ownAccount, type ClientAccountRow } from '../funds/accountRows';
import { moneyText, type FundsDeps } from '../funds/fundsSupport';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import { userById } from '../users/userRows';
import { eligibility, promotionById, type Promotion, type Reason } from './promotionRules';

/** The spec's promotionallink/blacklist/getByAccount: whether an account is excluded from promotions, and why. */
export function blacklistOf(deps: FundsDeps, accountId: number): { reason: string } | undefined {
  return deps.db.prepare('SELECT reason FROM promotion_blacklist WHERE account_id = ?').get(accountId) as { reason: string } | undefined;
}

const blacklistReason = (account: Pick<ClientAccountRow, 'number'>, reason: string): Reason => ({
  key: 'promotions.why.blacklisted',
  values: { account: account.number, reason },
});

function participation(deps: FundsDeps, promotionId: number, userId: number) {
  return deps.db
    .prepare(
      'SELECT p.status, a.number, a.currency, a.id AS account_id FROM promotion_participants p JOIN client_accounts a ON a.id = p.account_id WHERE p.promotion_id = ? AND p.user_id = ?',
    )
    .get(promotionId, userId) as { status: 'joined' | 'left'; number: string; currency: string; account_id: number } | undefined;
}

/** A user's referral code: stable, derived from the user id (no table to keep). */
export const referralCode = (userId: number): string =>
  `R${userId.toString(36).toUpperCase()}${createHash('sha256').update(`referral:${userId}`).digest('hex').slice(0, 6).toUpperCase()}`;

/** The values of a promotion's terms text: amounts as decimal text of its currency (the portal formats them), the percent as a number. */
function termsValues(promotion: Promotion): Record<string, string> {
  if (promotion.depositBonus) {
    const r = promotion.depositBonus;
    return { percent: String(r.percent), maxBonus: r.maxBonus, minDeposit: r.minDeposit, releasePerLot: r.releasePerLot };
  }
  if (promotion.cashback) return { perLot: promotion.cashback.perLot };
  if (promotion.referral) return { reward: promotion.referral.reward, qualifyingDeposit: promotion.referral.qualifyingDeposit };
  return {};
}

export function promotionView(deps: FundsDeps, user: UserRecord, promotion: Promotion): PromotionView {
  const config = deps.config(user.regulator);
  const joined = participation(deps, promotion.id, user.id);
  const rules = eligibility(deps, user, promotion);
  const excluded = rules.accounts.map((a) => ({ account: a, entry: blacklistOf(deps, a.id) }));
  const allExcluded = rules.eligible && excluded.every((e) => e.entry);
  const reasons = allExcluded ? [blacklistReason(excluded[0]!.account, excluded[0]!.entry!.reason)] : rules.reasons;
  const currency = promotion.currency ?? null;
  const credited = deps.db
    .prepare("SELECT COALESCE(SUM(amount), 0) FROM promotion_credits WHERE promotion_id = ? AND user_id = ? AND kind IN ('bonus', 'cashback', 'referral')")
    .pluck()
    .get(promotion.id, user.id) as number;
  const bonus =
    promotion.kind === 'depositBonus' && currency && joined
      ? (deps.ledger.accountsOf(user.id, 'bonus').find((a) => a.currency === currency)?.balance ?? 0)
      : null;
  return {
    id: promotion.id,
    name: promotion.name,
    kind: promotion.kind ?? 'offer',
    status: promotion.status ?? 'active',
    labelKey: promotion.labelKey,
    descriptionKey: promotion.descriptionKey ?? promotion.labelKey,
    termsKey: promotion.termsKey ?? 'promotions.terms.offer',
    terms: termsValues(promotion),
    from: promotion.period?.from ?? null,
    to: promotion.period?.to ?? null,
    eligible: reasons.length === 0,
    reasons,
    joined: joined?.status === 'joined',
    account: joined?.status === 'joined' ? joined.number : null,
    currency,
    credited: moneyText(config, credited, currency ?? 'USD'),
    bonusBalance: bonus === null ? null : moneyText(config, bonus, currency!),
    referralCode: promotion.kind === 'referral' && joined?.status === 'joined' ? referralCode(user.id) : null,
  };
}

export function promotionViews(deps: FundsDeps, user: UserRecord): PromotionView[] {
  return deps.config(user.regulator).promotions.map((p) => promotionView(deps, user, p));
}

/** Joins a promotion with one of the user's accounts the promotion applies to; refused with the reason otherwise. */
export function joinPromotion(deps: FundsDeps, user: UserRecord, id: number, accountNumber: string): PromotionView {
  const promotion = promotionById(deps.config(user.regulator), id);
  const account = ownAccount(deps, user.id, accountNumber);
  const entry = blacklistOf(deps, account.id);
  if (entry)
    throw new ApiError('PROMOTION_NOT_ELIGIBLE', 403, `Your account ${account.number} is excluded from promotions: ${entry.reason}`, {
      reasons: [blacklistReason(account, entry.reason)],
    });
  const rules = eligibility(deps, user, promotion);
  if (!rules.eligible || !rules.accounts.some((a) => a.id === account.id)) {
    const reasons = rules.reasons.length ? rules.reasons : [{ key: 'promotions.why.accountType', values: {} }];
    throw new ApiError('PROMOTION_NOT_ELIGIBLE', 403, 'You cannot join this promotion.', { reasons });
  }
  deps.db
    .prepare(
      `INSERT INTO promotion_participants (promotion_id, user_id, account_id, status, joined_at) VALUES (?, ?, ?, 'joined', ?)
       ON CONFLICT (promotion_id, user_id) DO UPDATE SET account_id = excluded.account_id, status = 'joined', joined_at = excluded.joined_at, left_at = NULL`,
    )
    .run(promotion.id, user.id, account.id, deps.clock.now());
  return promotionView(deps, user, promotion);
}

export function leavePromotion(deps: FundsDeps, user: UserRecord, id: number): PromotionView {
  const promotion = promotionById(deps.config(user.regulator), id);
  deps.db
    .prepare("UPDATE promotion_participants SET status = 'left', left_at = ? WHERE promotion_id = ? AND user_id = ? AND status = 'joined'")
    .run(deps.clock.now(), promotion.id, user.id);
  return promotionView(deps, user, promotion);
}

/** A signed-in client opened a referral link: remembers who referred them (once; not oneself, not after a first deposit). */
export function claimReferral(deps: FundsDeps, user: UserRecord, code: string): { referred: boolean } {
  const referrerId = deps.db
    .prepare('SELECT id FROM users')
    .pluck()
    .all()
    .find((id) => referralCode(id as number) === code) as number | undefined;
  if (referrerId === undefined || referrerId === user.id) throw new ApiError('NOT_FOUND', 404, 'This referral link is not valid.');
  const deposited = deps.db.prepare('SELECT 1 FROM deposits WHERE user_id = ? AND ledger_tx_id IS NOT NULL').get(user.id) !== undefined;
  if (deposited) return { referred: false };
  const result = deps.db
    .prepare('INSERT OR IGNORE INTO promotion_referrals (referred_user_id, referrer_user_id, code, created_at) VALUES (?, ?, ?, ?)')
    .run(user.id, referrerId, code, deps.clock.now());
  return { referred: result.changes === 1 };
}

/** Staff: a promotion's participants and money (portal promotions report). */
export function promotionReport(deps: FundsDeps, id: number) {
  const promotion = promotionById(deps.config(), id);
  const participants = deps.db
    .prepare(
      'SELECT p.user_id, p.status, p.joined_at, a.number AS account FROM promotion_participants p JOIN client_accounts a ON a.id = p.account_id WHERE p.promotion_id = ? ORDER BY p.joined_at, p.user_id',
    )
    .all(id) as { user_id: number; status: string; joined_at: number; account: string }[];
  const sums = deps.db
    .prepare(
      'SELECT kind, currency, SUM(amount) AS total, COUNT(*) AS count FROM promotion_credits WHERE promotion_id = ? GROUP BY kind, currency ORDER BY kind, currency',
    )
    .all(id) as { kind: string; currency: string; total: number; count: number }[];
  const money = (kinds: string[]) =>
    sums
      .filter((s) => kinds.includes(s.kind))
      .map((s) => ({ kind: s.kind, currency: s.currency, amount: moneyText(deps.config(), s.total, s.currency), count: s.count }));
  return {
    id: promotion.id,
    name: promotion.name,
    status: promotion.status ?? 'active',
    participants: participants.map((p) => ({
      email: userById(deps.db, p.user_id)?.email ?? '',
      account: p.account,
      status: p.status,
      joinedAt: new Date(p.joined_at).toISOString(),
    })),
    credited: money(['bonus', 'cashback', 'referral', 'release']),
    forfeited: money(['forfeit']),
  };
}
