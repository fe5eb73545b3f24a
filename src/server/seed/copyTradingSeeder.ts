import { grantAccounts } from '../funds/fundsGrants';
import { insertProvider, nextSimulatedTrade } from '../copyTrading';
import { seedFundsDeps } from './fundsSeeder';
import { dayMs, type Seeder } from './seedContext';
import { insertUser } from './usersSeeder';

/** The seeded signal providers (users of their own, password Demo#2026), their live accounts and profiles. */
export const demoProviders = [
  {
    email: 'provider.steady@demo.test',
    name: 'Steady Sam',
    number: '80030001',
    deposit: '20000.00',
    strategy: 'Swing trades on major pairs with tight stops; at most 2% of equity at risk per trade.',
    riskScore: 3,
    feePercent: 20,
  },
  {
    email: 'provider.gold@demo.test',
    name: 'Golden Grace',
    number: '80030002',
    deposit: '15000.00',
    strategy: 'Gold and yen momentum; holds trades for hours, larger swings.',
    riskScore: 7,
    feePercent: 30,
  },
  {
    email: 'provider.scalp@demo.test',
    name: 'Quick Quinn',
    number: '80030003',
    deposit: '10000.00',
    strategy: 'Short-term scalping around news on EURUSD and GBPUSD.',
    riskScore: 5,
    feePercent: 25,
  },
] as const;
/** trader@demo.test's copy-trading account (account type 14). */
export const demoCopyAccount = '80010014';
const historySteps = 30;

/**
 * Copy trading: three providers with 30 simulated trades of history (one a day), and a funded
 * copy-trading account for trader@demo.test. The simulation is seeded, so every machine has the same.
 */
export const copyTradingSeeder: Seeder = {
  name: 'copyTrading',
  run(ctx) {
    const deps = seedFundsDeps(ctx);
    const ago = (days: number) => ctx.anchor - days * dayMs;
    const live = { kind: 'trading', openingKind: 'sameNameLive', platform: 'mt4', currency: 'USD', leverage: 200, audit: 'pass' } as const;
    demoProviders.forEach((p, i) => {
      const id = insertUser(ctx, { email: p.email, name: p.name, userType: 1, regulator: 'vfsc', country: 'MY', phone: `12555010${i}` }, ago(200));
      const [account] = grantAccounts(
        deps,
        { id, regulator: 'vfsc' },
        [{ ...live, accountType: 1, number: p.number, deposits: [{ channel: 'card', amount: p.deposit, status: 'success', at: ago(120) }] }],
        ago(120),
      );
      deps.clock.set(ago(historySteps + 1));
      insertProvider(deps, { userId: id, account: account!, name: p.name, strategy: p.strategy, riskScore: p.riskScore, feePercent: p.feePercent });
    });
    const trader = ctx.users.get('trader@demo.test');
    if (trader !== undefined) {
      grantAccounts(
        deps,
        { id: trader, regulator: 'vfsc' },
        [{ ...live, accountType: 14, number: demoCopyAccount, deposits: [{ channel: 'card', amount: '5000.00', status: 'success', at: ago(20) }] }],
        ago(25),
      );
    }
    for (let day = historySteps; day >= 1; day--) {
      deps.clock.set(ago(day));
      nextSimulatedTrade(deps);
    }
  },
};
