import type { ClientAccountRow } from '../funds/accountRows';
import { internalKey, type FundsDeps } from '../funds/fundsSupport';
import type { Leg } from '../ledger/ledgerService';
import { userById } from '../users/userRows';
import { runningReason, ruleMinor, type Promotion } from './promotionRules';

/*
 * The money of promotions, always through the ledger and once per event: a promotion_credits row
 * (unique per promotion, kind and source event) is written in the same transaction as the movement,
 * so a repeated or parallel deposit callback, trade job or withdrawal credits nothing twice.
 */

type CreditKind = 'bonus' | 'release' | 'forfeit' | 'cashback' | 'referral';

interface Credit {
  promotion: Promotion;
  userId: number;
  kind: CreditKind;
  /** The event: deposit:ID, trade:ID, withdrawal:ID, referral:USER. */
  source: string;
  amount: number;
  currency: string;
  legs: () => Leg[];
}

/** Moves a promotion's money once per (promotion, kind, source); answers whether it moved now. */
export function creditOnce(deps: FundsDeps, credit: Credit): boolean {
  if (credit.amount <= 0) return false;
  return deps.db
    .transaction(() => {
      const claimed = deps.db
        .prepare('INSERT OR IGNORE INTO promotion_credits (promotion_id, user_id, kind, source, amount, currency, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(credit.promotion.id, credit.userId, credit.kind, credit.source, credit.amount, credit.currency, deps.clock.now());
      if (claimed.changes === 0) return false;
      const id = Number(claimed.lastInsertRowid);
      deps.ledger.move({
        key: internalKey(deps, credit.userId),
        userId: credit.userId,
        kind: `promotion.${credit.kind}`,
        request: { promotion: credit.promotion.id, source: credit.source },
        memo: `${credit.promotion.name} ${credit.kind} ${credit.source}`,
        legs: credit.legs,
        respond: (txId) => {
          deps.db.prepare('UPDATE promotion_credits SET ledger_tx_id = ? WHERE id = ?').run(txId, id);
          return txId;
        },
      });
      return true;
    })
    .immediate();
}

/** The user's bonus balance in a currency: a ledger account of kind bonus, opened on first use. */
export function bonusAccount(deps: FundsDeps, userId: number, currency: string) {
  return deps.ledger.accountsOf(userId, 'bonus').find((a) => a.currency === currency) ?? deps.ledger.openAccount({ userId, kind: 'bonus', currency });
}

interface Joined {
  user_id: number;
  account_id: number;
  joined_at: number;
  ledger_account_id: number;
  currency: string;
}

function joinedTo(deps: FundsDeps, promotion: Promotion, where: string, ...args: unknown[]): Joined[] {
  return deps.db
    .prepare(
      `SELECT p.user_id, p.account_id, p.joined_at, a.ledger_account_id, a.currency FROM promotion_participants p JOIN client_accounts a ON a.id = p.account_id
       WHERE p.promotion_id = ? AND p.status = 'joined' AND NOT EXISTS (SELECT 1 FROM promotion_blacklist b WHERE b.account_id = p.account_id) ${where}`,
    )
    .all(promotion.id, ...args) as Joined[];
}

const running = (deps: FundsDeps, regulator: string, kind: Promotion['kind']) =>
  deps.config(regulator).promotions.filter((p) => p.kind === kind && !runningReason(p, deps.clock.now()));

/** A deposit was credited: the deposit bonus of the promotions its account joined, and the referrer's reward. */
export function onDepositCredited(
  deps: FundsDeps,
  deposit: { id: number; user_id: number; amount: number; currency: string },
  account: Pick<ClientAccountRow, 'id'>,
): void {
  const user = userById(deps.db, deposit.user_id);
  if (!user) return;
  const config = deps.config(user.regulator);
  for (const promotion of running(deps, user.regulator, 'depositBonus')) {
    const rule = promotion.depositBonus;
    if (!rule || promotion.currency !== deposit.currency || deposit.amount < ruleMinor(config, promotion, rule.minDeposit)) continue;
    if (joinedTo(deps, promotion, 'AND p.user_id = ? AND p.account_id = ?', user.id, account.id).length === 0) continue;
    const amount = Math.min(Math.floor((deposit.amount * rule.percent) / 100), ruleMinor(config, promotion, rule.maxBonus));
    const house = deps.ledger.houseAccount('promotions', deposit.currency);
    const bonus = bonusAccount(deps, user.id, deposit.currency);
    creditOnce(deps, {
      promotion,
      userId: user.id,
      kind: 'bonus',
      source: `deposit:${deposit.id}`,
      amount,
      currency: deposit.currency,
      legs: () => [
        { accountId: house.id, amount: -amount },
        { accountId: bonus.id, amount },
      ],
    });
  }
  const referral = deps.db.prepare('SELECT referrer_user_id FROM promotion_referrals WHERE referred_user_id = ?').pluck().get(user.id) as number | undefined;
  const referrer = referral === undefined ? undefined : userById(deps.db, referral);
  if (!referrer) return;
  const referrerConfig = deps.config(referrer.regulator);
  for (const promotion of running(deps, referrer.regulator, 'referral')) {
    const rule = promotion.referral;
    if (!rule || promotion.currency !== deposit.currency || deposit.amount < ruleMinor(referrerConfig, promotion, rule.qualifyingDeposit)) continue;
    const [target] = joinedTo(deps, promotion, 'AND p.user_id = ?', referrer.id);
    if (!target || target.currency !== promotion.currency) continue;
    const amount = ruleMinor(referrerConfig, promotion, rule.reward);
    const house = deps.ledger.houseAccount('promotions', target.currency);
    creditOnce(deps, {
      promotion,
      userId: referrer.id,
      kind: 'referral',
      source: `referral:${user.id}`,
      amount,
      currency: target.currency,
      legs: () => [
        { accountId: house.id, amount: -amount },
        { accountId: target.ledger_account_id, amount },
      ],
    });
  }
}

/** A withdrawal from an account forfeits the unreleased deposit bonus of the promotions configured so. */
export function onWithdrawal(deps: FundsDeps, withdrawal: { id: number; user_id: number }, account: Pick<ClientAccountRow, 'id' | 'currency'>): void {
  const user = userById(deps.db, withdrawal.user_id);
  if (!user) return;
  for (const promotion of deps
    .config(user.regulator)
    .promotions.filter((p) => p.kind === 'depositBonus' && p.depositBonus?.forfeitOnWithdrawal && p.currency === account.currency)) {
    if (joinedTo(deps, promotion, 'AND p.user_id = ? AND p.account_id = ?', user.id, account.id).length === 0) continue;
    const bonus = bonusAccount(deps, user.id, account.currency);
    const amount = deps.ledger.account(bonus.id)!.balance;
    const house = deps.ledger.houseAccount('promotions', account.currency);
    creditOnce(deps, {
      promotion,
      userId: user.id,
      kind: 'forfeit',
      source: `withdrawal:${withdrawal.id}`,
      amount,
      currency: account.currency,
      legs: () => [
        { accountId: bonus.id, amount: -amount },
        { accountId: house.id, amount },
      ],
    });
  }
}

/**
 * The server job over closed trades: cashback per lot, and the deposit bonus released per lot, for
 * trades of joined accounts closed after joining. Runs any number of times; each trade counts once.
 * Answers how many credits it made.
 */
export function runTradeJob(deps: FundsDeps): number {
  let made = 0;
  const regulators = [
    ...new Set(
      deps.db
        .prepare("SELECT DISTINCT u.regulator FROM promotion_participants p JOIN users u ON u.id = p.user_id WHERE p.status = 'joined'")
        .pluck()
        .all() as string[],
    ),
  ];
  for (const regulator of regulators) {
    const config = deps.config(regulator);
    for (const promotion of [...running(deps, regulator, 'cashback'), ...running(deps, regulator, 'depositBonus')]) {
      const perLot = promotion.kind === 'cashback' ? promotion.cashback?.perLot : promotion.depositBonus?.releasePerLot;
      if (!perLot) continue;
      const kind: CreditKind = promotion.kind === 'cashback' ? 'cashback' : 'release';
      for (const joined of joinedTo(
        deps,
        promotion,
        'AND a.currency = ? AND p.user_id IN (SELECT id FROM users WHERE regulator = ?)',
        promotion.currency,
        regulator,
      )) {
        const trades = deps.db
          .prepare(
            `SELECT t.id, t.lots FROM trades t WHERE t.account_id = ? AND t.closed_at > ? AND NOT EXISTS (SELECT 1 FROM promotion_credits c WHERE c.promotion_id = ? AND c.kind = ? AND c.source = 'trade:' || t.id) ORDER BY t.id`,
          )
          .all(joined.account_id, joined.joined_at, promotion.id, kind) as { id: number; lots: number }[];
        for (const trade of trades) {
          const amount = Math.floor((ruleMinor(config, promotion, perLot) * trade.lots) / 100);
          const house = deps.ledger.houseAccount('promotions', joined.currency);
          const from = kind === 'cashback' ? house.id : bonusAccount(deps, joined.user_id, joined.currency).id;
          const release = kind === 'release' ? Math.min(amount, deps.ledger.account(from)!.balance) : amount;
          if (
            creditOnce(deps, {
              promotion,
              userId: joined.user_id,
              kind,
              source: `trade:${trade.id}`,
              amount: release,
              currency: joined.currency,
              legs: () => [
                { accountId: from, amount: -release },
                { accountId: joined.ledger_account_id, amount: release },
              ],
            })
          )
            made++;
        }
      }
    }
  }
  return made;
}
