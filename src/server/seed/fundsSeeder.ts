import { fixedClock } from '../clock';
import { grantDestinations } from '../funds/destinations';
import { grantAccounts, type AccountGrant } from '../funds/fundsGrants';
import { createLedgerService } from '../ledger/ledgerService';
import { dayMs, type SeedContext, type Seeder } from './seedContext';

/** Deps of the funds services over the seed's database, on a clock the grants move back in time. */
export function seedFundsDeps(ctx: SeedContext) {
  const clock = fixedClock(ctx.anchor);
  const brand = ctx.brand;
  const tree = ctx.load.tree!;
  return {
    db: ctx.db,
    clock,
    load: ctx.load,
    ledger: createLedgerService(ctx.db, clock, ctx.rng.bytes),
    config: (regulator?: string) => ctx.load.compose(brand, regulator ?? tree.brands.get(brand)?.data.defaultRegulator ?? ''),
  };
}

/**
 * trader@demo.test: approved live MT4 (main) and MT5 accounts, a demo account, a wallet in USD, EUR
 * and USDT (BTC and ETH still to set up), with deposit and withdrawal history in several statuses, a
 * verified bank account and a USDT (TRC20) address to withdraw to.
 * ib@demo.test: an MT4 account with a deposit (its other accounts and its sub-IBs come with the IB programme).
 * Account numbers are fixed so QA can name them.
 */
export const fundsSeeder: Seeder = {
  name: 'funds',
  run(ctx) {
    const deps = seedFundsDeps(ctx);
    const ago = (days: number) => ctx.anchor - days * dayMs;
    const regulatorOf = (id: number) => ctx.db.prepare('SELECT regulator FROM users WHERE id = ?').pluck().get(id) as string;
    const grant = (email: string, grants: AccountGrant[], openedDaysAgo: number) => {
      const id = ctx.users.get(email);
      if (id !== undefined) grantAccounts(deps, { id, regulator: regulatorOf(id) }, grants, ago(openedDaysAgo));
    };

    grant(
      'trader@demo.test',
      [
        {
          kind: 'trading',
          openingKind: 'mainLive',
          platform: 'mt4',
          accountType: 1,
          isMain: true,
          currency: 'USD',
          leverage: 500,
          audit: 'pass',
          number: '80010001',
          deposits: [
            { channel: 'card', amount: '5000.00', status: 'success', at: ago(150) },
            { channel: 'card', amount: '200.00', status: 'paymentFailed', at: ago(100) },
            { channel: 'bankTransfer', amount: '1000.00', status: 'audit', at: ago(2) },
          ],
          withdrawals: [{ channel: 'bankTransfer', amount: '300.00', status: 'completed', at: ago(50) }],
        },
        {
          kind: 'trading',
          openingKind: 'sameNameLive',
          platform: 'mt5',
          accountType: 101,
          currency: 'USD',
          leverage: 200,
          audit: 'pass',
          number: '90010001',
          deposits: [{ channel: 'fpx', amount: '1000.00', status: 'success', at: ago(120) }],
        },
        {
          kind: 'trading',
          openingKind: 'demo',
          platform: 'mt4',
          accountType: 2,
          isDemo: true,
          currency: 'USD',
          leverage: 500,
          audit: 'pass',
          number: 'D1000001',
        },
        {
          kind: 'wallet',
          openingKind: 'walletLive',
          currency: 'USD',
          audit: 'pass',
          number: 'W1000001',
          deposits: [{ channel: 'card', amount: '2000.00', status: 'success', at: ago(90) }],
        },
        {
          kind: 'wallet',
          openingKind: 'virtualSetup',
          currency: 'EUR',
          audit: 'pass',
          number: 'W1000002',
          deposits: [{ channel: 'card', amount: '500.00', status: 'success', at: ago(80) }],
        },
        {
          kind: 'wallet',
          openingKind: 'virtualSetup',
          currency: 'USDT',
          audit: 'pass',
          number: 'W1000003',
          deposits: [{ channel: 'cryptoUsdt', amount: '1000.000000', status: 'success', at: ago(70) }],
        },
      ],
      200,
    );
    const trader = ctx.users.get('trader@demo.test');
    if (trader !== undefined) {
      grantDestinations(deps, trader, [
        { kind: 'bank', holder: 'Demo Trader', bankName: 'Example Bank Berhad', accountNumber: '5140 1234 5678', swift: 'EXMBMYKL' },
        { kind: 'crypto', asset: 'USDT', network: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
      ]);
    }

    // ib@demo.test's own accounts and its sub-IBs' come with the IB programme (ibSeeder); this one has deposits.
    grant(
      'ib@demo.test',
      [
        {
          kind: 'trading',
          openingKind: 'sameNameLive',
          platform: 'mt4',
          accountType: 1,
          currency: 'USD',
          leverage: 500,
          audit: 'pass',
          number: '80020001',
          deposits: [{ channel: 'card', amount: '2000.00', status: 'success', at: ago(60) }],
        },
      ],
      300,
    );
  },
};
