import type { PortalConfig } from '../../../engine/config';
import type { fixedClock } from '../clock';
import { rebateAccountOf, rebateMovementKinds } from '../ib/rebateAccount';
import { grantAccounts } from '../funds/fundsGrants';
import { destinationChoices, grantDestinations } from '../funds/destinations';
import { code } from '../funds/fundsSupport';
import { userById } from '../users/userRows';
import type { LedgerService } from '../ledger/ledgerService';
import { seedFundsDeps } from './fundsSeeder';
import { dayOf, seedBook, type BookResult, type BookShape } from './ibBook';
import { creditOverrides } from '../ib/overrides';
import { seededRandom, type Random } from './random';
import { dayMs, type SeedContext, type Seeder } from './seedContext';
import { insertUser } from './usersSeeder';

/** Sub-IBs of ib@demo.test, three levels deep (they can sign in too). */
export const demoSubIbs = [
  { email: 'subib.north@demo.test', name: 'Nadia North', parent: 'ib@demo.test' },
  { email: 'subib.south@demo.test', name: 'Sami South', parent: 'ib@demo.test' },
  { email: 'subib.north1@demo.test', name: 'Nico Northwood', parent: 'subib.north@demo.test' },
  { email: 'subib.north2@demo.test', name: 'Nora Northcott', parent: 'subib.north@demo.test' },
  { email: 'subib.south1@demo.test', name: 'Sol Southgate', parent: 'subib.south@demo.test' },
  { email: 'subib.north1a@demo.test', name: 'Noel Northfield', parent: 'subib.north1@demo.test' },
] as const;

/** The IB with 100,000 clients and a year of trades that `--scale large` adds. */
export const largeIb = { email: 'ib.large@demo.test', name: 'Lars Large', userType: 5, regulator: 'vfsc', country: 'MY', phone: '125550099' } as const;

const demoWeights = { lead: 18, pending: 12, unfunded: 16, funded: 44, archived: 10 };
const books: readonly { email: string; shape: BookShape }[] = [
  { email: 'ib@demo.test', shape: { clients: 320, days: 365, statusWeights: demoWeights, tradeChance: 0.12, maxLotHundredths: 150 } },
  { email: 'ib.company@demo.test', shape: { clients: 90, days: 120, statusWeights: demoWeights, tradeChance: 0.1, maxLotHundredths: 200 } },
  { email: 'ib.cima@demo.test', shape: { clients: 40, days: 90, statusWeights: demoWeights, tradeChance: 0.1, maxLotHundredths: 100 } },
  { email: 'ib.fca@demo.test', shape: { clients: 40, days: 90, statusWeights: demoWeights, tradeChance: 0.1, maxLotHundredths: 100 } },
  { email: 'ib.vfsc2@demo.test', shape: { clients: 40, days: 90, statusWeights: demoWeights, tradeChance: 0.1, maxLotHundredths: 100 } },
  ...demoSubIbs.map((s) => ({ email: s.email, shape: { clients: 12, days: 180, statusWeights: demoWeights, tradeChance: 0.1, maxLotHundredths: 80 } })),
];
const largeShape: BookShape = {
  clients: 100_000,
  days: 365,
  statusWeights: { lead: 15, pending: 8, unfunded: 22, funded: 45, archived: 10 },
  tradeChance: 0.03,
  maxLotHundredths: 120,
};

/** Settings that differ from the defaults, to show the gated pages both ways (chosen). */
const settings: Record<string, { withdrawal_channel_enabled?: 0; open_settings_enabled?: 0 }> = {
  'ib.cima@demo.test': { withdrawal_channel_enabled: 0 },
  'ib.fca@demo.test': { open_settings_enabled: 0 },
};

const campaignNames = ['Spring trading challenge', 'Gold rush cashback', 'Refer a friend', 'Crypto week', 'New trader bonus'];

export const ibCodeOf = (userId: number) => `IB${100_000 + userId}`;

/** Pays out each week's rebates into the IB's rebate account, through the ledger like any movement. */
function payRebates(
  ledger: LedgerService,
  clock: ReturnType<typeof fixedClock>,
  config: PortalConfig,
  ibId: number,
  rebateByDay: Map<number, number>,
  anchor: number,
): void {
  const currency = config.ibProgram.rebateCurrency;
  const account = rebateAccountOf(ledger, ibId, currency, anchor - 400 * dayMs);
  const house = ledger.houseAccount('rebate', currency);
  const byWeek = new Map<number, number>();
  for (const [day, amount] of rebateByDay) byWeek.set(Math.floor(day / 7), (byWeek.get(Math.floor(day / 7)) ?? 0) + amount);
  for (const [week, amount] of [...byWeek].sort((a, b) => a[0] - b[0])) {
    const paidAt = (week + 1) * 7 * dayMs + 2 * 3_600_000;
    if (paidAt > anchor || amount <= 0) continue;
    clock.set(paidAt);
    const { token } = ledger.issueAntiReuseToken(ibId);
    ledger.move({
      key: token,
      userId: ibId,
      kind: rebateMovementKinds.payout,
      request: { ibId, week },
      memo: new Date(week * 7 * dayMs).toISOString().slice(0, 10),
      legs: () => [
        { accountId: house.id, amount: -amount },
        { accountId: account.id, amount },
      ],
      respond: (transactionId) => ({ transactionId }),
    });
  }
}

function seedProfile(ctx: SeedContext, rng: Random, userId: number, parentId: number | null): void {
  const openSettings = { defaultPlatform: rng.pick(['mt4', 'mt5']), defaultCurrency: 'USD', allowClientChoice: true, welcomeMessage: '' };
  // The agreement is signed on joining ("IB since") or within a few days after it.
  const since = ctx.db.prepare('SELECT created_at FROM users WHERE id = ?').pluck().get(userId) as number;
  ctx.db
    .prepare('INSERT INTO ib_profiles (user_id, ib_code, parent_ib_id, agreement_version, agreement_signed_at, open_settings) VALUES (?, ?, ?, ?, ?, ?)')
    .run(
      userId,
      ibCodeOf(userId),
      parentId,
      '2026.1',
      Math.min(ctx.anchor, since + rng.int(0, 3) * dayMs + rng.int(0, 3_600_000)),
      JSON.stringify(openSettings),
    );
}

/**
 * The IB programme's demo data: IB profiles and a sub-IB tree two levels deep under
 * ib@demo.test, a book of clients per IB (a few hundred for ib@demo.test over every list),
 * daily trades and rebates, weekly rebate payouts, the IB's own trading accounts, past transfers
 * and withdrawals, shared accounts and campaigns. `--scale large` adds ib.large@demo.test with
 * 100,000 clients and a year of trades. It draws from its own random sequence.
 */
export const ibSeeder: Seeder = {
  name: 'ib',
  run(ctx) {
    const rng = seededRandom(4_2026_04);
    // The funds services over the seed's database: the IB's own trading accounts are client accounts.
    const deps = seedFundsDeps(ctx);
    const { clock, ledger } = deps;
    const configOf = (userId: number) => {
      const regulator = ctx.db.prepare('SELECT regulator FROM users WHERE id = ?').pluck().get(userId) as string;
      return ctx.load.compose(ctx.brand, regulator);
    };

    // IB profiles of the top-level IBs, then the sub-IB tree.
    for (const email of ['ib@demo.test', 'ib.company@demo.test', 'ib.cima@demo.test', 'ib.fca@demo.test', 'ib.vfsc2@demo.test']) {
      const id = ctx.users.get(email);
      if (id !== undefined) seedProfile(ctx, rng, id, null);
    }
    demoSubIbs.forEach((sub, i) => {
      const parent = ctx.users.get(sub.parent)!;
      const id = insertUser(
        ctx,
        { email: sub.email, name: sub.name, userType: 5, regulator: 'vfsc', country: 'MY', phone: `12555010${i}` },
        ctx.anchor - (300 - i) * dayMs,
      );
      seedProfile(ctx, rng, id, parent);
    });
    const update = ctx.db.prepare(
      'UPDATE user_settings SET withdrawal_channel_enabled = COALESCE(?, withdrawal_channel_enabled), open_settings_enabled = COALESCE(?, open_settings_enabled) WHERE user_id = ?',
    );
    for (const [email, s] of Object.entries(settings)) update.run(s.withdrawal_channel_enabled ?? null, s.open_settings_enabled ?? null, ctx.users.get(email));

    const bookResults = new Map<number, BookResult>();
    for (const book of books) {
      const ibId = ctx.users.get(book.email);
      if (ibId !== undefined) bookResults.set(ibId, seedBook(ctx.db, configOf(ibId), rng, ibId, ctx.anchor, book.shape));
    }
    // Override commissions on the sub-IBs' clients' trades, added to each IB's daily rebates.
    const mainIb = ctx.users.get('ib@demo.test');
    const lastDay = dayOf(ctx.anchor) + 1;
    if (mainIb !== undefined) creditOverrides(ctx.db, configOf(mainIb).ibProgram, lastDay - 400, lastDay);
    const overrideByDay = ctx.db.prepare('SELECT day, SUM(rebate) AS rebate FROM ib_override_days WHERE ib_id = ? GROUP BY day');
    for (const book of books) {
      const ibId = ctx.users.get(book.email);
      if (ibId === undefined) continue;
      const config = configOf(ibId);
      const rebateByDay = new Map(bookResults.get(ibId)!.rebateByDay);
      for (const o of overrideByDay.all(ibId) as { day: number; rebate: number }[]) rebateByDay.set(o.day, (rebateByDay.get(o.day) ?? 0) + o.rebate);
      payRebates(ledger, clock, config, ibId, rebateByDay, ctx.anchor);
      const ownAccounts = seedOwnAccounts(ctx, deps, ibId);
      seedCampaigns(ctx, rng, ibId, book.email === 'ib@demo.test' ? 4 : 2, book.shape.clients);
      if (book.email === 'ib@demo.test') {
        // Verified payment destinations: rebate withdrawals pay to one of them.
        grantDestinations(deps, ibId, [
          { kind: 'bank', holder: 'Ingrid Broker', bankName: 'Example Bank Berhad', accountNumber: '5140 9876 5432', swift: 'EXMBMYKL' },
          { kind: 'crypto', asset: 'USDT', network: 'TRC20', address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' },
        ]);
        seedSharedAccounts(ctx, rng, ibId, [...demoSubIbs.map((s) => ctx.users.get(s.email)!), ctx.users.get('ib.vfsc2@demo.test')!]);
        seedPastMovements(
          ctx,
          deps,
          ledger,
          clock,
          config,
          ibId,
          { id: ownAccounts[0]!.ledger_account_id, number: ownAccounts[0]!.number },
          ctx.users.get(demoSubIbs[0].email)!,
        );
      }
    }

    if (ctx.scale === 'large') {
      const largeRng = seededRandom(100_000);
      const id = insertUser(ctx, largeIb, ctx.anchor - 500 * dayMs);
      seedProfile(ctx, largeRng, id, null);
      const config = configOf(id);
      const result = seedBook(ctx.db, config, largeRng, id, ctx.anchor, largeShape);
      payRebates(ledger, clock, config, id, result.rebateByDay, ctx.anchor);
      seedOwnAccounts(ctx, deps, id);
    }
    ctx.db.exec('ANALYZE');
  },
};

/**
 * The IB's own trading accounts, as client accounts (they show in the client portal too): two in USD
 * (rebate transfer targets) and one in EUR (not a target: another currency).
 */
function seedOwnAccounts(ctx: SeedContext, deps: ReturnType<typeof seedFundsDeps>, ibId: number) {
  const regulator = ctx.db.prepare('SELECT regulator FROM users WHERE id = ?').pluck().get(ibId) as string;
  const live = { kind: 'trading', leverage: 500, audit: 'pass' } as const;
  return [
    ...grantAccounts(
      deps,
      { id: ibId, regulator },
      [{ ...live, openingKind: 'mainLive', platform: 'mt5', accountType: 101, isMain: true, currency: 'USD', number: String(81_000_000 + ibId * 10 + 1) }],
      ctx.anchor - 200 * dayMs,
    ),
    ...grantAccounts(
      deps,
      { id: ibId, regulator },
      [{ ...live, openingKind: 'sameNameLive', platform: 'mt4', accountType: 1, currency: 'USD', number: String(82_000_000 + ibId * 10 + 2) }],
      ctx.anchor - 150 * dayMs,
    ),
    ...grantAccounts(
      deps,
      { id: ibId, regulator },
      [{ ...live, openingKind: 'sameNameLive', platform: 'mt5', accountType: 101, currency: 'EUR', number: String(83_000_000 + ibId * 10 + 3) }],
      ctx.anchor - 100 * dayMs,
    ),
  ];
}

/** Campaigns whose registrations together stay below the IB's clients (each brought some of them). */
function seedCampaigns(ctx: SeedContext, rng: Random, ibId: number, count: number, clients: number): void {
  const insert = ctx.db.prepare('INSERT INTO ib_campaigns (ib_id, slug, name, created_at, clicks, registrations) VALUES (?, ?, ?, ?, ?, ?)');
  for (let i = 0; i < count; i++) {
    const name = campaignNames[(ibId + i) % campaignNames.length]!;
    const clicks = rng.int(20, 2000);
    const registrations = rng.int(0, Math.min(Math.floor(clicks / 10), Math.floor(clients / (2 * count))));
    insert.run(ibId, `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${ibId}`, name, ctx.anchor - rng.int(5, 200) * dayMs, clicks, registrations);
  }
}

function seedSharedAccounts(ctx: SeedContext, rng: Random, ibId: number, partners: number[]): void {
  const insert = ctx.db.prepare(
    'INSERT INTO ib_shared_accounts (ib_id, account_number, platform, account_type, partner_ib_id, share_percent, since) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  partners.forEach((partner, i) => {
    const platform = i % 2 === 0 ? 'mt5' : 'mt4';
    insert.run(
      ibId,
      String(76_000_000 + ibId * 100 + i),
      platform,
      platform === 'mt5' ? 101 : 2,
      partner,
      rng.pick([20, 25, 30, 40, 50]),
      ctx.anchor - rng.int(30, 300) * dayMs,
    );
  });
}

/**
 * A few past transfers and withdrawals, so every kind shows in the history. Each withdrawal is a real
 * withdrawal record (its method, the verified destination it pays to, a status) as one the IB
 * submitted: the older one completed, the newer one still processing.
 */
function seedPastMovements(
  ctx: SeedContext,
  deps: ReturnType<typeof seedFundsDeps>,
  ledger: LedgerService,
  clock: ReturnType<typeof fixedClock>,
  config: PortalConfig,
  ibId: number,
  own: { id: number; number: string },
  subIbId: number,
): void {
  const currency = config.ibProgram.rebateCurrency;
  const rebate = rebateAccountOf(ledger, ibId, currency);
  const subRebate = rebateAccountOf(ledger, subIbId, currency);
  const withdrawals = ledger.houseAccount('withdrawal', currency);
  const ib = userById(ctx.db, ibId)!;
  const paidTo = (method: string) => {
    const found = (config.ibProgram.withdrawalMethods ?? []).find((m) => m.id === method)!;
    return destinationChoices(deps, ib, found, found.asset ?? currency)[0]!;
  };
  const moves = [
    { daysAgo: 40, kind: rebateMovementKinds.transfer, to: own.id, memo: own.number, amount: 25_000 },
    { daysAgo: 30, kind: rebateMovementKinds.withdrawal, to: withdrawals.id, memo: 'bankTransfer', amount: 40_000, status: 'completed', daysTaken: 2 },
    { daysAgo: 20, kind: rebateMovementKinds.transfer, to: subRebate.id, memo: ibCodeOf(subIbId), amount: 10_000 },
    { daysAgo: 10, kind: rebateMovementKinds.withdrawal, to: withdrawals.id, memo: 'usdt', amount: 15_000, status: 'processing', daysTaken: 1 },
  ];
  const insertWithdrawal = ctx.db.prepare(
    'INSERT INTO ib_rebate_withdrawals (ib_id, acting_user_id, method, destination_id, destination, amount, currency, status, ledger_tx_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const m of moves) {
    clock.set(ctx.anchor - m.daysAgo * dayMs);
    const { token } = ledger.issueAntiReuseToken(ibId);
    ledger.move({
      key: token,
      userId: ibId,
      kind: m.kind,
      request: { seeded: m.daysAgo },
      memo: m.memo,
      legs: () => [
        { accountId: rebate.id, amount: -m.amount },
        { accountId: m.to, amount: m.amount },
      ],
      respond: (transactionId) => {
        if (m.status) {
          const destination = paidTo(m.memo);
          const at = clock.now();
          insertWithdrawal.run(
            ibId,
            ibId,
            m.memo,
            destination.id,
            destination.label,
            m.amount,
            currency,
            code(config, 'withdrawalStatus', m.status),
            transactionId,
            at,
            at + m.daysTaken * dayMs,
          );
        }
        return { transactionId };
      },
    });
  }
}
