import type { OpeningKindId } from '../../../engine/accounts';
import { decimalToMinor, minorToDecimal } from '../../../engine/format';
import type { Clock } from '../clock';
import { accountsOf, insertAccount, type ClientAccountRow } from './accountRows';
import { cloneDestinations } from './destinations';
import { code, internalKey, recordStatus, type FundsDeps } from './fundsSupport';

export interface AccountGrant {
  kind: 'trading' | 'wallet';
  openingKind: OpeningKindId;
  platform?: string;
  accountType?: number;
  isDemo?: boolean;
  isMain?: boolean;
  currency: string;
  leverage?: number;
  /** accountAudit value name (pass, pending, ...). */
  audit: string;
  number?: string;
  /** Deposits in the history; "success" ones credit the money. */
  deposits?: { channel: string; amount: string; status: string; at: number }[];
  /** Withdrawals in the history; they take the money out (rejected/cancelled ones pay it back). */
  withdrawals?: { channel: string; amount: string; status: string; at: number }[];
}

type Deps = FundsDeps & { clock: Clock & { set(at: number): void } };

const minor = (deps: FundsDeps, regulator: string, amount: string, currency: string) =>
  Number(decimalToMinor(amount, deps.config(regulator).currencies.find((c) => c.code === currency)?.minorUnits ?? 2));

/**
 * Gives a user accounts with money and history, through the ledger like any movement (seeds and
 * user clones): every balance is the sum of its entries.
 */
export function grantAccounts(deps: Deps, user: { id: number; regulator: string }, grants: readonly AccountGrant[], openedAt: number): ClientAccountRow[] {
  const config = deps.config(user.regulator);
  return grants.map((grant) => {
    deps.clock.set(openedAt);
    const account = insertAccount(deps, { userId: user.id, ...grant, auditStatus: code(config, 'accountAudit', grant.audit), createdAt: openedAt });
    if (grant.isDemo) {
      const amount = minor(deps, user.regulator, config.funds.opening.demoBalance, grant.currency);
      const house = deps.ledger.houseAccount('demoFunding', grant.currency);
      deps.ledger.move({
        key: internalKey(deps, user.id),
        userId: user.id,
        kind: 'demoFunding',
        request: { account: account.number },
        legs: () => [
          { accountId: house.id, amount: -amount },
          { accountId: account.ledger_account_id, amount },
        ],
        respond: (tx) => tx,
      });
    }
    for (const d of grant.deposits ?? []) {
      deps.clock.set(d.at);
      const amount = minor(deps, user.regulator, d.amount, grant.currency);
      const status = code(config, 'depositStatus', d.status);
      const id = Number(
        deps.db
          .prepare(
            'INSERT INTO deposits (user_id, account_id, channel, currency, amount, status, reference, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(user.id, account.id, d.channel, grant.currency, amount, status, deps.ledger.random(18).toString('base64url'), d.at, d.at).lastInsertRowid,
      );
      recordStatus(deps, 'deposit', id, status, 'seed');
      if (d.status === 'success') {
        const house = deps.ledger.houseAccount('deposits', grant.currency);
        deps.ledger.move({
          key: internalKey(deps, user.id),
          userId: user.id,
          kind: 'deposit',
          request: { deposit: id },
          legs: () => [
            { accountId: house.id, amount: -amount },
            { accountId: account.ledger_account_id, amount },
          ],
          respond: (tx) => {
            deps.db.prepare('UPDATE deposits SET ledger_tx_id = ? WHERE id = ?').run(tx, id);
            return tx;
          },
        });
      }
    }
    for (const w of grant.withdrawals ?? []) {
      deps.clock.set(w.at);
      const amount = minor(deps, user.regulator, w.amount, grant.currency);
      const house = deps.ledger.houseAccount('withdrawals', grant.currency);
      const status = code(config, 'withdrawalStatus', w.status);
      deps.ledger.move({
        key: internalKey(deps, user.id),
        userId: user.id,
        kind: 'withdrawal',
        request: { account: account.number, amount: w.amount, at: w.at },
        legs: () => [
          { accountId: account.ledger_account_id, amount: -amount },
          { accountId: house.id, amount },
        ],
        respond: (tx) => {
          const id = Number(
            deps.db
              .prepare(
                'INSERT INTO withdrawals (user_id, account_id, channel, currency, amount, payout_currency, payout_amount, rate, status, ledger_tx_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
              )
              .run(user.id, account.id, w.channel, grant.currency, amount, grant.currency, amount, '1', status, tx, w.at, w.at).lastInsertRowid,
          );
          recordStatus(deps, 'withdrawal', id, status, 'seed');
          return tx;
        },
      });
    }
    return account;
  });
}

/**
 * A clone's accounts: the same kinds, platforms, types, currencies and audit states as the source's,
 * under new numbers, each funded to the source's balance by one deposit dated when the source's account
 * was opened, and its saved payment destinations (so the clone starts where the source stands, and every balance is still the sum of its
 * ledger entries).
 */
export function cloneFunds(deps: Deps, sourceId: number, target: { id: number; regulator: string }, at: number): void {
  const config = deps.config(target.regulator);
  const grants: AccountGrant[] = accountsOf(deps, sourceId).map((a) => {
    const balance = minorToDecimal(a.balance, config.currencies.find((c) => c.code === a.currency)?.minorUnits ?? 2);
    return {
      kind: a.kind,
      openingKind: a.opening_kind,
      ...(a.platform ? { platform: a.platform } : {}),
      ...(a.account_type !== null ? { accountType: a.account_type } : {}),
      isDemo: a.is_demo === 1,
      isMain: a.is_main === 1,
      currency: a.currency,
      ...(a.leverage !== null ? { leverage: a.leverage } : {}),
      audit: String(config.enumerations.accountAudit?.values.find((v) => v.code === a.audit_status)?.name),
      // Dated when the source's account was opened: the clone's history looks like the source's, not like today's deposits.
      deposits: a.is_demo || a.balance <= 0 ? [] : [{ channel: 'card', amount: balance, status: 'success', at: Math.min(a.created_at, at) }],
    };
  });
  grantAccounts(deps, target, grants, at);
  cloneDestinations(deps, sourceId, target.id);
}
